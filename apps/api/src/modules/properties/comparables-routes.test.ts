import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@ir/domain';
import {
  injectAsForeigner,
  injectOn,
  signedInAs,
  type SignedInAccount,
} from '../../../test/accounts.ts';
import { build, type TestApp } from '../../../test/helpers.ts';
import { insertParcel, insertSale } from '../../../test/parcels.ts';

/** SPEC §7 propertydata (one comparable) and our suggestcomps (ranked recent sales). */

const NOW = new Date('2026-06-15T12:00:00Z');
let t: TestApp;
let owner: SignedInAccount;

const SUBJECT = '300.00-1-1';

beforeAll(async () => {
  t = await build({ now: NOW });
  const db = t.app.database.db;
  const house = {
    propClass: '210',
    nbhdCode: 'N1',
    bldgStyle: '05',
    overallCond: '3',
    sfla: 2000,
    yrBuilt: 1990,
  };
  await insertParcel(db, 'kent', { sbl: SUBJECT, fullAddress: '1 Subject St', ...house });
  // A twin next door, sold twice: the later arms-length sale counts, not the family sale after it.
  await insertParcel(db, 'kent', { sbl: '300.00-1-2', fullAddress: '2 Subject St', ...house });
  await insertSale(db, 'kent', '300.00-1-2', {
    ...house,
    saleDate: '2024-03-01',
    salePrice: 240_000,
  });
  await insertSale(db, 'kent', '300.00-1-2', {
    ...house,
    saleDate: '2026-04-20',
    salePrice: 310_000,
  });
  await insertSale(db, 'kent', '300.00-1-2', {
    ...house,
    saleDate: '2026-05-30',
    salePrice: 1,
    armsLength: false,
  });
  // Same street, bigger and older; a house across town; a much older sale.
  await insertParcel(db, 'kent', {
    sbl: '300.00-1-3',
    fullAddress: '3 Subject St',
    ...house,
    sfla: 2600,
    yrBuilt: 1955,
  });
  await insertSale(db, 'kent', '300.00-1-3', {
    ...house,
    sfla: 2600,
    yrBuilt: 1955,
    saleDate: '2025-09-01',
    salePrice: 330_000,
  });
  await insertParcel(db, 'kent', {
    sbl: '300.00-9-1',
    fullAddress: '1 Far Rd',
    ...house,
    nbhdCode: 'N7',
    bldgStyle: '01',
  });
  await insertSale(db, 'kent', '300.00-9-1', {
    ...house,
    nbhdCode: 'N7',
    bldgStyle: '01',
    saleDate: '2026-01-10',
    salePrice: 280_000,
  });
  await insertParcel(db, 'kent', { sbl: '300.00-9-2', fullAddress: '2 Far Rd', ...house });
  await insertSale(db, 'kent', '300.00-9-2', {
    ...house,
    saleDate: '2022-01-10',
    salePrice: 200_000,
  });
  // Not comparable: vacant land, a two-site parcel, a parcel with no arms-length sale.
  await insertParcel(db, 'kent', {
    sbl: '300.00-5-1',
    fullAddress: '5 Empty Lot',
    propClass: '311',
    sfla: null,
    yrBuilt: null,
    bldgStyle: null,
  });
  await insertSale(db, 'kent', '300.00-5-1', {
    propClass: '311',
    saleDate: '2026-02-01',
    salePrice: 40_000,
  });
  await insertParcel(db, 'kent', {
    sbl: '300.00-6-1',
    fullAddress: '6 Two Houses Ln',
    ...house,
    propClass: '280',
    totalNumSites: 2,
  });
  await insertSale(db, 'kent', '300.00-6-1', {
    ...house,
    propClass: '280',
    saleDate: '2026-02-01',
    salePrice: 500_000,
  });
  await insertParcel(db, 'kent', { sbl: '300.00-7-1', fullAddress: '7 Never Sold Ct', ...house });
  await insertSale(db, 'kent', '300.00-7-1', {
    ...house,
    saleDate: '2026-02-01',
    salePrice: 5,
    armsLength: false,
  });
  // Lyons' sale of a house just like the subject, under the same SBL as a kent parcel.
  await insertParcel(db, 'lyons', { sbl: '300.00-1-2', fullAddress: '2 Lyons Rd', ...house });
  await insertSale(db, 'lyons', '300.00-1-2', {
    ...house,
    saleDate: '2026-06-01',
    salePrice: 999_000,
  });
  await insertParcel(db, 'lyons', { sbl: '300.00-8-8', fullAddress: '8 Lyons Rd', ...house });
  await insertSale(db, 'lyons', '300.00-8-8', {
    ...house,
    saleDate: '2026-06-01',
    salePrice: 999_000,
  });
  owner = await signedInAs(t.app, 'user', 'kent');
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, account: SignedInAccount | undefined = owner) =>
  injectOn(t.app, 'kent', { method: 'POST', url, payload: payload as object }, account);

describe('POST /api/ir/propertydata', () => {
  it("answers the parcel's latest arms-length sale", async () => {
    const res = await post('/api/ir/propertydata', { print_key: '300.00-1-2', subject: SUBJECT });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      sbl: '300.00-1-2',
      address: '2 Subject St',
      style: '05',
      sfla: 2000,
      built: 1990,
      condition: '3',
      sale_date: '2026-04-20',
      sale_price: 310_000,
    });
    // Without a subject, nothing to compare the class with: the same answer.
    const alone = await post('/api/ir/propertydata', { print_key: '300.00-1-2' });
    expect(alone.json()).toEqual(res.json());
  });

  it('says why when the parcel has no arms-length sale', async () => {
    const res = await post('/api/ir/propertydata', { print_key: '300.00-7-1', subject: SUBJECT });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      sbl: '300.00-7-1',
      sale_date: null,
      sale_price: null,
      err_msg: MESSAGES.filing.compNoSale,
      err_key: 'filing.compNoSale',
    });
  });

  it('says why when the parcel is in another class group than the subject, or is the subject', async () => {
    const land = await post('/api/ir/propertydata', { print_key: '300.00-5-1', subject: SUBJECT });
    expect(land.json()).toMatchObject({
      err_msg: MESSAGES.filing.compOtherClass,
      err_key: 'filing.compOtherClass',
    });
    const itself = await post('/api/ir/propertydata', { print_key: SUBJECT, subject: SUBJECT });
    expect(itself.json()).toMatchObject({
      err_msg: MESSAGES.filing.compIsSubject,
      err_key: 'filing.compIsSubject',
    });
  });

  it('is 406 for a multi-site parcel', async () => {
    const res = await post('/api/ir/propertydata', { print_key: '300.00-6-1', subject: SUBJECT });
    expect(res.statusCode).toBe(406);
    expect(res.json()).toMatchObject({
      error_message: 'multi_site',
      message: MESSAGES.filing.compMultiSite,
    });
  });

  it("is 404 for an unknown parcel, another municipality's parcel or subject", async () => {
    for (const payload of [
      { print_key: '1.00-1-1' },
      { print_key: '300.00-8-8' },
      { print_key: '300.00-1-2', subject: '300.00-8-8' },
    ]) {
      const res = await post('/api/ir/propertydata', payload);
      expect(res.statusCode).toBe(404);
      expect(res.json<{ error_message: string }>().error_message).toBe('unknown_property');
    }
  });

  it('refuses bad input with 400, visitors and foreign cookies with 401', async () => {
    for (const payload of [
      {},
      { print_key: '' },
      { print_key: '1'.repeat(21) },
      { print_key: '1', sbl: '2' },
    ]) {
      expect((await post('/api/ir/propertydata', payload)).statusCode).toBe(400);
    }
    const options = {
      method: 'POST' as const,
      url: '/api/ir/propertydata',
      payload: { print_key: '300.00-1-2' },
    };
    expect((await injectOn(t.app, 'kent', options)).statusCode).toBe(401);
    expect((await injectAsForeigner(t.app, owner, options)).statusCode).toBe(401);
  });
});

