ALTER TABLE "municipalities" ADD COLUMN "deadline_override" date;--> statement-breakpoint
ALTER TABLE "municipalities" ADD COLUMN "roll_year_override" integer;--> statement-breakpoint
CREATE INDEX "audit_log_muni_id_idx" ON "audit_log" USING btree ("municipality_key","id");--> statement-breakpoint
ALTER TABLE "municipalities" ADD CONSTRAINT "municipalities_filing_override_check" CHECK (("municipalities"."deadline_override" is null) = ("municipalities"."roll_year_override" is null));