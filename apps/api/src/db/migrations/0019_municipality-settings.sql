CREATE TABLE "municipalities_revision" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "municipalities_revision_single_row" CHECK ("municipalities_revision"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "municipalities_revision" ("id", "revision") VALUES (1, 0);--> statement-breakpoint
-- The catalog named no roll year: a deadline belonged to the roll of its own year.
ALTER TABLE "municipalities" ADD COLUMN "roll_year" integer;--> statement-breakpoint
UPDATE "municipalities" SET "roll_year" = extract(year FROM "filing_deadline")::integer;--> statement-breakpoint
ALTER TABLE "municipalities" ALTER COLUMN "roll_year" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "municipalities" ADD COLUMN "support_phone" text;--> statement-breakpoint
ALTER TABLE "municipalities" ADD COLUMN "comparison_site_url" text;--> statement-breakpoint
ALTER TABLE "municipalities" ADD COLUMN "income_expense_form_url" text;--> statement-breakpoint
ALTER TABLE "municipalities" ADD COLUMN "grievance_day" date;--> statement-breakpoint
-- The links lived in catalog.ts; only the development municipality had them. A database made
-- before this migration keeps them (a new one is seeded with them). Grievance Day: the fourth
-- Tuesday in May of the deadline's year (RPTL §512).
UPDATE "municipalities" SET
	"comparison_site_url" = 'https://www.example.com/comparables?municipality={municipality}&parcel_id={parcelId}&swis={swis}&compType={compType}',
	"income_expense_form_url" = 'https://www.example.com/forms/commercial-income-expense.pdf',
	"grievance_day" = make_date(extract(year FROM "filing_deadline")::integer, 5, 1)
		+ ((2 - extract(dow FROM make_date(extract(year FROM "filing_deadline")::integer, 5, 1))::integer + 7) % 7) + 21
WHERE "key" = 'development';--> statement-breakpoint
-- Every change to the table raises the revision each instance polls (decision 034). The
-- update's row lock orders concurrent writers, so the revision moves in commit order.
CREATE OR REPLACE FUNCTION "municipalities_bump_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "municipalities_revision" SET "revision" = "revision" + 1 WHERE "id" = 1;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "municipalities_bump_revision" AFTER INSERT OR UPDATE OR DELETE ON "municipalities"
	FOR EACH STATEMENT EXECUTE FUNCTION "municipalities_bump_revision"();
