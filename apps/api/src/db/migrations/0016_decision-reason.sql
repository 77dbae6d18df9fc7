ALTER TABLE "reviews" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "decision_explanation" text DEFAULT '' NOT NULL;