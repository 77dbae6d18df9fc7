import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATIO_STUDY_CSV_COLUMNS, ROLES, ratioStudySchema, type RatioStudy } from '@ir/domain';
import { injectOn, signedInAs, type SignedInAccount } from '../../../test/accounts.ts';
import { createApplication } from '../../../test/factories.ts';
import { build, type TestApp } from '../../../test/helpers.ts';
import { insertParcel, insertSale } from '../../../test/parcels.ts';
import { actionBody } from '../../../test/review-state.ts';
import { countEveryTable } from '../../../test/table-counts.ts';

let t: TestApp;
const db = () => t.app.database.db;

/** Amherst's roll year is 2025: valuation date 2024-07-01, sales from 2021-07-02. */
const MUNI = 'amherst';
const OTHER = 'taghkanic';
const IN_WINDOW = '2023-01-15';

/**
 * The domain test's twelve sales (ratio-study.test.ts, computed by hand there): median 0.94,
 * its interval [0.85, 1.05], mean 0.948333, weighted mean 0.953651, COD 6.914894, PRD 0.994424.
 * Neighbourhood A1 holds the first six, B2 the rest; two are commercial.
 */
const TWELVE = [
  { assessed: 90_000, price: 100_000, nbhd: 'A1', propClass: '210' },
  { assessed: 95_000, price: 100_000, nbhd: 'A1', propClass: '210' },
  { assessed: 160_000, price: 200_000, nbhd: 'A1', propClass: '210' },
  { assessed: 200_000, price: 200_000, nbhd: 'A1', propClass: '220' },
  { assessed: 105_000, price: 100_000, nbhd: 'A1', propClass: '210' },
  { assessed: 276_000, price: 300_000, nbhd: 'A1', propClass: '210' },
  { assessed: 294_000, price: 300_000, nbhd: 'B2', propClass: '210' },
  { assessed: 440_000, price: 400_000, nbhd: 'B2', propClass: '210' },
  { assessed: 340_000, price: 400_000, nbhd: 'B2', propClass: '411' },
  { assessed: 500_000, price: 500_000, nbhd: 'B2', propClass: '484' },
  { assessed: 225_000, price: 250_000, nbhd: 'B2', propClass: '210' },
  { assessed: 279_000, price: 300_000, nbhd: 'B2', propClass: '210' },
];

/** The SBL of the parcel sold at 400,000 assessed at 440,000 (ratio 1.10), reviewed below. */
let reviewedSbl = '';
const sbls: string[] = [];

beforeAll(async () => {
  t = await build();
  for (const sale of TWELVE) {
    const parcel = await insertParcel(db(), MUNI, {
      totalAv: sale.assessed,
      nbhdCode: sale.nbhd,
      propClass: sale.propClass,
    });
    sbls.push(parcel.sbl);
    await insertSale(db(), MUNI, parcel.sbl, { salePrice: sale.price, saleDate: IN_WINDOW });
  }
  reviewedSbl = sbls[7]!;
  // Sales the study must leave out: not arm's length, a day either side of the window, a
  // price of 0, a parcel without a roll value, and a sale of no parcel.
  const left = (over: Parameters<typeof insertSale>[3]) => insertSale(db(), MUNI, sbls[0]!, over);
  await left({ saleDate: '2023-02-01', salePrice: 10_000, armsLength: false });
  await left({ saleDate: '2021-07-01', salePrice: 10_000 });
  await left({ saleDate: '2024-07-02', salePrice: 10_000 });
  await left({ saleDate: '2023-03-01', salePrice: 0 });
  const unvalued = await insertParcel(db(), MUNI, { totalAv: 0, nbhdCode: 'A1' });
  await insertSale(db(), MUNI, unvalued.sbl, { salePrice: 10_000, saleDate: IN_WINDOW });
  await insertSale(db(), MUNI, '999.99-9-9', { salePrice: 10_000, saleDate: IN_WINDOW });
  // Another municipality: a parcel of the same SBL, sold far above its value, and its own
  // neighbourhood.
  await insertParcel(db(), OTHER, { sbl: sbls[1], totalAv: 10_000, nbhdCode: 'OTHERNB' });
  await insertSale(db(), OTHER, sbls[1]!, { salePrice: 1_000_000, saleDate: IN_WINDOW });
  await insertSale(db(), OTHER, sbls[1]!, { salePrice: 900_000, saleDate: '2022-05-05' });
  // A complete review of another roll year does not move this one's figures.
  await createApplication(db(), MUNI, null, {
    sbl: sbls[2],
    filingYear: 2024,
    reviewStatus: 'complete',
    receivedTotalValue: 1_000,
  });
});
afterAll(() => t.close());

