-- btree_gin lets a GIN index lead with the municipality (a plain text column), so a
-- property search reads only its own municipality's trigram matches.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "parcels_full_address_trgm_idx";--> statement-breakpoint
DROP INDEX "parcels_sbl_trgm_idx";--> statement-breakpoint
CREATE INDEX "parcels_muni_full_address_trgm_idx" ON "parcels" USING gin ("municipality_key","full_address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parcels_muni_sbl_trgm_idx" ON "parcels" USING gin ("municipality_key","sbl" gin_trgm_ops);