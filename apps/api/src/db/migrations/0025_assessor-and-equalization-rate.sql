ALTER TABLE "municipalities" ADD COLUMN "assessor_name" text;--> statement-breakpoint
ALTER TABLE "municipalities" ADD COLUMN "assessor_address" text;--> statement-breakpoint
ALTER TABLE "municipalities" ADD COLUMN "assessor_phone" text;--> statement-breakpoint
ALTER TABLE "municipalities" ADD COLUMN "equalization_rate" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "municipalities" ADD COLUMN "equalization_rate_year" integer;--> statement-breakpoint
ALTER TABLE "municipalities" ADD CONSTRAINT "municipalities_equalization_rate_check" CHECK (("municipalities"."equalization_rate" is null) = ("municipalities"."equalization_rate_year" is null) and ("municipalities"."equalization_rate" is null or "municipalities"."equalization_rate" > 0));