import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  COMPARABLE_MAX_AGE_YEARS,
  PROPERTY_SEARCH_COUNT_CAP,
  propertyClassNumber,
} from '@ir/domain';
import type { Db } from '../../db/client.ts';
import { preparedPer } from '../../db/prepared.ts';
import { parcels, sales } from '../../db/schema/index.ts';
import { deriveFullAddress } from './row-schemas.ts';

/**
 * The reads of parcels and sales: the filing wizard's, and other modules' through index.ts
 * (filing, review, uploads). Every function takes the municipality key and puts it in its
 * WHERE (for a join, in the join condition too): an SBL of another municipality finds nothing.
 */

export type ParcelRecord = typeof parcels.$inferSelect;

export async function findParcelBySbl(
  db: Db,
  municipalityKey: string,
  sbl: string,
): Promise<ParcelRecord | undefined> {
  const [row] = await parcelBySbl(db).execute({ municipalityKey, sbl });
  return row;
}

// Each step of the filing wizard reads its parcel (and an upload checks it exists).
const bySbl = and(
  eq(parcels.municipalityKey, sql.placeholder('municipalityKey')),
  eq(parcels.sbl, sql.placeholder('sbl')),
);
const parcelBySbl = preparedPer((db) =>
  db.select().from(parcels).where(bySbl).prepare('find_parcel_by_sbl'),
);
const parcelFound = preparedPer((db) =>
  db
    .select({ found: sql<number>`1` })
    .from(parcels)
    .where(bySbl)
    .prepare('parcel_exists'),
);

/**
 * The municipality's parcel with this parcel id, the first by SBL. Each SWIS code given must
 * match ('' matches a parcel without one); a code left undefined matches any. SPEC §7
 * propertyextra gives the village's ('' for none); the reviewer's rpscomps those it has.
 */
export async function findParcelByParcelId(
  db: Db,
  municipalityKey: string,
  parcelId: string,
  swis: { co?: string | undefined; town?: string | undefined; vg?: string | undefined } = {},
): Promise<ParcelRecord | undefined> {
  const matches = (column: PgColumn, code: string | undefined) =>
    code === undefined ? undefined : sql`coalesce(${column}, '') = ${code}`;
  const [row] = await db
    .select()
    .from(parcels)
    .where(
      and(
        eq(parcels.municipalityKey, municipalityKey),
        eq(parcels.parcelId, parcelId),
        matches(parcels.swisCo, swis.co),
        matches(parcels.swisTown, swis.town),
        matches(parcels.swisVg, swis.vg),
      ),
    )
    .orderBy(parcels.sbl)
    .limit(1);
  return row;
}

/** Whether the municipality has a parcel with this print key. */
export async function parcelExists(db: Db, municipalityKey: string, sbl: string): Promise<boolean> {
  const [row] = await parcelFound(db).execute({ municipalityKey, sbl });
  return row !== undefined;
}

/** Which of `sbls` are parcels of the municipality. */
export async function findParcelSbls(
  db: Db,
  municipalityKey: string,
  sbls: readonly string[],
): Promise<Set<string>> {
  if (sbls.length === 0) return new Set();
  const rows = await db
    .select({ sbl: parcels.sbl })
    .from(parcels)
    .where(and(eq(parcels.municipalityKey, municipalityKey), inArray(parcels.sbl, [...sbls])));
  return new Set(rows.map((row) => row.sbl));
}

/** The addresses of those of `sbls` that are parcels of the municipality, by SBL. */
export async function findParcelAddresses(
  db: Db,
  municipalityKey: string,
  sbls: readonly string[],
): Promise<Map<string, string>> {
  if (sbls.length === 0) return new Map();
  const rows = await db
    .select({ sbl: parcels.sbl, address: parcels.fullAddress })
    .from(parcels)
    .where(and(eq(parcels.municipalityKey, municipalityKey), inArray(parcels.sbl, [...sbls])));
  return new Map(rows.map((row) => [row.sbl, row.address]));
}

export type SaleRecord = typeof sales.$inferSelect;

/** The parcel's latest arms-length sale (the unique index on municipality, SBL, date finds it). */
export async function findLatestArmsLengthSale(
  db: Db,
  municipalityKey: string,
  sbl: string,
): Promise<SaleRecord | undefined> {
  const [row] = await latestArmsLengthSale(db).execute({ municipalityKey, sbl });
  return row;
}

