CREATE TABLE "meeting_bookings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"municipality_key" text NOT NULL,
	"application_id" bigint NOT NULL,
	"slot_id" bigint,
	"starts_at" timestamp with time zone NOT NULL,
	"minutes" integer NOT NULL,
	"kind" text NOT NULL,
	"phone" text,
	"status" text DEFAULT 'booked' NOT NULL,
	"uid" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"token" text NOT NULL,
	"booked_by" bigint,
	"booked_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"outcome_by" bigint,
	"outcome_at" timestamp with time zone,
	"outcome_notes" text,
	CONSTRAINT "meeting_bookings_kind_check" CHECK ("meeting_bookings"."kind" in ('phone', 'video')),
	CONSTRAINT "meeting_bookings_status_check" CHECK ("meeting_bookings"."status" in ('booked', 'cancelled', 'held', 'no_show'))
);
--> statement-breakpoint
CREATE TABLE "meeting_slots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"municipality_key" text NOT NULL,
	"reviewer_id" bigint,
	"starts_at" timestamp with time zone NOT NULL,
	"minutes" integer NOT NULL,
	"kind" text NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_slots_minutes_check" CHECK ("meeting_slots"."minutes" between 10 and 60),
	CONSTRAINT "meeting_slots_kind_check" CHECK ("meeting_slots"."kind" in ('phone', 'video', 'either'))
);
--> statement-breakpoint
CREATE TABLE "review_offers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"municipality_key" text NOT NULL,
	"application_id" bigint NOT NULL,
	"number" integer NOT NULL,
	"offered_total_value" bigint NOT NULL,
	"offered_land_value" bigint,
	"decision_reason" text NOT NULL,
	"decision_explanation" text DEFAULT '' NOT NULL,
	"respond_by" date NOT NULL,
	"status_before" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"sent_by" bigint,
	"sent_at" timestamp with time zone NOT NULL,
	"meeting_requested_at" timestamp with time zone,
	"responded_by" bigint,
	"responded_at" timestamp with time zone,
	"responded_ip" text,
	"signature_name" text,
	"counter_value" bigint,
	"counter_reason" text,
	"lapsed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "review_offers_number_check" CHECK ("review_offers"."number" in (1, 2)),
	CONSTRAINT "review_offers_status_check" CHECK ("review_offers"."status" in ('open', 'accepted', 'countered', 'lapsed', 'closed')),
	CONSTRAINT "review_offers_values_check" CHECK ("review_offers"."offered_total_value" >= 0 and coalesce("review_offers"."offered_land_value", 0) >= 0 and coalesce("review_offers"."counter_value", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT "applications_review_status_check";--> statement-breakpoint
ALTER TABLE "review_history" DROP CONSTRAINT "review_history_action_check";--> statement-breakpoint
ALTER TABLE "municipalities" ADD COLUMN "meeting_url_template" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "meeting_bookings" ADD CONSTRAINT "meeting_bookings_municipality_key_municipalities_key_fk" FOREIGN KEY ("municipality_key") REFERENCES "public"."municipalities"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_bookings" ADD CONSTRAINT "meeting_bookings_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_bookings" ADD CONSTRAINT "meeting_bookings_slot_id_meeting_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."meeting_slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_bookings" ADD CONSTRAINT "meeting_bookings_booked_by_users_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_bookings" ADD CONSTRAINT "meeting_bookings_outcome_by_users_id_fk" FOREIGN KEY ("outcome_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_slots" ADD CONSTRAINT "meeting_slots_municipality_key_municipalities_key_fk" FOREIGN KEY ("municipality_key") REFERENCES "public"."municipalities"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_slots" ADD CONSTRAINT "meeting_slots_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_slots" ADD CONSTRAINT "meeting_slots_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_offers" ADD CONSTRAINT "review_offers_municipality_key_municipalities_key_fk" FOREIGN KEY ("municipality_key") REFERENCES "public"."municipalities"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_offers" ADD CONSTRAINT "review_offers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_offers" ADD CONSTRAINT "review_offers_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_offers" ADD CONSTRAINT "review_offers_responded_by_users_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_bookings_uid_key" ON "meeting_bookings" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_bookings_one_per_slot_key" ON "meeting_bookings" USING btree ("slot_id") WHERE "meeting_bookings"."status" <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_bookings_one_per_filing_key" ON "meeting_bookings" USING btree ("application_id") WHERE "meeting_bookings"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "meeting_bookings_muni_start_idx" ON "meeting_bookings" USING btree ("municipality_key","starts_at");--> statement-breakpoint
CREATE INDEX "meeting_bookings_reminder_idx" ON "meeting_bookings" USING btree ("starts_at") WHERE "meeting_bookings"."status" = 'booked' and "meeting_bookings"."reminder_sent_at" is null;--> statement-breakpoint
CREATE INDEX "meeting_slots_muni_start_idx" ON "meeting_slots" USING btree ("municipality_key","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "review_offers_number_key" ON "review_offers" USING btree ("application_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "review_offers_one_open_key" ON "review_offers" USING btree ("application_id") WHERE "review_offers"."status" = 'open';--> statement-breakpoint
CREATE INDEX "review_offers_open_idx" ON "review_offers" USING btree ("respond_by") WHERE "review_offers"."status" = 'open';--> statement-breakpoint
CREATE INDEX "review_offers_muni_idx" ON "review_offers" USING btree ("municipality_key","status");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_review_status_check" CHECK ("applications"."review_status" in ('incomplete', 'far', 'offer', 'complete', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "review_history" ADD CONSTRAINT "review_history_action_check" CHECK ("review_history"."action" in ('assign', 'far', 'complete', 'reopen', 'upload', 'download', 'evidence', 'withdraw', 'respond', 'offer', 'offer_response', 'offer_lapse', 'meeting', 'meeting_outcome'));--> statement-breakpoint
-- Hand-written below this line (drizzle-kit does not generate functions or triggers).
-- The review list row (migrations 0010, 0017, 0020, 0023) gains the filing's latest offer:
-- its status (open, accepted, countered, lapsed, closed; null: none) and respond-by date, last
-- in reviewListRowSchema's order, so staff filter "Offer sent", "Countered" and "Offer lapsed".
CREATE OR REPLACE FUNCTION "review_list_refresh"(app_id bigint) RETURNS void LANGUAGE sql AS $$
	INSERT INTO "review_list_rows" AS l ("application_id", "municipality_key", "submitted_at", "row_json")
	SELECT a."id", a."municipality_key", a."submitted_at",
		'"{\"ir_id\":' || a."id"
		|| ',\"assigned_to\":' || coalesce(r."assigned_to"::text, 'null')
		|| ',\"review_status\":' || review_list_quote(a."review_status")
		|| ',\"print_key\":' || review_list_quote(a."sbl")
		|| ',\"prop_class\":' || review_list_quote(a."prop_class")
		|| ',\"loc_st_nbr\":' || review_list_quote(a."loc_st_nbr")
		|| ',\"loc_st_name\":' || review_list_quote(a."loc_st_name")
		|| ',\"application_submitted\":\"' || to_char(a."submitted_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '\"'
		|| ',\"who_reviewed\":' || review_list_quote(r."who_reviewed")
		|| ',\"received_total_value\":' || coalesce(a."received_total_value"::text, 'null')
		|| ',\"total_value_change\":' || review_list_quote(coalesce(r."total_value_change", 'N'))
		|| ',\"data_change_needed\":' || review_list_quote(coalesce(r."data_change_needed", 'N'))
		|| ',\"sketch_change_needed\":' || review_list_quote(coalesce(r."sketch_change_needed", 'N'))
		|| ',\"data_change_complete\":' || review_list_quote(coalesce(r."data_change_complete", 'N'))
		|| ',\"sketch_change_complete\":' || review_list_quote(coalesce(r."sketch_change_complete", 'N'))
		|| ',\"owner_response\":' || review_list_quote(o."decision")
		|| ',\"by_representative\":' || CASE WHEN a."filed_by_representative" THEN 'true' ELSE 'false' END
		|| ',\"filed_by\":' || review_list_quote(u."email")
		|| ',\"offer_status\":' || review_list_quote(f."status")
		|| ',\"offer_respond_by\":' || review_list_quote(f."respond_by"::text)
		|| '}"'
	FROM "applications" a
		LEFT JOIN "reviews" r ON r."application_id" = a."id"
		LEFT JOIN "application_responses" o ON o."application_id" = a."id"
		LEFT JOIN "users" u ON u."id" = a."submitted_by"
		LEFT JOIN LATERAL (
			SELECT x."status", x."respond_by" FROM "review_offers" x
			WHERE x."application_id" = a."id" ORDER BY x."number" DESC LIMIT 1
		) f ON true
	WHERE a."id" = app_id
	ON CONFLICT ("application_id") DO UPDATE
		SET "municipality_key" = excluded."municipality_key", "submitted_at" = excluded."submitted_at", "row_json" = excluded."row_json"
		WHERE (l."municipality_key", l."submitted_at", l."row_json")
			IS DISTINCT FROM (excluded."municipality_key", excluded."submitted_at", excluded."row_json")
$$;--> statement-breakpoint
CREATE TRIGGER "review_list_follow" AFTER INSERT OR UPDATE OR DELETE ON "review_offers" FOR EACH ROW EXECUTE FUNCTION "review_list_follow_review"();--> statement-breakpoint
SELECT review_list_refresh("id") FROM "applications";
