import { and, desc, eq, sql } from 'drizzle-orm';
import { PROPERTY_SEARCH_COUNT_CAP } from '@ir/domain';
import type { Db } from '../../db/client.ts';
import { parcels, sales } from '../../db/schema/index.ts';
import { deriveFullAddress } from './row-schemas.ts';

/**
 * The filing wizard's reads of parcels and sales. Every function takes the municipality key
 * and puts it in its WHERE (for a join, in the join condition too): an SBL of another
 * municipality finds nothing.
 */

export type ParcelRecord = typeof parcels.$inferSelect;

export async function findParcelBySbl(
  db: Db,
  municipalityKey: string,
  sbl: string,
): Promise<ParcelRecord | undefined> {
  const [row] = await db
    .select()
    .from(parcels)
    .where(and(eq(parcels.municipalityKey, municipalityKey), eq(parcels.sbl, sbl)));
  return row;
}

/** SPEC §7 propertyextra's other key: the parcel id and its village SWIS ('' for none). */
export async function findParcelByParcelId(
  db: Db,
  municipalityKey: string,
  parcelId: string,
  swisVg: string,
): Promise<ParcelRecord | undefined> {
  const [row] = await db
    .select()
    .from(parcels)
    .where(
      and(
        eq(parcels.municipalityKey, municipalityKey),
        eq(parcels.parcelId, parcelId),
        sql`coalesce(${parcels.swisVg}, '') = ${swisVg}`,
      ),
    )
    .orderBy(parcels.sbl)
    .limit(1);
  return row;
}

export type SaleRecord = typeof sales.$inferSelect;

/** The parcel's latest arms-length sale (the unique index on municipality, SBL, date finds it). */
export async function findLatestArmsLengthSale(
  db: Db,
  municipalityKey: string,
  sbl: string,
): Promise<SaleRecord | undefined> {
  const [row] = await db
    .select()
    .from(sales)
    .where(
      and(
        eq(sales.municipalityKey, municipalityKey),
        eq(sales.sbl, sbl),
        eq(sales.armsLength, true),
      ),
    )
    .orderBy(desc(sales.saleDate))
    .limit(1);
  return row;
}

export interface CandidateQuery {
  /** Property class codes from `classFrom` (inclusive) to `classTo` (exclusive), compared as text. */
  classFrom: string;
  classTo: string;
  /** Sales after this ISO date and not after `until`. */
  since: string;
  until: string;
  /** Sales in this neighbourhood come first, so a busy town still yields its neighbours. */
  nbhdCode: string | null;
  excludeSbl: string;
  limit: number;
}

export interface CandidateSale {
  sbl: string;
  address: string;
  locPrefixDir: string | null;
  locStNbr: string | null;
  locStName: string | null;
  locMailStSuff: string | null;
  propClass: string | null;
  nbhdCode: string | null;
  bldgStyle: string | null;
  overallCond: string | null;
  sfla: number | null;
  yrBuilt: number | null;
  saleDate: string;
  salePrice: number;
  totalNumSites: number | null;
  armsLength: boolean;
}

/**
 * A bounded set of recent arms-length sales in one class group (the index on municipality,
 * class and date), same neighbourhood first then newest, with the sold parcel's site count
 * and address. The ranking itself is the domain's rankComparables.
 */
