CREATE TABLE "municipalities" (
	"key" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"short_name" text NOT NULL,
	"website" text NOT NULL,
	"filing_deadline" date NOT NULL,
	"second_notice_month" text NOT NULL,
	"hosts" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcels" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"municipality_key" text NOT NULL,
	"sbl" text NOT NULL,
	"parcel_id" text,
	"swis_co" text,
	"swis_town" text,
	"swis_vg" text,
	"prop_class" text,
	"property_type" text,
	"own_code" text,
	"nbhd_code" text,
	"loc_prefix_dir" text,
	"loc_st_nbr" text,
	"loc_st_name" text,
	"loc_mail_st_suff" text,
	"loc_unit" text,
	"full_address" text NOT NULL,
	"land_av" bigint,
	"total_av" bigint,
	"bldg_style" text,
	"overall_cond" text,
	"sfla" integer,
	"yr_built" integer,
	"num_res_units" integer,
	"total_num_sites" integer,
	"actual_rentable_area" integer,
	"bldg_square_footage" integer,
	"acres" numeric(12, 4),
	"front" numeric(10, 2),
	"depth" numeric(10, 2),
	"sale_price" bigint,
	"sale_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"municipality_key" text NOT NULL,
	"sbl" text NOT NULL,
	"parcel_id" text,
	"prop_class" text,
	"nbhd_code" text,
	"loc_prefix_dir" text,
	"loc_st_nbr" text,
	"loc_st_name" text,
	"loc_mail_st_suff" text,
	"bldg_style" text,
	"yr_built" integer,
	"overall_cond" text,
	"sfla" integer,
	"sale_date" date NOT NULL,
	"sale_price" bigint NOT NULL,
	"arms_length" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_municipality_key_municipalities_key_fk" FOREIGN KEY ("municipality_key") REFERENCES "public"."municipalities"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_municipality_key_municipalities_key_fk" FOREIGN KEY ("municipality_key") REFERENCES "public"."municipalities"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parcels_muni_sbl_key" ON "parcels" USING btree ("municipality_key","sbl");--> statement-breakpoint
CREATE INDEX "parcels_muni_parcel_id_idx" ON "parcels" USING btree ("municipality_key","parcel_id");--> statement-breakpoint
CREATE INDEX "parcels_full_address_trgm_idx" ON "parcels" USING gin ("full_address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parcels_sbl_trgm_idx" ON "parcels" USING gin ("sbl" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "sales_muni_sbl_date_key" ON "sales" USING btree ("municipality_key","sbl","sale_date");--> statement-breakpoint
CREATE INDEX "sales_muni_class_date_idx" ON "sales" USING btree ("municipality_key","prop_class","sale_date");