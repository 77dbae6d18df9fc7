import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rankedComparableSaleSchema } from '@ir/domain';
import { injectOn, signedInAs } from '../../../test/accounts.ts';
import { build, type TestApp } from '../../../test/helpers.ts';
import { reviewState } from '../../../test/review-state.ts';
import { parcels, sales } from '../../db/schema/index.ts';

let t: TestApp;
const NOW = new Date('2025-04-15T14:00:00Z');
beforeAll(async () => {
  t = await build({ now: NOW });
  const db = t.app.database.db;
  await db.insert(parcels).values([
    // the subject
    {
      municipalityKey: 'kent',
      sbl: 'S-1',
      parcelId: 'PK1',
      swisCo: '37',
      swisTown: '3720',
      swisVg: '372000',
      fullAddress: '1 Subject Rd',
      propClass: '210',
      nbhdCode: 'N1',
      bldgStyle: '05',
      overallCond: '3',
      sfla: 1800,
      yrBuilt: 1990,
    },
    {
      municipalityKey: 'kent',
      sbl: 'A-1',
      fullAddress: '2 Alike Rd',
      locStNbr: '2',
      locStName: 'Alike Rd',
      propClass: '210',
      nbhdCode: 'N1',
    },
    {
      municipalityKey: 'kent',
      sbl: 'B-1',
      fullAddress: '3 Bit Rd',
      propClass: '220',
      nbhdCode: 'N2',
    },
    {
      municipalityKey: 'kent',
      sbl: 'M-1',
      fullAddress: '4 Multi Rd',
      propClass: '210',
      nbhdCode: 'N1',
      totalNumSites: 2,
    },
    {
      municipalityKey: 'kent',
      sbl: 'C-1',
      fullAddress: '5 Shop Rd',
      propClass: '411',
      nbhdCode: 'N1',
    },
    // the same parcel id in lyons
    {
      municipalityKey: 'lyons',
      sbl: 'S-1',
      parcelId: 'PK1',
      fullAddress: '1 Lyons Rd',
      propClass: '210',
      nbhdCode: 'N1',
    },
  ]);
  const sale = (sbl: string, saleDate: string, extra: Record<string, unknown> = {}) => ({
    municipalityKey: 'kent',
    sbl,
    saleDate,
    salePrice: 190_000,
    propClass: '210',
    nbhdCode: 'N1',
    bldgStyle: '05',
    overallCond: '3',
    sfla: 1750,
    yrBuilt: 1992,
    ...extra,
  });
  await db.insert(sales).values([
    sale('A-1', '2025-01-10', { locStNbr: '2', locStName: 'Alike Rd' }),
    sale('A-1', '2023-06-10'),
    sale('B-1', '2024-02-01', {
      propClass: '220',
      nbhdCode: 'N2',
      bldgStyle: '01',
      sfla: 2600,
      yrBuilt: 1960,
    }),
    sale('M-1', '2025-02-01'),
    sale('C-1', '2025-02-01', { propClass: '411' }),
    sale('S-1', '2025-02-01'),
    sale('O-1', '2020-01-01'),
    sale('N-1', '2025-03-01', { armsLength: false }),
    { ...sale('A-1', '2025-02-01'), municipalityKey: 'lyons' },
  ]);
});
afterAll(() => t.close());

describe('POST /api/super/rpscomps', () => {
  it('ranks recent arms-length sales of the class group, best first, as comparable sale records', async () => {
    const staff = await signedInAs(t.app, 'super', 'kent');
    const res = await injectOn(
      t.app,
      'kent',
      {
        method: 'POST',
        url: '/api/super/rpscomps',
        payload: { parcel_id: 'PK1', swis_co: '37', swis_town: '3720', swis_vg: '372000' },
      },
      staff,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json() as unknown[];
    const records = body.map((r) => rankedComparableSaleSchema.parse(r));
    // A-1 once (its latest sale), then B-1; never the subject, a multi-site parcel, another
    // class group, an old or non-arms-length sale, or another municipality's sale
    expect(records.map((r) => [r.sbl, r.sale_date])).toEqual([
      ['A-1', '2025-01-10'],
      ['B-1', '2024-02-01'],
    ]);
    expect(records[0]).toMatchObject({
      loc_st_nbr: '2',
      loc_st_name: 'Alike Rd',
      sale_price: 190_000,
      bldg_style: '05',
    });
    expect(records[0]?.score).toBeGreaterThan(records[1]?.score ?? 1);
    expect(records[0]?.reasons).toContain('Same neighbourhood');
  });

  it("ranks only the host municipality's sales for its own parcel of the same parcel id", async () => {
    const lyons = await signedInAs(t.app, 'super', 'lyons');
    const res = await injectOn(
      t.app,
      'lyons',
      { method: 'POST', url: '/api/super/rpscomps', payload: { parcel_id: 'PK1' } },
      lyons,
    );
    expect(res.statusCode).toBe(200);
    expect(
      (res.json() as { sbl: string; sale_date: string }[]).map((r) => [r.sbl, r.sale_date]),
    ).toEqual([['A-1', '2025-02-01']]);
  });

  it('answers 404 for a parcel not in this municipality, 400 for bad input, and refuses user and town', async () => {
    const staff = await signedInAs(t.app, 'admin', 'kent');
    const post = (payload: unknown, account = staff) =>
      injectOn(
        t.app,
        account.municipalityKey,
        { method: 'POST', url: '/api/super/rpscomps', payload: payload as object },
        account,
      );
    expect((await post({ parcel_id: 'NOPE' })).statusCode).toBe(404);
    expect((await post({ parcel_id: 'PK1', swis_co: '99' })).statusCode).toBe(404);
    for (const body of [{}, { parcel_id: '' }, { parcel_id: 5 }, { parcel_id: 'PK1', extra: 1 }]) {
      expect((await post(body)).statusCode).toBe(400);
    }
    const before = await reviewState(t.app.database.db);
    for (const role of ['user', 'town'] as const) {
      expect(
        (await post({ parcel_id: 'PK1' }, await signedInAs(t.app, role, 'kent'))).statusCode,
      ).toBe(403);
    }
    expect(await reviewState(t.app.database.db)).toEqual(before);
  });
});