export async function findCandidateSales(
  db: Db,
  municipalityKey: string,
  query: CandidateQuery,
): Promise<CandidateSale[]> {
  const rows = await db
    .select({
      sbl: sales.sbl,
      fullAddress: parcels.fullAddress,
      locStNbr: sales.locStNbr,
      locPrefixDir: sales.locPrefixDir,
      locStName: sales.locStName,
      locMailStSuff: sales.locMailStSuff,
      propClass: sales.propClass,
      nbhdCode: sales.nbhdCode,
      bldgStyle: sales.bldgStyle,
      overallCond: sales.overallCond,
      sfla: sales.sfla,
      yrBuilt: sales.yrBuilt,
      saleDate: sales.saleDate,
      salePrice: sales.salePrice,
      totalNumSites: parcels.totalNumSites,
      armsLength: sales.armsLength,
    })
    .from(sales)
    .leftJoin(
      parcels,
      and(eq(parcels.municipalityKey, municipalityKey), eq(parcels.sbl, sales.sbl)),
    )
    .where(
      and(
        eq(sales.municipalityKey, municipalityKey),
        eq(sales.armsLength, true),
        sql`${sales.propClass} >= ${query.classFrom} and ${sales.propClass} < ${query.classTo}`,
        sql`${sales.saleDate} > ${query.since} and ${sales.saleDate} <= ${query.until}`,
        sql`${sales.sbl} <> ${query.excludeSbl}`,
        sql`coalesce(${parcels.totalNumSites}, 1) <= 1`,
      ),
    )
    .orderBy(
      sql`(${sales.nbhdCode} is not distinct from ${query.nbhdCode}) desc`,
      desc(sales.saleDate),
      sales.sbl,
    )
    .limit(query.limit);
  return rows.map(({ fullAddress, ...row }) => ({
    ...row,
    address: fullAddress ?? deriveFullAddress(row),
  }));
}

/** Every parcel's SBL and address, in SBL order (the search data's records). */
export async function listSearchRecords(
  db: Db,
  municipalityKey: string,
): Promise<Array<{ print_key: string; full_address: string }>> {
  return db
    .select({ print_key: parcels.sbl, full_address: parcels.fullAddress })
    .from(parcels)
    .where(eq(parcels.municipalityKey, municipalityKey))
    .orderBy(parcels.sbl);
}

const TRIGRAM = 3;

/** `total` counts matches up to this many; one more means "more than this" (the contract's). */
export const SEARCH_COUNT_CAP = PROPERTY_SEARCH_COUNT_CAP;

/** LIKE's own characters taken literally: a typed % or _ matches itself. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Case-insensitive substring search on the trigram index of the address or the SBL. The
 * matches are collected up to SEARCH_COUNT_CAP + 1 (so `total` is exact up to the cap and the
 * work is bounded for a term that matches half the town), then ordered: those starting with
 * the text first, then by trigram similarity, shorter first, then alphabetically.
 */
export async function searchParcels(
  db: Db,
  municipalityKey: string,
  by: 'address' | 'sbl',
  text: string,
  limit: number,
): Promise<{ total: number; results: Array<{ print_key: string; full_address: string }> }> {
  const column = by === 'sbl' ? parcels.sbl : parcels.fullAddress;
  const escaped = escapeLike(text);
  // A trigram index cannot narrow a text under three characters: scanning it would visit
  // every row before the first result. Read the table in order instead (the column wrapped,
  // so the planner cannot pick the index), which stops at the cap for a common text.
  const target = text.length < TRIGRAM ? sql`(${column} || '')` : sql`${column}`;
  const result = (await db.execute(sql`
    with hits as (
      select ${parcels.sbl} as print_key, ${parcels.fullAddress} as full_address,
             ${column} as matched
      from ${parcels}
      where ${parcels.municipalityKey} = ${municipalityKey}
        and ${target} ilike ${`%${escaped}%`} escape '\\'
      limit ${SEARCH_COUNT_CAP + 1}
    )
    select print_key, full_address, (select count(*) from hits)::int as total
    from hits
    order by matched ilike ${`${escaped}%`} escape '\\' desc,
             similarity(matched, ${text}) desc, length(matched), matched
    limit ${limit}`)) as unknown as {
    rows: Array<{ print_key: string; full_address: string; total: number }>;
  };
  const rows = result.rows;
  return {
    total: Number(rows[0]?.total ?? 0),
    results: rows.map(({ print_key, full_address }) => ({ print_key, full_address })),
  };
}
