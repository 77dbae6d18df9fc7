CREATE TABLE "review_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"municipality_key" text NOT NULL,
	"application_id" bigint NOT NULL,
	"actor_user_id" bigint,
	"actor_email" text,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	CONSTRAINT "review_history_action_check" CHECK ("review_history"."action" in ('assign', 'far', 'complete', 'reopen', 'upload', 'download'))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"application_id" bigint PRIMARY KEY NOT NULL,
	"municipality_key" text NOT NULL,
	"assigned_to" bigint,
	"who_reviewed" text,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"assessed_total_value" bigint,
	"assessed_land_value" bigint,
	"land_value_change" text DEFAULT 'N' NOT NULL,
	"total_value_change" text DEFAULT 'N' NOT NULL,
	"data_change_needed" text DEFAULT 'N' NOT NULL,
	"sketch_change_needed" text DEFAULT 'N' NOT NULL,
	"data_change_complete" text DEFAULT 'N' NOT NULL,
	"sketch_change_complete" text DEFAULT 'N' NOT NULL,
	"partial_assessment" boolean DEFAULT false NOT NULL,
	"ir_notes" text DEFAULT '' NOT NULL,
	"far_why" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_flags_check" CHECK ("reviews"."land_value_change" in ('Y', 'N') and "reviews"."total_value_change" in ('Y', 'N') and "reviews"."data_change_needed" in ('Y', 'N') and "reviews"."sketch_change_needed" in ('Y', 'N') and "reviews"."data_change_complete" in ('Y', 'N') and "reviews"."sketch_change_complete" in ('Y', 'N')),
	CONSTRAINT "reviews_values_check" CHECK (coalesce("reviews"."assessed_total_value", 0) >= 0 and coalesce("reviews"."assessed_land_value", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "review_history" ADD CONSTRAINT "review_history_municipality_key_municipalities_key_fk" FOREIGN KEY ("municipality_key") REFERENCES "public"."municipalities"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_municipality_key_municipalities_key_fk" FOREIGN KEY ("municipality_key") REFERENCES "public"."municipalities"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_history_application_idx" ON "review_history" USING btree ("municipality_key","application_id","id");--> statement-breakpoint
CREATE INDEX "reviews_muni_assigned_idx" ON "reviews" USING btree ("municipality_key","assigned_to");--> statement-breakpoint
-- Hand-written below this line (drizzle-kit does not generate triggers).
-- A review's history is append-only in the database itself, like audit_log (0003).
CREATE FUNCTION "review_history_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'review_history is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "review_history_append_only" BEFORE UPDATE OR DELETE ON "review_history" FOR EACH ROW EXECUTE FUNCTION "review_history_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "review_history_no_truncate" BEFORE TRUNCATE ON "review_history" FOR EACH STATEMENT EXECUTE FUNCTION "review_history_refuse_change"();
