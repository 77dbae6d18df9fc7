import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROPERTY_SEARCH_MAX_LIMIT } from '@ir/domain';
import {
  injectAsForeigner,
  injectOn,
  signedInAs,
  type SignedInAccount,
} from '../../../test/accounts.ts';
import { build, type TestApp } from '../../../test/helpers.ts';
import { insertParcel } from '../../../test/parcels.ts';
import { parcelRevisions, parcels } from '../../db/schema/index.ts';
import { checkImportFile, importCheckedFile } from './import-file.ts';
import { escapeLike, SEARCH_COUNT_CAP } from './lookup-repository.ts';
import { upsertParcels } from './repository.ts';
import { DEMO_MUNICIPALITY, seedDemo } from './seed-demo.ts';
import type { Db } from '../../db/client.ts';
import { SearchDataCache, type SearchData } from './search-data.ts';

/**
 * The wizard's property search: the search data (every parcel, deflated, cached per
 * revision, ETag) and the substring search on the trigram indexes. Kent holds the parcels;
 * lyons is the other municipality.
 */

let t: TestApp;
let owner: SignedInAccount;
const fixture = (name: string) =>
  fileURLToPath(new URL(`../../../test/fixtures/${name}`, import.meta.url));

const ADDRESSES = [
  ['101.01-1-1', '12 Maple Ave'],
  ['101.01-1-2', '120 Maple Ave'],
  ['101.01-1-3', '7 Old Maple Rd'],
  ['101.01-1-4', '1 Mapleton Way'],
  ['101.02-1-1', '50 Oak St'],
  ['101.02-1-2', '5 Main St Unit 100%'],
  ['101.02-1-3', '6 Main_St'],
  ['101.02-1-4', '8 Back\\Slash Ln'],
] as const;

beforeAll(async () => {
  t = await build();
  for (const [sbl, fullAddress] of ADDRESSES) {
    await insertParcel(t.app.database.db, 'kent', { sbl, fullAddress });
  }
  // The same address in lyons must never show up in kent.
  await insertParcel(t.app.database.db, 'lyons', {
    sbl: '101.01-1-9',
    fullAddress: '12 Maple Ave',
  });
  owner = await signedInAs(t.app, 'user', 'kent');
});
afterAll(() => t.close());

const search = (query: string, account: SignedInAccount | undefined = owner) =>
  injectOn(t.app, 'kent', { url: `/api/ir/propertysearch?${query}` }, account);

/** The search data's records, decoded as the browser does (base64, then zlib inflate). */
function decode(body: string): Array<{ print_key: string; full_address: string }> {
  return JSON.parse(inflateSync(Buffer.from(body, 'base64')).toString('utf8')) as Array<{
    print_key: string;
    full_address: string;
  }>;
}

