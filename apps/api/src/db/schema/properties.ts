import { sql } from 'drizzle-orm';
import {
  pgTable,
  bigserial,
  text,
  integer,
  bigint,
  numeric,
  date,
  boolean,
  timestamp,
  index,
  primaryKey,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { municipalities } from './municipalities.ts';

const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * One assessment-roll parcel; SPEC §3 search record, selected data, extra info, last sale.
 * Partitioned by municipality (migration 0030, docs/decisions/059-partitioned-parcels.md),
 * which drizzle does not describe: a town's partition is made when its first roll is imported,
 * other towns' rows wait in parcels_default. The partition key is in every unique index.
 */
export const parcels = pgTable(
  'parcels',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    municipalityKey: text('municipality_key')
      .notNull()
      .references(() => municipalities.key),
    /** print_key, e.g. 123.45-67-89 */
    sbl: text('sbl').notNull(),
    parcelId: text('parcel_id'),
    swisCo: text('swis_co'),
    swisTown: text('swis_town'),
    swisVg: text('swis_vg'),
    propClass: text('prop_class'),
    propertyType: text('property_type'),
    ownCode: text('own_code'),
    nbhdCode: text('nbhd_code'),
    locPrefixDir: text('loc_prefix_dir'),
    locStNbr: text('loc_st_nbr'),
    locStName: text('loc_st_name'),
    locMailStSuff: text('loc_mail_st_suff'),
    locUnit: text('loc_unit'),
    fullAddress: text('full_address').notNull(),
    landAv: money('land_av'),
    totalAv: money('total_av'),
    bldgStyle: text('bldg_style'),
    overallCond: text('overall_cond'),
    sfla: integer('sfla'),
    yrBuilt: integer('yr_built'),
    numResUnits: integer('num_res_units'),
    totalNumSites: integer('total_num_sites'),
    actualRentableArea: integer('actual_rentable_area'),
    bldgSquareFootage: integer('bldg_square_footage'),
    acres: numeric('acres', { precision: 12, scale: 4 }),
    front: numeric('front', { precision: 10, scale: 2 }),
    depth: numeric('depth', { precision: 10, scale: 2 }),
    salePrice: money('sale_price'),
    saleDate: date('sale_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.municipalityKey, t.id] }),
    uniqueIndex('parcels_muni_sbl_key').on(t.municipalityKey, t.sbl),
    index('parcels_muni_parcel_id_idx').on(t.municipalityKey, t.parcelId),
    // Substring search (ILIKE '%term%') on address and SBL, SPEC §5 property search. The
    // municipality leads each index (btree_gin), so a search reads only its own town's
    // matches: with one index for every town, a text common statewide (an SBL's "-12-")
    // read the whole state's matches (docs/benchmarks.md, statewide scale).
    index('parcels_muni_full_address_trgm_idx').using(
      'gin',
      t.municipalityKey,
      sql`${t.fullAddress} gin_trgm_ops`,
    ),
    index('parcels_muni_sbl_trgm_idx').using('gin', t.municipalityKey, sql`${t.sbl} gin_trgm_ops`),
  ],
);

/** A recorded sale, used for comparable sales (SPEC §3 comparable-sale record). */
export const sales = pgTable(
  'sales',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    municipalityKey: text('municipality_key')
      .notNull()
      .references(() => municipalities.key),
    sbl: text('sbl').notNull(),
    parcelId: text('parcel_id'),
    propClass: text('prop_class'),
    nbhdCode: text('nbhd_code'),
    locPrefixDir: text('loc_prefix_dir'),
    locStNbr: text('loc_st_nbr'),
    locStName: text('loc_st_name'),
    locMailStSuff: text('loc_mail_st_suff'),
    bldgStyle: text('bldg_style'),
    yrBuilt: integer('yr_built'),
    overallCond: text('overall_cond'),
    sfla: integer('sfla'),
    saleDate: date('sale_date', { mode: 'string' }).notNull(),
    salePrice: money('sale_price').notNull(),
    armsLength: boolean('arms_length').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sales_muni_sbl_date_key').on(t.municipalityKey, t.sbl, t.saleDate),
    index('sales_muni_class_date_idx').on(t.municipalityKey, t.propClass, t.saleDate),
  ],
);
