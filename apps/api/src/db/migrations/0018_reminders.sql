CREATE TABLE "email_preferences" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"municipality_key" text NOT NULL,
	"reminders" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sent_reminders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"municipality_key" text NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period_ends_at" timestamp with time zone,
	"application_id" bigint,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sent_reminders_kind_check" CHECK ("sent_reminders"."kind" in ('draft-7d', 'draft-1d', 'response-closing')),
	CONSTRAINT "sent_reminders_about_check" CHECK (("sent_reminders"."kind" = 'response-closing') = ("sent_reminders"."application_id" is not null) and ("sent_reminders"."application_id" is null) = ("sent_reminders"."period_ends_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "email_preferences" ADD CONSTRAINT "email_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_preferences" ADD CONSTRAINT "email_preferences_municipality_key_municipalities_key_fk" FOREIGN KEY ("municipality_key") REFERENCES "public"."municipalities"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_reminders" ADD CONSTRAINT "sent_reminders_municipality_key_municipalities_key_fk" FOREIGN KEY ("municipality_key") REFERENCES "public"."municipalities"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_reminders" ADD CONSTRAINT "sent_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_reminders" ADD CONSTRAINT "sent_reminders_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sent_reminders_draft_key" ON "sent_reminders" USING btree ("municipality_key","user_id","kind","period_ends_at") WHERE "sent_reminders"."application_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "sent_reminders_application_key" ON "sent_reminders" USING btree ("application_id","kind") WHERE "sent_reminders"."application_id" is not null;