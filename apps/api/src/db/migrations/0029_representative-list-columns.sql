CREATE INDEX "applications_authorization_idx" ON "applications" USING btree ("authorization_id");--> statement-breakpoint
-- Hand-written below this line (drizzle-kit does not generate functions or triggers).
-- The review list row (migrations 0010 to 0028) gains the representative's firm (the filing
-- account's firm name, for a representative's filing) and the status of the owner's e-signed
-- authorization it was filed under (decision 052; null when none), last in
-- reviewListRowSchema's order, for staff's columns, filter and CSV. A filing records only an
-- authorization active when it was filed, so its status reads active, or revoked since; a
-- pending request's expiry does not concern it.
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
		|| ',\"integrity_flag\":' || CASE WHEN coalesce(r."integrity_flag", false) OR coalesce(f."integrity_flag", false) THEN 'true' ELSE 'false' END
		|| ',\"firm_name\":' || review_list_quote(CASE WHEN a."filed_by_representative" THEN u."firm_name" END)
		|| ',\"authorization_status\":' || review_list_quote(z."status")
		|| '}"'
	FROM "applications" a
		LEFT JOIN "reviews" r ON r."application_id" = a."id"
		LEFT JOIN "application_responses" o ON o."application_id" = a."id"
		LEFT JOIN "users" u ON u."id" = a."submitted_by"
		LEFT JOIN "representative_authorizations" z ON z."id" = a."authorization_id"
		LEFT JOIN LATERAL (
			SELECT x."status", x."respond_by", x."integrity_flag" FROM "review_offers" x
			WHERE x."application_id" = a."id" ORDER BY x."number" DESC LIMIT 1
		) f ON true
	WHERE a."id" = app_id
	ON CONFLICT ("application_id") DO UPDATE
		SET "municipality_key" = excluded."municipality_key", "submitted_at" = excluded."submitted_at", "row_json" = excluded."row_json"
		WHERE (l."municipality_key", l."submitted_at", l."row_json")
			IS DISTINCT FROM (excluded."municipality_key", excluded."submitted_at", excluded."row_json")
$$;--> statement-breakpoint
CREATE FUNCTION "review_list_follow_filer"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM review_list_refresh(a."id") FROM "applications" a WHERE a."submitted_by" = NEW."id";
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "review_list_follow_authorization"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM review_list_refresh(a."id") FROM "applications" a WHERE a."authorization_id" = NEW."id";
	RETURN NULL;
END;
$$;--> statement-breakpoint
-- A firm renamed by the mega-admin, or an account's e-mail changed, shows on every row it filed;
-- an owner's revocation shows on the filings made under the authorization.
CREATE TRIGGER "review_list_follow" AFTER UPDATE OF "email", "firm_name" ON "users" FOR EACH ROW
	WHEN (OLD."email" IS DISTINCT FROM NEW."email" OR OLD."firm_name" IS DISTINCT FROM NEW."firm_name")
	EXECUTE FUNCTION "review_list_follow_filer"();--> statement-breakpoint
CREATE TRIGGER "review_list_follow" AFTER UPDATE OF "status" ON "representative_authorizations" FOR EACH ROW
	WHEN (OLD."status" IS DISTINCT FROM NEW."status")
	EXECUTE FUNCTION "review_list_follow_authorization"();--> statement-breakpoint
SELECT review_list_refresh("id") FROM "applications";
