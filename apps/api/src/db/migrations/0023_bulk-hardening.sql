CREATE TABLE "bulk_batch_rows" (
	"batch_id" bigint NOT NULL,
	"line" integer NOT NULL,
	"sbl" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"application_id" bigint,
	"filing_number" text,
	"owner_copy" text,
	CONSTRAINT "bulk_batch_rows_batch_id_line_pk" PRIMARY KEY("batch_id","line"),
	CONSTRAINT "bulk_batch_rows_status_check" CHECK ("bulk_batch_rows"."status" in ('filed', 'refused')),
	CONSTRAINT "bulk_batch_rows_owner_copy_check" CHECK ("bulk_batch_rows"."owner_copy" in ('sent', 'rate_limited'))
);
--> statement-breakpoint
CREATE TABLE "bulk_batches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"municipality_key" text NOT NULL,
	"user_id" bigint NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"row_count" integer NOT NULL,
	"rows" jsonb NOT NULL,
	"zip_sha256" text,
	"roll_year" integer NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "bulk_batches_status_check" CHECK ("bulk_batches"."status" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "bulk_batches_language_check" CHECK ("bulk_batches"."language" in ('en', 'es'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "representative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "owner_email" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "voided_by" bigint;--> statement-breakpoint
ALTER TABLE "bulk_batch_rows" ADD CONSTRAINT "bulk_batch_rows_batch_id_bulk_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."bulk_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_batch_rows" ADD CONSTRAINT "bulk_batch_rows_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_batches" ADD CONSTRAINT "bulk_batches_municipality_key_municipalities_key_fk" FOREIGN KEY ("municipality_key") REFERENCES "public"."municipalities"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_batches" ADD CONSTRAINT "bulk_batches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_batches_user_day_idx" ON "bulk_batches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bulk_batches_open_idx" ON "bulk_batches" USING btree ("lease_until") WHERE "bulk_batches"."status" in ('queued', 'running');--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Hand-written below this line (drizzle-kit does not generate functions or triggers).
-- The review list row (migrations 0010, 0017, 0020) gains the e-mail of the account that filed
-- it, last in reviewListRowSchema's order, so staff find a batch's filings by their filer.
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
		|| '}"'
	FROM "applications" a
		LEFT JOIN "reviews" r ON r."application_id" = a."id"
		LEFT JOIN "application_responses" o ON o."application_id" = a."id"
		LEFT JOIN "users" u ON u."id" = a."submitted_by"
	WHERE a."id" = app_id
	ON CONFLICT ("application_id") DO UPDATE
		SET "municipality_key" = excluded."municipality_key", "submitted_at" = excluded."submitted_at", "row_json" = excluded."row_json"
		WHERE (l."municipality_key", l."submitted_at", l."row_json")
			IS DISTINCT FROM (excluded."municipality_key", excluded."submitted_at", excluded."row_json")
$$;--> statement-breakpoint
SELECT review_list_refresh("id") FROM "applications";
