import type { Db } from '../src/db/client.ts';
import { parcels, sales } from '../src/db/schema/index.ts';
import { bumpParcelRevisionSql } from '../src/modules/properties/parcel-revision.ts';

export type ParcelInsert = typeof parcels.$inferInsert;
export type SaleInsert = typeof sales.$inferInsert;

let parcelCount = 0;

/**
 * A residential parcel of `municipalityKey` (overrides win), written with its parcel revision
 * moved in the same transaction, as every real change of parcels does.
 */
export async function insertParcel(
  db: Db,
  municipalityKey: string,
  overrides: Partial<ParcelInsert> = {},
): Promise<typeof parcels.$inferSelect> {
  parcelCount += 1;
  const n = parcelCount;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(parcels)
      .values({
        municipalityKey,
        sbl: `900.00-${String(n).padStart(2, '0')}-1`,
        parcelId: `P${n}`,
        swisCo: '14',
        swisTown: '1422',
        swisVg: '142289',
        propClass: '210',
        propertyType: 'residential',
        ownCode: null,
        nbhdCode: 'N1',
        locStNbr: String(n),
        locStName: 'Factory',
        locMailStSuff: 'St',
        fullAddress: `${n} Factory St`,
        landAv: 30_000,
        totalAv: 150_000,
        bldgStyle: '05',
        overallCond: '3',
        sfla: 1800,
        yrBuilt: 1990,
        numResUnits: 1,
        totalNumSites: 1,
        ...overrides,
      })
      .returning();
    await tx.execute(bumpParcelRevisionSql(municipalityKey));
    if (!row) throw new Error('parcel not inserted');
    return row;
  });
}

/** An arms-length sale of `sbl` (overrides win). */
export async function insertSale(
  db: Db,
  municipalityKey: string,
  sbl: string,
  overrides: Partial<SaleInsert> = {},
): Promise<typeof sales.$inferSelect> {
  const [row] = await db
    .insert(sales)
    .values({
      municipalityKey,
      sbl,
      propClass: '210',
      nbhdCode: 'N1',
      locStNbr: '1',
      locStName: 'Factory',
      locMailStSuff: 'St',
      bldgStyle: '05',
      yrBuilt: 1990,
      overallCond: '3',
      sfla: 1800,
      saleDate: '2026-06-01',
      salePrice: 250_000,
      armsLength: true,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('sale not inserted');
  return row;
}
