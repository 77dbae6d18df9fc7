import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAsForeigner, injectOn, signedInAs } from '../../../test/accounts.ts';
import { build, type TestApp } from '../../../test/helpers.ts';
import { insertParcel, insertSale } from '../../../test/parcels.ts';
import {
  findCandidateSales,
  findLatestArmsLengthSale,
  findParcelByParcelId,
  findParcelBySbl,
  listSearchRecords,
  searchParcels,
} from './lookup-repository.ts';
import { readParcelRevision } from './parcel-revision.ts';

/** Lyons' parcels and sales, asked for from kent: every read finds nothing. */

let t: TestApp;
const SBL = '400.00-1-1';

beforeAll(async () => {
  t = await build({ now: new Date('2026-06-15T12:00:00Z') });
  const db = t.app.database.db;
  await insertParcel(db, 'lyons', {
    sbl: SBL,
    parcelId: 'L1',
    swisVg: '',
    fullAddress: '1 Lyons Way',
  });
  await insertSale(db, 'lyons', SBL, { saleDate: '2026-01-01' });
});
afterAll(() => t.close());

describe('properties repository tenancy', () => {
  it("reads only the given municipality's parcels and sales", async () => {
    const db = t.app.database.db;
    expect(await findParcelBySbl(db, 'lyons', SBL)).toBeDefined();
    expect(await findParcelBySbl(db, 'kent', SBL)).toBeUndefined();
    expect(await findParcelByParcelId(db, 'kent', 'L1', { vg: '' })).toBeUndefined();
    expect(await findLatestArmsLengthSale(db, 'lyons', SBL)).toBeDefined();
    expect(await findLatestArmsLengthSale(db, 'kent', SBL)).toBeUndefined();
    expect(await listSearchRecords(db, 'kent')).toEqual([]);
    expect(await searchParcels(db, 'kent', 'address', 'lyons', 10)).toEqual({
      total: 0,
      results: [],
    });
    expect(await searchParcels(db, 'kent', 'sbl', SBL, 10)).toEqual({ total: 0, results: [] });
    const subject = { sbl: 'none', propClass: '210', nbhdCode: null };
    const now = new Date('2026-06-15T12:00:00Z');
    expect(await findCandidateSales(db, 'lyons', subject, now)).toHaveLength(1);
    expect(await findCandidateSales(db, 'kent', subject, now)).toEqual([]);
    expect((await readParcelRevision(db, 'lyons')).revision).toBeGreaterThan(0);
    expect((await readParcelRevision(db, 'kent')).revision).toBe(0);
  });
});

describe('property routes tenancy', () => {
  const calls = [
    { method: 'GET' as const, url: '/api/ir/propertysearch?by=sbl&q=400.00' },
    { method: 'POST' as const, url: '/api/ir/propertyextra', payload: { print_key: SBL } },
    { method: 'POST' as const, url: '/api/ir/propertyinfo', payload: { print_key: SBL } },
    { method: 'POST' as const, url: '/api/ir/propertydata', payload: { print_key: SBL } },
    { method: 'POST' as const, url: '/api/ir/suggestcomps', payload: { print_key: SBL } },
  ];

  it("a kent account reaches none of lyons' parcels, and its cookie is nothing on lyons' host", async () => {
    const kent = await signedInAs(t.app, 'admin', 'kent');
    for (const call of calls) {
      const res = await injectOn(t.app, 'kent', call, kent);
      if (call.method === 'GET') expect(res.json()).toEqual({ total: 0, results: [] });
      else expect(res.statusCode, call.url).toBe(404);
      expect((await injectAsForeigner(t.app, kent, call)).statusCode, call.url).toBe(401);
    }
    const data = await injectOn(t.app, 'kent', { url: '/api/ir/propertysearchdata' }, kent);
    const { inflateSync } = await import('node:zlib');
    expect(JSON.parse(inflateSync(Buffer.from(data.body, 'base64')).toString())).toEqual([]);
  });
});