function get(account: SignedInAccount, url: string, on = account.municipalityKey) {
  return injectOn(t.app, on, { url }, account);
}

async function study(account: SignedInAccount, query = ''): Promise<RatioStudy> {
  const res = await get(account, `/api/town/ratio_study${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return ratioStudySchema.parse(res.json());
}

describe('GET /api/town/ratio_study', () => {
  it("answers the roll's figures of the window's arm's-length sales, matching the hand computation", async () => {
    const town = await signedInAs(t.app, 'town', MUNI);
    const s = await study(town);
    expect(s.roll_year).toBe(2025);
    expect(s.window).toEqual({ from: '2021-07-02', to: '2024-07-01' });
    expect(s.stage).toBe('roll');
    expect(s.filters).toEqual({ class_group: null, nbhd: null });
    const f = s.figures;
    expect(f.count).toBe(12);
    expect(f.median_ratio).toBeCloseTo(0.94, 4);
    expect(f.median_ci?.lower).toBeCloseTo(0.85, 4);
    expect(f.median_ci?.upper).toBeCloseTo(1.05, 4);
    expect(f.mean_ratio).toBeCloseTo(0.948333, 4);
    expect(f.weighted_mean_ratio).toBeCloseTo(0.953651, 4);
    expect(f.cod).toBeCloseTo(6.914894, 4);
    expect(f.prd).toBeCloseTo(0.994424, 4);
    expect(f.prb).toBeNull();
    expect(s.by_class_group.map((g) => [g.class_group, g.figures.count])).toEqual([
      ['residential', 10],
      ['commercial', 2],
    ]);
    expect(s.by_nbhd.map((n) => [n.nbhd, n.figures.count])).toEqual([
      ['A1', 6],
      ['B2', 6],
    ]);
    // A1's ratios: 0.80 0.90 0.92 0.95 1.00 1.05 → median (0.92 + 0.95) / 2.
    expect(s.by_nbhd[0]?.figures.median_ratio).toBeCloseTo(0.935, 4);
  });

  it('filters by class group and by neighbourhood, and echoes the filters', async () => {
    const town = await signedInAs(t.app, 'town', MUNI);
    const commercial = await study(town, '?class_group=commercial');
    expect(commercial.filters).toEqual({ class_group: 'commercial', nbhd: null });
    // 0.85 and 1.00.
    expect(commercial.figures.count).toBe(2);
    expect(commercial.figures.median_ratio).toBeCloseTo(0.925, 4);
    expect(commercial.by_nbhd.map((n) => n.nbhd)).toEqual(['B2']);

    const b2 = await study(town, '?nbhd=B2&class_group=residential');
    // 0.98 1.10 0.90 0.93 → median (0.93 + 0.98) / 2.
    expect(b2.figures.count).toBe(4);
    expect(b2.figures.median_ratio).toBeCloseTo(0.955, 4);
    // Empty filters are no filters.
    expect((await study(town, '?class_group=&nbhd=')).figures.count).toBe(12);
  });

  it("after the reviews, a completed review's new total replaces the roll's value", async () => {
    const reviewer = await signedInAs(t.app, 'super', MUNI);
    const id = await createApplication(db(), MUNI, null, {
      sbl: reviewedSbl,
      filingYear: 2025,
      receivedTotalValue: 440_000,
      nbhdCode: 'B2',
    });
    const res = await injectOn(
      t.app,
      MUNI,
      {
        method: 'POST',
        url: '/api/super/complete',
        payload: actionBody(id, 'complete', {
          total_value_change: 'Y',
          assessed_total_value: '360000',
        }),
      },
      reviewer,
    );
    expect(res.statusCode, res.body).toBe(200);
    const town = await signedInAs(t.app, 'town', MUNI);
    const before = await study(town, '?stage=roll');
    const after = await study(town, '?stage=after_reviews');
    expect(before.figures.median_ratio).toBeCloseTo(0.94, 4);
    expect(after.stage).toBe('after_reviews');
    // 1.10 became 0.90: 0.80 0.85 0.90 0.90 0.90 0.92 0.93 0.95 … → median (0.92 + 0.93) / 2.
    expect(after.figures.count).toBe(12);
    expect(after.figures.median_ratio).toBeCloseTo(0.925, 4);
    // Weighted mean: (3,004,000 − 80,000) / 3,150,000.
    expect(after.figures.weighted_mean_ratio).toBeCloseTo(2_924_000 / 3_150_000, 4);
  });

  it.each([
    ['?class_group=mansions', 'unknown_class_group', 'class_group'],
    ['?nbhd=ZZ', 'unknown_nbhd', 'nbhd'],
    // Another municipality's neighbourhood is unknown here.
    ['?nbhd=OTHERNB', 'unknown_nbhd', 'nbhd'],
  ])('%s is refused with %s', async (query, code, field) => {
    const town = await signedInAs(t.app, 'town', MUNI);
    const before = await countEveryTable(db(), ['sessions', 'rate_limits']);
    const res = await get(town, `/api/town/ratio_study${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_message: code, field });
    expect(await countEveryTable(db(), ['sessions', 'rate_limits'])).toEqual(before);
  });

  it.each(['?stage=final', '?stage=', '?colour=red'])(
    '%s is refused by the schema',
    async (query) => {
      const town = await signedInAs(t.app, 'town', MUNI);
      const res = await get(town, `/api/town/ratio_study${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error_message: 'validation_error' });
    },
  );

  it('answers another municipality its own figures only', async () => {
    const town = await signedInAs(t.app, 'town', OTHER);
    const s = await study(town);
    expect(s.figures.count).toBe(2);
    expect(s.by_nbhd.map((n) => n.nbhd)).toEqual(['OTHERNB']);
    // Amherst's town is nobody on the other's host.
    const amherstTown = await signedInAs(t.app, 'town', MUNI);
    const res = await get(amherstTown, '/api/town/ratio_study', OTHER);
    expect(res.statusCode).toBe(401);
  });

  const urls = ['/api/town/ratio_study', '/api/town/ratio_study.csv'];
  it.each(ROLES.flatMap((role) => urls.map((url) => ({ role, url }))))(
    '$url as $role',
    async ({ role, url }) => {
      const account = await signedInAs(t.app, role, MUNI);
      const res = await get(account, url);
      expect(res.statusCode).toBe(['town', 'admin', 'mega-admin'].includes(role) ? 200 : 403);
    },
  );

  it.each(urls)('%s: a visitor gets 401', async (url) => {
    expect((await injectOn(t.app, MUNI, { url })).statusCode).toBe(401);
  });
});

describe('GET /api/town/ratio_study.csv', () => {
  it('is an attachment of both stages, whole, by class group and by neighbourhood', async () => {
    const town = await signedInAs(t.app, 'town', MUNI);
    const res = await get(town, '/api/town/ratio_study.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="ratio-study-${MUNI}.csv"`,
    );
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(RATIO_STUDY_CSV_COLUMNS.join(','));
    const records = lines.slice(1, -1).map((line) => line.split(','));
    expect(records.map((r) => r.slice(0, 4).join('|'))).toEqual([
      'roll|all||',
      'roll|class_group|residential|',
      'roll|class_group|commercial|',
      'roll|nbhd||A1',
      'roll|nbhd||B2',
      'after_reviews|all||',
      'after_reviews|class_group|residential|',
      'after_reviews|class_group|commercial|',
      'after_reviews|nbhd||A1',
      'after_reviews|nbhd||B2',
    ]);
    const whole = records[0]!;
    expect(whole.slice(4, 12)).toEqual([
      '12',
      '0.94',
      '0.85',
      '1.05',
      '0.948333',
      '0.953651',
      '6.914894',
      '0.994424',
    ]);
    // No PRB below 30 sales; the window's dates close the row.
    expect(whole.slice(12)).toEqual(['', '', '', '2021-07-02', '2024-07-01']);
  });
});
