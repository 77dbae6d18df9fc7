CREATE TABLE "api_keys" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"municipality_key" text NOT NULL,
	"user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"municipality_key" text NOT NULL,
	"user_id" bigint NOT NULL,
	"key" text NOT NULL,
	"request_sha256" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "representative_authorizations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"municipality_key" text NOT NULL,
	"representative_user_id" bigint NOT NULL,
	"sbl" text NOT NULL,
	"parcel_address" text NOT NULL,
	"owner_name" text NOT NULL,
	"owner_email" text NOT NULL,
	"scope" text NOT NULL,
	"tax_year" integer NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"signed_at" timestamp with time zone,
	"signed_name" text,
	"signed_ip" text,
	"signed_user_agent" text,
	"signed_text" text,
	"signed_text_sha256" text,
	"signed_language" text,
	"declined_at" timestamp with time zone,
	"revoke_token_hash" text,
	"revoked_at" timestamp with time zone,
	"revoked_via" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "representative_authorizations_status_check" CHECK ("representative_authorizations"."status" in ('pending', 'active', 'declined', 'revoked')),
	CONSTRAINT "representative_authorizations_scope_check" CHECK ("representative_authorizations"."scope" in ('informal_review', 'all_stages')),
	CONSTRAINT "representative_authorizations_language_check" CHECK ("representative_authorizations"."language" in ('en', 'es')),
	CONSTRAINT "representative_authorizations_signed_check" CHECK (("representative_authorizations"."status" in ('pending', 'declined')) = ("representative_authorizations"."signed_at" is null) and ("representative_authorizations"."signed_at" is null) = ("representative_authorizations"."signed_text_sha256" is null))
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"municipality_key" text NOT NULL,
	"webhook_id" bigint NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_status" integer,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "webhook_deliveries_status_check" CHECK ("webhook_deliveries"."status" in ('pending', 'delivered', 'dropped'))
);
--> statement-breakpoint
CREATE TABLE "webhooks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"municipality_key" text NOT NULL,
	"user_id" bigint NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "municipalities" ADD COLUMN "representative_authorization" text DEFAULT 'file' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "firm_name" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "authorization_id" bigint;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_municipality_key_municipalities_key_fk" FOREIGN KEY ("municipality_key") REFERENCES "public"."municipalities"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_municipality_key_municipalities_key_fk" FOREIGN KEY ("municipality_key") REFERENCES "public"."municipalities"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representative_authorizations" ADD CONSTRAINT "representative_authorizations_municipality_key_municipalities_key_fk" FOREIGN KEY ("municipality_key") REFERENCES "public"."municipalities"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representative_authorizations" ADD CONSTRAINT "representative_authorizations_representative_user_id_users_id_fk" FOREIGN KEY ("representative_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_municipality_key_municipalities_key_fk" FOREIGN KEY ("municipality_key") REFERENCES "public"."municipalities"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_municipality_key_municipalities_key_fk" FOREIGN KEY ("municipality_key") REFERENCES "public"."municipalities"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_hash_key" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "api_keys_user_idx" ON "api_keys" USING btree ("municipality_key","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_key" ON "idempotency_keys" USING btree ("municipality_key","user_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "representative_authorizations_token_key" ON "representative_authorizations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "representative_authorizations_revoke_token_key" ON "representative_authorizations" USING btree ("revoke_token_hash");--> statement-breakpoint
CREATE INDEX "representative_authorizations_rep_idx" ON "representative_authorizations" USING btree ("municipality_key","representative_user_id","status");--> statement-breakpoint
CREATE INDEX "representative_authorizations_parcel_idx" ON "representative_authorizations" USING btree ("municipality_key","sbl","tax_year");--> statement-breakpoint
CREATE INDEX "representative_authorizations_owner_idx" ON "representative_authorizations" USING btree ("municipality_key","owner_email");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_hook_idx" ON "webhook_deliveries" USING btree ("webhook_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_event_key" ON "webhook_deliveries" USING btree ("webhook_id","event_id");--> statement-breakpoint
CREATE INDEX "webhooks_user_idx" ON "webhooks" USING btree ("municipality_key","user_id");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_authorization_id_representative_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."representative_authorizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_filer_updated_idx" ON "applications" USING btree ("municipality_key","submitted_by","updated_at");--> statement-breakpoint
ALTER TABLE "municipalities" ADD CONSTRAINT "municipalities_representative_authorization_check" CHECK ("municipalities"."representative_authorization" in ('file', 'e_sign', 'either'));