CREATE TABLE "review_list_revisions" (
	"municipality_key" text PRIMARY KEY NOT NULL,
	"revision" bigint DEFAULT 1 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_list_rows" (
	"application_id" bigint PRIMARY KEY NOT NULL,
	"municipality_key" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"row_json" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_list_revisions" ADD CONSTRAINT "review_list_revisions_municipality_key_municipalities_key_fk" FOREIGN KEY ("municipality_key") REFERENCES "public"."municipalities"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_list_rows" ADD CONSTRAINT "review_list_rows_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_list_rows" ADD CONSTRAINT "review_list_rows_municipality_key_municipalities_key_fk" FOREIGN KEY ("municipality_key") REFERENCES "public"."municipalities"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_list_rows_order_idx" ON "review_list_rows" USING btree ("municipality_key","submitted_at" DESC NULLS FIRST,"application_id" DESC NULLS FIRST);--> statement-breakpoint
-- Hand-written below this line (drizzle-kit does not generate functions or triggers).
-- Decision 022. A text as a JSON string written inside another JSON string: to_json escapes
-- it once (quotes, backslashes, controls), and the outer string needs only its backslashes
-- and quotes escaped again. NULL is the JSON null.
CREATE FUNCTION "review_list_quote"(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT coalesce(replace(replace(to_json(value)::text, '\', '\\'), '"', '\"'), 'null')
$$;--> statement-breakpoint
-- One application's SPEC §3 list review row as its element of GET /super/list's answer (the
-- JSON text of the row, as a JSON string), keys in reviewListRowSchema's order. Written only
-- when it differs, so a change that leaves the row as it was does not move the revision.
CREATE FUNCTION "review_list_refresh"(app_id bigint) RETURNS void LANGUAGE sql AS $$
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
		|| '}"'
	FROM "applications" a LEFT JOIN "reviews" r ON r."application_id" = a."id"
	WHERE a."id" = app_id
	ON CONFLICT ("application_id") DO UPDATE
		SET "municipality_key" = excluded."municipality_key", "submitted_at" = excluded."submitted_at", "row_json" = excluded."row_json"
		WHERE (l."municipality_key", l."submitted_at", l."row_json")
			IS DISTINCT FROM (excluded."municipality_key", excluded."submitted_at", excluded."row_json")
$$;--> statement-breakpoint
CREATE FUNCTION "review_list_follow_application"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM review_list_refresh(NEW."id");
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "review_list_follow_review"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		PERFORM review_list_refresh(OLD."application_id");
	ELSE
		PERFORM review_list_refresh(NEW."application_id");
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
-- Every write path (filing's submit, staff review's assign, FAR, COMPLETE and reopen, an
-- account's deletion clearing an assignee, a future one) keeps the row, without knowing of it.
-- A deleted application's row goes with it (the foreign key's cascade).
CREATE TRIGGER "review_list_follow" AFTER INSERT OR UPDATE ON "applications" FOR EACH ROW EXECUTE FUNCTION "review_list_follow_application"();--> statement-breakpoint
CREATE TRIGGER "review_list_follow" AFTER INSERT OR UPDATE OR DELETE ON "reviews" FOR EACH ROW EXECUTE FUNCTION "review_list_follow_review"();--> statement-breakpoint
-- The municipality's list revision moves once per transaction that changed its rows, at
-- commit (a deferred constraint trigger): the counter row is locked only while committing, so
-- concurrent submissions do not queue behind each other's whole transaction, and revisions
-- follow commit order, so a revision read is never ahead of the rows it names.
CREATE FUNCTION "review_list_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed text := CASE WHEN TG_OP = 'DELETE' THEN OLD."municipality_key" ELSE NEW."municipality_key" END;
	bumped text := coalesce(current_setting('ir.review_list_bumped', true), '');
BEGIN
	IF position(',' || changed || ',' IN bumped) > 0 THEN
		RETURN NULL;
	END IF;
	INSERT INTO "review_list_revisions" ("municipality_key") VALUES (changed)
	ON CONFLICT ("municipality_key") DO UPDATE
		SET "revision" = "review_list_revisions"."revision" + 1, "changed_at" = now();
	-- Local to the transaction, and undone with it (or with its savepoint).
	PERFORM set_config('ir.review_list_bumped', bumped || ',' || changed || ',', true);
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "review_list_bump" AFTER INSERT OR UPDATE OR DELETE ON "review_list_rows" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "review_list_bump"();--> statement-breakpoint
SELECT review_list_refresh("id") FROM "applications";