const latestArmsLengthSale = preparedPer((db) =>
  db
    .select()
    .from(sales)
    .where(
      and(
        eq(sales.municipalityKey, sql.placeholder('municipalityKey')),
        eq(sales.sbl, sql.placeholder('sbl')),
        eq(sales.armsLength, true),
      ),
    )
    .orderBy(desc(sales.saleDate))
    .limit(1)
    .prepare('find_latest_arms_length_sale'),
);

/**
 * The parcels of the given SBLs with their latest arms-length sale (none: sale fields null),
 * as SPEC §3 comparable sale records.
 */
export async function listParcelsWithLatestSale(
  db: Db,
  municipalityKey: string,
  sbls: readonly string[],
) {
  if (sbls.length === 0) return [];
  const latest = db
    .selectDistinctOn([sales.sbl], {
      sbl: sales.sbl,
      saleDate: sales.saleDate,
      salePrice: sales.salePrice,
    })
    .from(sales)
    .where(
      and(
        eq(sales.municipalityKey, municipalityKey),
        inArray(sales.sbl, [...sbls]),
        eq(sales.armsLength, true),
      ),
    )
    .orderBy(sales.sbl, desc(sales.saleDate))
    .as('latest');
  return db
    .select({
      sbl: parcels.sbl,
      locPrefixDir: parcels.locPrefixDir,
      locStNbr: parcels.locStNbr,
      locStName: parcels.locStName,
      locMailStSuff: parcels.locMailStSuff,
      bldgStyle: parcels.bldgStyle,
      yrBuilt: parcels.yrBuilt,
      overallCond: parcels.overallCond,
      sfla: parcels.sfla,
      saleDate: latest.saleDate,
      salePrice: latest.salePrice,
    })
    .from(parcels)
    .leftJoin(latest, eq(latest.sbl, parcels.sbl))
    .where(and(eq(parcels.municipalityKey, municipalityKey), inArray(parcels.sbl, [...sbls])));
}
export type ParcelWithLatestSale = Awaited<ReturnType<typeof listParcelsWithLatestSale>>[number];

/** How many recent sales of the class group the rankings choose from. */
const CANDIDATE_SALES_LIMIT = 300;

/** The subject parcel's fields that choose its candidate sales. */
export type CandidateSubject = Pick<ParcelRecord, 'sbl' | 'propClass' | 'nbhdCode'>;

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

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
 * What both rankings choose from (the applicant's suggested comparables and the reviewer's
 * rpscomps): up to CANDIDATE_SALES_LIMIT arms-length sales of the subject's class group sold
 * in the last COMPARABLE_MAX_AGE_YEARS, read on the index on municipality, class and date,
 * the subject's neighbourhood first (so a busy town still yields its neighbours) then newest,
 * with the sold parcel's site count and address. None when the subject's class is not a code
 * from 100 to 999. The ranking itself is the domain's rankComparables.
 */
export async function findCandidateSales(
  db: Db,
  municipalityKey: string,
  subject: CandidateSubject,
  now: Date,
): Promise<CandidateSale[]> {
  const classNumber = propertyClassNumber(subject.propClass);
  if (!Number.isFinite(classNumber) || classNumber < 100 || classNumber > 999) return [];
  // The group's codes as a text range on the sales index: '2' <= '210A' < '3' (':' follows '9').
  const digit = Math.floor(classNumber / 100);
  const classFrom = String(digit);
  const classTo = String.fromCharCode('0'.charCodeAt(0) + digit + 1);
  const since = new Date(now);
  since.setUTCFullYear(since.getUTCFullYear() - COMPARABLE_MAX_AGE_YEARS);
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
        sql`${sales.propClass} >= ${classFrom} and ${sales.propClass} < ${classTo}`,
        sql`${sales.saleDate} > ${isoDate(since)} and ${sales.saleDate} <= ${isoDate(now)}`,
        sql`${sales.sbl} <> ${subject.sbl}`,
        sql`coalesce(${parcels.totalNumSites}, 1) <= 1`,
      ),
    )
    .orderBy(
      sql`(${sales.nbhdCode} is not distinct from ${subject.nbhdCode}) desc`,
      desc(sales.saleDate),
      sales.sbl,
    )
    .limit(CANDIDATE_SALES_LIMIT);
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
