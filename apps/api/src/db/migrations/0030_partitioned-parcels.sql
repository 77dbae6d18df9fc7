-- Parcels become a table partitioned by municipality (docs/decisions/059-partitioned-parcels.md):
-- one town's first roll is loaded into a table of its own, indexed after its rows and attached,
-- so no import keeps the whole state's indexes up row by row.
ALTER SEQUENCE "parcels_id_seq" OWNED BY NONE;--> statement-breakpoint
ALTER TABLE "parcels" RENAME TO "parcels_before_partitions";--> statement-breakpoint
ALTER TABLE "parcels_before_partitions" DROP CONSTRAINT "parcels_pkey";--> statement-breakpoint
ALTER TABLE "parcels_before_partitions" DROP CONSTRAINT "parcels_municipality_key_municipalities_key_fk";--> statement-breakpoint
DROP INDEX IF EXISTS "parcels_muni_sbl_key";--> statement-breakpoint
DROP INDEX IF EXISTS "parcels_muni_parcel_id_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "parcels_muni_full_address_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "parcels_muni_sbl_trgm_idx";--> statement-breakpoint
CREATE TABLE "parcels" (
	"id" bigint DEFAULT nextval('parcels_id_seq') NOT NULL,
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
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parcels_municipality_key_id_pk" PRIMARY KEY("municipality_key","id")
) PARTITION BY LIST ("municipality_key");--> statement-breakpoint
ALTER SEQUENCE "parcels_id_seq" OWNED BY "parcels"."id";--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_municipality_key_municipalities_key_fk" FOREIGN KEY ("municipality_key") REFERENCES "public"."municipalities"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Rows of a town without a partition of its own (written by other paths than the import).
CREATE TABLE "parcels_default" PARTITION OF "parcels" DEFAULT;--> statement-breakpoint
DO $$
DECLARE
	town text;
BEGIN
	FOR town IN SELECT DISTINCT "municipality_key" FROM "parcels_before_partitions" LOOP
		EXECUTE format('CREATE TABLE %I PARTITION OF "parcels" FOR VALUES IN (%L)', 'parcels_of_' || town, town);
	END LOOP;
END
$$;--> statement-breakpoint
INSERT INTO "parcels" SELECT "id", "municipality_key", "sbl", "parcel_id", "swis_co", "swis_town", "swis_vg", "prop_class", "property_type", "own_code", "nbhd_code", "loc_prefix_dir", "loc_st_nbr", "loc_st_name", "loc_mail_st_suff", "loc_unit", "full_address", "land_av", "total_av", "bldg_style", "overall_cond", "sfla", "yr_built", "num_res_units", "total_num_sites", "actual_rentable_area", "bldg_square_footage", "acres", "front", "depth", "sale_price", "sale_date", "created_at", "updated_at" FROM "parcels_before_partitions";--> statement-breakpoint
DROP TABLE "parcels_before_partitions";--> statement-breakpoint
CREATE UNIQUE INDEX "parcels_muni_sbl_key" ON "parcels" USING btree ("municipality_key","sbl");--> statement-breakpoint
CREATE INDEX "parcels_muni_parcel_id_idx" ON "parcels" USING btree ("municipality_key","parcel_id");--> statement-breakpoint
CREATE INDEX "parcels_muni_full_address_trgm_idx" ON "parcels" USING gin ("municipality_key","full_address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parcels_muni_sbl_trgm_idx" ON "parcels" USING gin ("municipality_key","sbl" gin_trgm_ops);