describe('POST /api/ir/suggestcomps', () => {
  it('ranks the recent comparable sales of this municipality, with scores and reasons', async () => {
    const res = await post('/api/ir/suggestcomps', { print_key: SUBJECT });
    expect(res.statusCode).toBe(200);
    const { results } = res.json<{
      results: Array<{
        sbl: string;
        score: number;
        reasons: string[];
        sale_price: number;
        address: string;
      }>;
    }>();
    // Never the subject, land, the two-site parcel, the unsold one, the 2022 sale, or lyons.
    expect(results.map((r) => r.sbl)).toEqual(['300.00-1-2', '300.00-1-3', '300.00-9-1']);
    expect(results[0]).toMatchObject({
      address: '2 Subject St',
      sale_date: '2026-04-20',
      sale_price: 310_000,
      reasons: [
        'Same neighbourhood',
        'Same living area',
        'Built the same year (1990)',
        'Sold 1 month ago',
        'Same building style (Colonial)',
        'Same condition (Average)',
      ],
    });
    expect(results[0]!.score).toBeGreaterThan(results[1]!.score);
    expect(results[1]!.score).toBeGreaterThan(results[2]!.score);
    for (const r of results) expect(r.score).toBeLessThanOrEqual(1);
  });

  it('says why in Spanish to a Spanish page, the building style named as the roll names it', async () => {
    const res = await injectOn(
      t.app,
      'kent',
      {
        method: 'POST',
        url: '/api/ir/suggestcomps',
        payload: { print_key: SUBJECT },
        headers: { 'accept-language': 'es-US,es;q=0.9' },
      },
      owner,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<{ results: Array<{ reasons: string[] }> }>().results[0]?.reasons).toEqual([
      'Mismo vecindario',
      'Misma superficie habitable',
      'Construida el mismo año (1990)',
      'Vendida hace 1 mes',
      'Mismo estilo de construcción (Colonial)',
      'Mismo estado (Promedio)',
    ]);
  });

  it('answers an empty list for a parcel without a class', async () => {
    await insertParcel(t.app.database.db, 'kent', { sbl: '300.00-0-0', propClass: null });
    const res = await post('/api/ir/suggestcomps', { print_key: '300.00-0-0' });
    expect(res.json()).toEqual({ results: [] });
  });

  it("is 404 for an unknown or another municipality's parcel; 400 bad input; 401 visitors", async () => {
    expect((await post('/api/ir/suggestcomps', { print_key: '300.00-8-8' })).statusCode).toBe(404);
    expect((await post('/api/ir/suggestcomps', { print_key: '9' })).statusCode).toBe(404);
    expect((await post('/api/ir/suggestcomps', { print_key: SUBJECT, limit: 3 })).statusCode).toBe(
      400,
    );
    const options = {
      method: 'POST' as const,
      url: '/api/ir/suggestcomps',
      payload: { print_key: SUBJECT },
    };
    expect((await injectOn(t.app, 'kent', options)).statusCode).toBe(401);
    expect((await injectAsForeigner(t.app, owner, options)).statusCode).toBe(401);
  });
});
