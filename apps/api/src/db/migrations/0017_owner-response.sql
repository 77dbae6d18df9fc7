CREATE TABLE "application_responses" (
	"application_id" bigint PRIMARY KEY NOT NULL,
	"municipality_key" text NOT NULL,
	"decision" text NOT NULL,
	"signature_name" text NOT NULL,
	"responded_by" bigint,
	"responded_at" timestamp with time zone NOT NULL,
	"ip_address" text NOT NULL,
	"values" jsonb NOT NULL,
	"values_hash" text NOT NULL,
	CONSTRAINT "application_responses_decision_check" CHECK ("application_responses"."decision" in ('accept', 'disagree'))
);
--> statement-breakpoint
ALTER TABLE "review_history" DROP CONSTRAINT "review_history_action_check";--> statement-breakpoint
ALTER TABLE "application_responses" ADD CONSTRAINT "application_responses_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_responses" ADD CONSTRAINT "application_responses_municipality_key_municipalities_key_fk" FOREIGN KEY ("municipality_key") REFERENCES "public"."municipalities"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_responses" ADD CONSTRAINT "application_responses_responded_by_users_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_responses_muni_idx" ON "application_responses" USING btree ("municipality_key","decision");--> statement-breakpoint
ALTER TABLE "review_history" ADD CONSTRAINT "review_history_action_check" CHECK ("review_history"."action" in ('assign', 'far', 'complete', 'reopen', 'upload', 'download', 'evidence', 'withdraw', 'respond'));--> statement-breakpoint
-- Hand-written below this line (drizzle-kit does not generate functions or triggers).
-- The review list row (migration 0010) gains the owner's answer to the decision, last in
-- reviewListRowSchema's order: 'accept', 'disagree', or null before an answer.
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
		|| '}"'
	FROM "applications" a
		LEFT JOIN "reviews" r ON r."application_id" = a."id"
		LEFT JOIN "application_responses" o ON o."application_id" = a."id"
	WHERE a."id" = app_id
	ON CONFLICT ("application_id") DO UPDATE
		SET "municipality_key" = excluded."municipality_key", "submitted_at" = excluded."submitted_at", "row_json" = excluded."row_json"
		WHERE (l."municipality_key", l."submitted_at", l."row_json")
			IS DISTINCT FROM (excluded."municipality_key", excluded."submitted_at", excluded."row_json")
$$;--> statement-breakpoint
-- The same function as the reviews table's trigger: both carry application_id.
CREATE TRIGGER "review_list_follow" AFTER INSERT OR UPDATE OR DELETE ON "application_responses" FOR EACH ROW EXECUTE FUNCTION "review_list_follow_review"();--> statement-breakpoint
SELECT review_list_refresh("id") FROM "applications";
