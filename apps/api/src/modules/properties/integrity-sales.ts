import { and, eq, gt, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { parcels, sales } from '../../db/schema/index.ts';
import type { RatioStudySale } from './ratio-study-sales.ts';

/**
 * One neighbourhood's ratio sample for a decision's integrity check (decision 057): the sales
 * `ratioStudySales` reads, kept to parcels of `nbhdCode` by the database, so a COMPLETE reads
 * its neighbourhood and not the whole roll.
 */
export async function neighbourhoodRatioSales(
  db: Db,
  municipalityKey: string,
  nbhdCode: string,
  window: { from: string; to: string },
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
        eq(parcels.nbhdCode, nbhdCode),
        eq(sales.armsLength, true),
        gte(sales.saleDate, window.from),
        lte(sales.saleDate, window.to),
        gt(sales.salePrice, 0),
        gt(parcels.totalAv, 0),
      ),
    );
  return rows.map((row) => ({ ...row, totalAv: row.totalAv ?? 0 }));
}
