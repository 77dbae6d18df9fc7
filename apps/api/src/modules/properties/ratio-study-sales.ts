import { and, asc, eq, gt, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { parcels, sales } from '../../db/schema/index.ts';

/** One sale a ratio study reads, with its parcel's roll value, class and neighbourhood. */
export interface RatioStudySale {
  sbl: string;
  saleDate: string;
  price: number;
  /** The parcel's total assessed value on the roll. */
  totalAv: number;
  propClass: string | null;
  nbhdCode: string | null;
}

/**
 * The municipality's arm's-length sales dated within `window` (both ends, YYYY-MM-DD), at a
 * positive price, matched by SBL to a parcel of the same municipality with a positive total
 * assessed value (decision 057). A parcel sold twice in the window counts twice, as IAAO
 * counts sales, not parcels. With `nbhdCode`, one neighbourhood's, kept to it by the database
 * (a decision's integrity check reads its neighbourhood, not the whole roll).
 */
export async function ratioStudySales(
  db: Db,
  municipalityKey: string,
  window: { from: string; to: string },
  nbhdCode?: string,
): Promise<RatioStudySale[]> {
  const rows = await db
    .select({
      sbl: sales.sbl,
      saleDate: sales.saleDate,
      price: sales.salePrice,
      totalAv: parcels.totalAv,
      propClass: parcels.propClass,
      nbhdCode: parcels.nbhdCode,
    })
    .from(sales)
    .innerJoin(
      parcels,
      and(eq(parcels.municipalityKey, sales.municipalityKey), eq(parcels.sbl, sales.sbl)),
    )
    .where(
      and(
        eq(sales.municipalityKey, municipalityKey),
        nbhdCode === undefined ? undefined : eq(parcels.nbhdCode, nbhdCode),
        eq(sales.armsLength, true),
        gte(sales.saleDate, window.from),
        lte(sales.saleDate, window.to),
        gt(sales.salePrice, 0),
        gt(parcels.totalAv, 0),
      ),
    )
    .orderBy(asc(sales.sbl), asc(sales.saleDate));
  // The WHERE keeps only positive values; the column type still says nullable.
  return rows.map((row) => ({ ...row, totalAv: row.totalAv ?? 0 }));
}

/** Whether a parcel of the municipality is in this neighbourhood. */
export async function nbhdCodeExists(
  db: Db,
  municipalityKey: string,
  nbhdCode: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: parcels.id })
    .from(parcels)
    .where(and(eq(parcels.municipalityKey, municipalityKey), eq(parcels.nbhdCode, nbhdCode)))
    .limit(1);
  return row !== undefined;
}
