CREATE TABLE "filing_drafts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"municipality_key" text NOT NULL,
	"user_id" bigint NOT NULL,
	"sbl" text NOT NULL,
	"data" jsonb NOT NULL,
	"period_ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "filing_drafts" ADD CONSTRAINT "filing_drafts_municipality_key_municipalities_key_fk" FOREIGN KEY ("municipality_key") REFERENCES "public"."municipalities"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filing_drafts" ADD CONSTRAINT "filing_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "filing_drafts_owner_parcel_key" ON "filing_drafts" USING btree ("municipality_key","user_id","sbl");--> statement-breakpoint
CREATE INDEX "filing_drafts_period_end_idx" ON "filing_drafts" USING btree ("period_ends_at");