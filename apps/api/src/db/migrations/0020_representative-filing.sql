ALTER TABLE "applications" ADD COLUMN "filed_by_representative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-written below this line (drizzle-kit does not generate functions or triggers).
-- The review list row (migrations 0010, 0017) gains whether a representative filed it in a
-- batch (decision 035), last in reviewListRowSchema's order. The applications trigger already
-- refreshes the row on every insert and update.
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
SELECT review_list_refresh("id") FROM "applications";
