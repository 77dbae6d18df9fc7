CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"municipality_key" text NOT NULL,
	"actor_user_id" bigint,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"request_id" text,
	CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" ~ '^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)+$')
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"sha256" text PRIMARY KEY NOT NULL,
	"size" bigint NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_sha256_check" CHECK ("stored_files"."sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "stored_files_size_check" CHECK ("stored_files"."size" = octet_length("stored_files"."bytes"))
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_municipality_key_municipalities_key_fk" FOREIGN KEY ("municipality_key") REFERENCES "public"."municipalities"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_muni_time_idx" ON "audit_log" USING btree ("municipality_key","occurred_at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("municipality_key","target_type","target_id");--> statement-breakpoint
-- Hand-written below this line (drizzle-kit does not generate triggers or storage settings).
-- The audit log is append-only in the database itself, whatever the application does.
CREATE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();--> statement-breakpoint
-- Uploads are mostly compressed already (PDF, JPEG, docx): skip TOAST's compression attempt.
ALTER TABLE "stored_files" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
