CREATE TABLE "application_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"municipality_key" text NOT NULL,
	"application_id" bigint,
	"uploaded_by" bigint,
	"sbl" text NOT NULL,
	"sha256" text NOT NULL,
	"size" bigint NOT NULL,
	"mime" text NOT NULL,
	"original_name" text NOT NULL,
	"staff" boolean DEFAULT false NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_files_sha256_check" CHECK ("application_files"."sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"municipality_key" text NOT NULL,
	"filing_year" integer NOT NULL,
	"submitted_by" bigint,
	"sbl" text NOT NULL,
	"parcel_id" text,
	"swis_co" text,
	"swis_town" text,
	"swis_vg" text,
	"prop_class" text,
	"nbhd_code" text,
	"own_code" text,
	"received_total_value" bigint,
	"received_land_value" bigint,
	"sfla" integer,
	"loc_prefix_dir" text,
	"loc_st_nbr" text,
	"loc_st_name" text,
	"loc_mail_st_suff" text,
	"loc_unit" text,
	"full_address" text NOT NULL,
	"owner_first_name" text NOT NULL,
	"owner_last_name" text NOT NULL,
	"owner_address1" text NOT NULL,
	"owner_address2" text DEFAULT '' NOT NULL,
	"owner_city" text NOT NULL,
	"owner_state" text NOT NULL,
	"owner_zip" text NOT NULL,
	"owner_phone" text NOT NULL,
	"applicant_is_owner" boolean NOT NULL,
	"applicant_first_name" text,
	"applicant_last_name" text,
	"applicant_address1" text,
	"applicant_address2" text,
	"applicant_city" text,
	"applicant_state" text,
	"applicant_zip" text,
	"applicant_phone" text,
	"desired_value" bigint NOT NULL,
	"reason" text NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"comps" text[] DEFAULT '{}'::text[] NOT NULL,
	"app_status" text DEFAULT 'C' NOT NULL,
	"review_status" text DEFAULT 'incomplete' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_reason_check" CHECK ("applications"."reason" in ('recent_appraisal', 'building_condition_issue', 'incorrect_property_inventory', 'comparable_sales', 'other')),
	CONSTRAINT "applications_review_status_check" CHECK ("applications"."review_status" in ('incomplete', 'far', 'complete')),
	CONSTRAINT "applications_comps_check" CHECK (cardinality("applications"."comps") <= 5),
	CONSTRAINT "applications_desired_value_check" CHECK ("applications"."desired_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "parcel_revisions" (
	"municipality_key" text PRIMARY KEY NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_applicants" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"phone" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_files" ADD CONSTRAINT "application_files_municipality_key_municipalities_key_fk" FOREIGN KEY ("municipality_key") REFERENCES "public"."municipalities"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_files" ADD CONSTRAINT "application_files_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_files" ADD CONSTRAINT "application_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_municipality_key_municipalities_key_fk" FOREIGN KEY ("municipality_key") REFERENCES "public"."municipalities"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_revisions" ADD CONSTRAINT "parcel_revisions_municipality_key_municipalities_key_fk" FOREIGN KEY ("municipality_key") REFERENCES "public"."municipalities"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_applicants" ADD CONSTRAINT "saved_applicants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "application_files_draft_key" ON "application_files" USING btree ("municipality_key","uploaded_by","sbl","sha256") WHERE "application_files"."application_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "application_files_attached_key" ON "application_files" USING btree ("application_id","sha256") WHERE "application_files"."application_id" is not null;--> statement-breakpoint
CREATE INDEX "application_files_sha256_idx" ON "application_files" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "application_files_draft_age_idx" ON "application_files" USING btree ("uploaded_at") WHERE "application_files"."application_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_one_review_key" ON "applications" USING btree ("municipality_key","sbl","filing_year");--> statement-breakpoint
CREATE INDEX "applications_submitted_by_idx" ON "applications" USING btree ("submitted_by");--> statement-breakpoint
CREATE INDEX "applications_muni_status_idx" ON "applications" USING btree ("municipality_key","review_status","submitted_at");