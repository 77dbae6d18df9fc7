ALTER TABLE "applications" DROP CONSTRAINT "applications_review_status_check";--> statement-breakpoint
ALTER TABLE "review_history" DROP CONSTRAINT "review_history_action_check";--> statement-breakpoint
DROP INDEX "applications_one_review_key";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_one_review_key" ON "applications" USING btree ("municipality_key","sbl","filing_year") WHERE "applications"."review_status" <> 'withdrawn';--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_review_status_check" CHECK ("applications"."review_status" in ('incomplete', 'far', 'complete', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "review_history" ADD CONSTRAINT "review_history_action_check" CHECK ("review_history"."action" in ('assign', 'far', 'complete', 'reopen', 'upload', 'download', 'evidence', 'withdraw'));