describe('GET /api/ir/propertysearch', () => {
  it('finds addresses containing the text, case-insensitive and trimmed, closest first', async () => {
    const res = await search('by=address&q=%20%20maple%20&limit=10');
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      total: number;
      results: Array<{ print_key: string; full_address: string }>;
    }>();
    expect(body.total).toBe(4);
    // "Maple" as a word is closer (trigram similarity) than inside "Mapleton".
    expect(body.results.map((r) => r.full_address)).toEqual([
      '12 Maple Ave',
      '120 Maple Ave',
      '7 Old Maple Rd',
      '1 Mapleton Way',
    ]);
  });

  it('puts the addresses that start with the text first, then the closer ones', async () => {
    const res = await search('by=address&q=12');
    const names = res
      .json<{ results: Array<{ full_address: string }> }>()
      .results.map((r) => r.full_address);
    // Both start with "12"; the shorter, more similar one first. Nothing else contains "12".
    expect(names).toEqual(['12 Maple Ave', '120 Maple Ave']);
    const ordered = await search('by=address&q=maple%20a');
    expect(
      ordered
        .json<{ results: Array<{ full_address: string }> }>()
        .results.map((r) => r.full_address),
    ).toEqual(['12 Maple Ave', '120 Maple Ave']);
  });

  it('searches SBLs by substring', async () => {
    const res = await search('by=sbl&q=02-1');
    const body = res.json<{ total: number; results: Array<{ print_key: string }> }>();
    expect(body.total).toBe(4);
    expect(body.results.map((r) => r.print_key).sort()).toEqual([
      '101.02-1-1',
      '101.02-1-2',
      '101.02-1-3',
      '101.02-1-4',
    ]);
    expect((await search('by=sbl&q=maple')).json()).toEqual({ total: 0, results: [] });
  });

  it('takes %, _ and \\ literally', async () => {
    const percent = await search(`by=address&q=${encodeURIComponent('100%')}`);
    expect(percent.json<{ results: Array<{ full_address: string }> }>().results).toEqual([
      { print_key: '101.02-1-2', full_address: '5 Main St Unit 100%' },
    ]);
    const underscore = await search(`by=address&q=${encodeURIComponent('main_')}`);
    expect(underscore.json<{ total: number }>().total).toBe(1);
    const slash = await search(`by=address&q=${encodeURIComponent('k\\s')}`);
    expect(
      slash.json<{ results: Array<{ print_key: string }> }>().results.map((r) => r.print_key),
    ).toEqual(['101.02-1-4']);
    expect(escapeLike('a%b_c\\d')).toBe('a\\%b\\_c\\\\d');
  });

  it('lists at most `limit` but counts every match', async () => {
    const res = await search('by=address&q=a&limit=2');
    const body = res.json<{ total: number; results: unknown[] }>();
    expect(body.results).toHaveLength(2);
    expect(body.total).toBe(ADDRESSES.filter(([, a]) => a.toLowerCase().includes('a')).length);
  });

  it(`counts up to ${SEARCH_COUNT_CAP} and answers ${SEARCH_COUNT_CAP + 1} for more`, async () => {
    const db = t.app.database.db;
    await upsertParcels(
      db,
      'greenport',
      Array.from({ length: SEARCH_COUNT_CAP + 20 }, (_, i) => ({
        sbl: `200.00-${i}-1`,
        fullAddress: `${i} Crowded Ln`,
      })) as never,
      ['fullAddress'],
    );
    const greenport = await signedInAs(t.app, 'user', 'greenport');
    const res = await injectOn(
      t.app,
      'greenport',
      { url: '/api/ir/propertysearch?by=address&q=crowded&limit=100' },
      greenport,
    );
    const body = res.json<{ total: number; results: unknown[] }>();
    expect(body.total).toBe(SEARCH_COUNT_CAP + 1);
    expect(body.results).toHaveLength(100);
  });

  it('finds nothing of another municipality', async () => {
    const res = await search('by=address&q=12%20maple');
    expect(
      res.json<{ results: Array<{ print_key: string }> }>().results.map((r) => r.print_key),
    ).toEqual(['101.01-1-1']);
    // A kent account on lyons' host is not signed in there.
    expect(
      (await injectAsForeigner(t.app, owner, { url: '/api/ir/propertysearch?by=address&q=maple' }))
        .statusCode,
    ).toBe(401);
  });

  it.each([
    ['limit over 100', `by=address&q=maple&limit=${PROPERTY_SEARCH_MAX_LIMIT + 1}`],
    ['limit 0', 'by=address&q=maple&limit=0'],
    ['an empty text', 'by=address&q=%20%20'],
    ['no text', 'by=address'],
    ['an unknown field', 'by=owner&q=maple'],
    ['an unknown parameter', 'by=address&q=maple&sort=x'],
    ['a text over 200 characters', `by=address&q=${'a'.repeat(201)}`],
  ])('refuses %s with 400', async (_, query) => {
    const res = await search(query);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ statusCode: number }>().statusCode).toBe(400);
  });

  it('is for signed-in accounts only', async () => {
    const res = await injectOn(t.app, 'kent', { url: '/api/ir/propertysearch?by=address&q=maple' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/ir/propertysearchdata', () => {
  const get = (headers: Record<string, string> = {}, key = 'kent', account = owner) =>
    injectOn(t.app, key, { url: '/api/ir/propertysearchdata', headers }, account);

  it("is base64 of deflated JSON: every parcel of the host's municipality", async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(decode(res.body)).toEqual(
      [...ADDRESSES]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([print_key, full_address]) => ({ print_key, full_address })),
    );
    const lyons = await signedInAs(t.app, 'user', 'lyons');
    const other = await get({}, 'lyons', lyons);
    expect(decode(other.body)).toEqual([{ print_key: '101.01-1-9', full_address: '12 Maple Ave' }]);
  });

  it('sends the gzip or brotli copy to a client that accepts one, the same text inside', async () => {
    const plain = await get();
    const gz = await get({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    const { gunzipSync, brotliDecompressSync } = await import('node:zlib');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const br = await get({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
  });

  it('answers 304 to If-None-Match with the current ETag, 200 to a stale one', async () => {
    const first = await get();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"r\d+-[a-z0-9]+"$/);
    const again = await get({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await get({ 'if-none-match': `W/${etag}` })).statusCode).toBe(304);
    expect((await get({ 'if-none-match': '"r0"' })).statusCode).toBe(200);
    // Lyons' tag is not kent's.
    const lyons = await signedInAs(t.app, 'user', 'lyons');
    expect((await get({ 'if-none-match': etag }, 'lyons', lyons)).statusCode).toBe(200);
  });

  it('is built once per revision and again after an import changes the parcels', async () => {
    const cache = new SearchDataCache();
    const db = t.app.database.db;
    const tag = await cache.currentTag(db, 'kent');
    const [a, b, c] = await Promise.all([
      cache.get(db, 'kent', tag),
      cache.get(db, 'kent', tag),
      cache.get(db, 'kent', tag),
    ]);
    expect(cache.builds).toBe(1);
    expect(a).toBe(b);
    expect(b).toBe(c);
    expect(await cache.currentTag(db, 'kent')).toBe(tag);
    await cache.get(db, 'kent', await cache.currentTag(db, 'kent'));
    expect(cache.builds).toBe(1);

    const before = await revisionOf('kent');
    const checked = await checkImportFile('parcels', fixture('parcels-good.csv'));
    await importCheckedFile(db, checked, { municipalityKey: 'kent', now: new Date('2026-03-01') });
    expect(await revisionOf('kent')).toBe(before + 1);
    const moved = await cache.currentTag(db, 'kent');
    expect(moved).not.toBe(tag);
    const rebuilt = await cache.get(db, 'kent', moved);
    expect(cache.builds).toBe(2);
    expect(rebuilt.etag).toBe(moved);
    expect(rebuilt.records).toBe(ADDRESSES.length + checked.rows);
  });

  it('answers a browser holding the old tag with the new data after an import', async () => {
    const first = await get();
    const etag = first.headers.etag as string;
    await insertParcel(t.app.database.db, 'kent', { sbl: '999.99-9-9', fullAddress: '9 New Rd' });
    const after = await get({ 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(decode(after.body)).toContainEqual({
      print_key: '999.99-9-9',
      full_address: '9 New Rd',
    });
    expect((await get({ 'if-none-match': after.headers.etag as string })).statusCode).toBe(304);
  });

  it('shares one build between concurrent first requests through the app', async () => {
    const cache = new SearchDataCache();
    const { propertyRoutes } = await import('./routes.ts');
    const own = await build({
      database: t.database,
      extend: async (app) => {
        await app.register(propertyRoutes, { prefix: '/api/cached', searchData: cache });
      },
    });
    try {
      const account = await signedInAs(own.app, 'user', 'kent');
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          injectOn(own.app, 'kent', { url: '/api/cached/ir/propertysearchdata' }, account),
        ),
      );
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(answers.map((r) => r.body)).size).toBe(1);
      expect(cache.builds).toBe(1);
    } finally {
      await own.app.close();
    }
  });

  it('is for signed-in accounts of this municipality only', async () => {
    expect((await injectOn(t.app, 'kent', { url: '/api/ir/propertysearchdata' })).statusCode).toBe(
      401,
    );
    expect(
      (await injectAsForeigner(t.app, owner, { url: '/api/ir/propertysearchdata' })).statusCode,
    ).toBe(401);
  });

  it('moves the revision with the demo seed and with every parcel upsert, not with reads', async () => {
    const db = t.app.database.db;
    const before = await revisionOf('kent');
    await get();
    await search('by=address&q=maple');
    expect(await revisionOf('kent')).toBe(before);
    await upsertParcels(
      db,
      'kent',
      [{ sbl: '101.01-1-1', fullAddress: '12 Maple Avenue' }] as never,
      ['fullAddress'],
    );
    expect(await revisionOf('kent')).toBe(before + 1);
    const seeded = await revisionOf(DEMO_MUNICIPALITY);
    await seedDemo(db, { parcels: 40, sales: 4, now: new Date('2026-03-01') });
    expect(await revisionOf(DEMO_MUNICIPALITY)).toBe(seeded + 1);
    const [n] = await db
      .select({ n: count() })
      .from(parcels)
      .where(eq(parcels.municipalityKey, DEMO_MUNICIPALITY));
    expect(n?.n).toBe(40);
  });
});

describe('the search data cache', () => {
  const db = {} as Db;
  const fake = (calls: string[]) => async (_db: Db, key: string) => {
    calls.push(key);
    if (key === 'broken') throw new Error('the database went away');
    return { etag: `"${key}"`, records: 0, bodies: {} as SearchData['bodies'] };
  };

  it('keeps the most recently used municipalities and builds an evicted one again', async () => {
    const calls: string[] = [];
    const cache = new SearchDataCache(fake(calls), 2);
    await cache.get(db, 'kent', '"1"');
    await cache.get(db, 'lyons', '"1"');
    await cache.get(db, 'kent', '"1"'); // kent used last: lyons goes first
    await cache.get(db, 'greenport', '"1"');
    await cache.get(db, 'kent', '"1"');
    expect(calls).toEqual(['kent', 'lyons', 'greenport']);
    await cache.get(db, 'lyons', '"1"');
    expect(calls).toEqual(['kent', 'lyons', 'greenport', 'lyons']);
    // A new tag replaces the municipality's entry.
    await cache.get(db, 'lyons', '"2"');
    expect(calls).toHaveLength(5);
  });

  it('forgets a failed build so the next request tries again', async () => {
    const calls: string[] = [];
    const cache = new SearchDataCache(fake(calls));
    await expect(cache.get(db, 'broken', '"1"')).rejects.toThrow('went away');
    await expect(cache.get(db, 'broken', '"1"')).rejects.toThrow('went away');
    expect(calls).toEqual(['broken', 'broken']);
  });
});

async function revisionOf(key: string): Promise<number> {
  const [row] = await t.app.database.db
    .select({ revision: parcelRevisions.revision })
    .from(parcelRevisions)
    .where(eq(parcelRevisions.municipalityKey, key));
  return row?.revision ?? 0;
}
