/**
 * Property search (the filing wizard's performance goals): `GET /api/ir/propertysearch` on 1,000,000 parcels
 * through the whole app next to the same SQL run directly, on PostgreSQL and PGlite; and
 * `GET /api/ir/propertysearchdata` for 50,000 parcels next to the same bytes served as a
 * static file.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import {
  bumpParcelRevisionSql,
  SEARCH_COUNT_CAP,
  searchParcels,
} from '../src/modules/properties/index.ts';
import { createSession, SESSION_COOKIE } from '../src/modules/sessions/index.ts';
import { insertUser } from '../src/modules/users/index.ts';
import { LOAD, throughputs } from './auth.ts';
import { fmt, percentile, ratio, withPostgresDatabase } from './processes.ts';

const PARCELS = Number(process.env.BENCH_SEARCH_PARCELS ?? 1_000_000);
const PGLITE_PARCELS = Number(process.env.BENCH_SEARCH_PGLITE_PARCELS ?? PARCELS);
const DATA_PARCELS = 50_000;
const ROUNDS = 20;
const SEARCH_MUNI = 'development';
const DATA_MUNI = 'kent';
const GOALS = { p95Ms: 25, ratio: 1.5, dataRatio: 0.8 };

/**
 * What a person types, keystroke by keystroke (debounced), from the third character on: an
 * address and an SBL. Texts of one or two characters cannot use a trigram index and are
 * measured apart (SHORT_QUERIES).
 */
const QUERIES: SearchQuery[] = [
  ...['123', '1234', '1234 ch', '1234 chestnut', '1234 chestnut ln'].map((q) => ({
    by: 'address' as const,
    q,
  })),
  ...['map', 'maple', 'maple av', 'sunset dr', 'hemlock'].map((q) => ({
    by: 'address' as const,
    q,
  })),
  ...['150', '150.2', '150.23-4', '150.23-45-1', '-45-'].map((q) => ({ by: 'sbl' as const, q })),
];
const SHORT_QUERIES: SearchQuery[] = [
  { by: 'address', q: '1' },
  { by: 'address', q: '12' },
  { by: 'address', q: 'qz' },
  { by: 'sbl', q: '15' },
];
const SHORT_ROUNDS = 3;

const STREETS = [
  'Maple',
  'Oak',
  'Elm',
  'Cedar',
  'Pine',
  'Birch',
  'Willow',
  'Main',
  'Church',
  'Mill',
  'River',
  'Lake',
  'Hill',
  'Park',
  'Spring',
  'Washington',
  'Lincoln',
  'Jefferson',
  'Madison',
  'Franklin',
  'Highland',
  'Sunset',
  'Ridge',
  'Valley',
  'Forest',
  'Meadow',
  'Orchard',
  'Prospect',
  'Union',
  'Center',
  'Market',
  'Bridge',
  'School',
  'Academy',
  'Railroad',
  'Depot',
  'North',
  'South',
  'East',
  'West',
  'Broad',
  'Green',
  'Pleasant',
  'Chestnut',
  'Walnut',
  'Hickory',
  'Spruce',
  'Poplar',
  'Locust',
  'Sycamore',
  'Dogwood',
  'Laurel',
  'Holly',
  'Magnolia',
  'Juniper',
  'Aspen',
  'Hemlock',
  'Tamarack',
  'Beech',
  'Ash',
];
const SUFFIXES = ['St', 'Ave', 'Rd', 'Ln', 'Dr', 'Ct'];
/** Parcels in a row on one street. */
const RUN = 50;

/**
 * `load` with the parcels' trigram indexes dropped, then built again over all the rows at once,
 * as the demo seed does: several times faster than keeping them up row by row.
 */
export async function withoutSearchIndexes(database: Database, load: () => Promise<void>) {
  const db = database.db;
  const indexes = (await db.execute(sql`select indexname, indexdef from pg_indexes
    where tablename = 'parcels' and indexname like '%trgm%'`)) as unknown as {
    rows: Array<{ indexname: string; indexdef: string }>;
  };
  for (const { indexname } of indexes.rows) await db.execute(sql.raw(`drop index ${indexname}`));
  await load();
  for (const { indexdef } of indexes.rows) await db.execute(sql.raw(indexdef));
}

/**
 * `count` parcels written by one INSERT ... SELECT (the import is measured in its own
 * section): SBLs like 150.23-45-1 and addresses like "1234 Chestnut Ln" over 360 streets,
 * each street's parcels in runs of RUN, the trigram indexes built after them.
 */
export async function seedParcels(database: Database, municipalityKey: string, count: number) {
  const db = database.db;
  const streets = `array[${STREETS.map((s) => `'${s}'`).join(',')}]`;
  const suffixes = `array[${SUFFIXES.map((s) => `'${s}'`).join(',')}]`;
  // Runs of RUN consecutive parcels share a street, as a roll in tax-map (SBL) order keeps a
  // street's parcels together; 360 streets, house numbers 1 to 2,000.
  const street = `((n / ${RUN}) % ${STREETS.length * SUFFIXES.length})`;
  const name = sql.raw(`(${streets})[1 + ${street} % ${STREETS.length}]`);
  const suffix = sql.raw(`(${suffixes})[1 + ${street} / ${STREETS.length}]`);
  const streetsTimesRun = RUN * STREETS.length * SUFFIXES.length;
  const number = sql.raw(
    `(1 + n % ${RUN} + ${RUN} * ((n / ${streetsTimesRun}) % ${2000 / RUN}))::text`,
  );
  const insert = sql`insert into parcels
      (municipality_key, sbl, parcel_id, prop_class, property_type, loc_st_nbr, loc_st_name,
       loc_mail_st_suff, full_address, total_av, land_av)
    select ${municipalityKey},
      (100 + n / 10000)::text || '.' || lpad(((n / 100) % 100)::text, 2, '0') || '-'
        || lpad((n % 100)::text, 2, '0') || '-1',
      'P' || n, '210', 'residential',
      ${number}, ${name}, ${suffix},
      ${number} || ' ' || ${name} || ' ' || ${suffix},
      150000, 30000
    from generate_series(0, ${count - 1}) as n`;
  await withoutSearchIndexes(database, async () => {
    await db.execute(insert);
  });
  await db.execute(bumpParcelRevisionSql(municipalityKey));
  await db.execute(sql`analyze parcels`);
}

let accounts = 0;

async function signIn(database: Database, municipalityKey: string): Promise<string> {
  const user = await insertUser(database.db, {
    municipalityKey,
    email: `bench-search-${municipalityKey}-${++accounts}@example.com`,
    passwordHash: null,
    role: 'user',
    status: 'active',
    verifiedAt: new Date(),
  });
  if (!user) throw new Error('the bench account was not created');
  const token = await createSession(database.db, { userId: user.id, municipalityKey }, new Date());
  return `${SESSION_COOKIE}=${token}`;
}

export interface SearchTimes {
  app: { p50: number; p95: number };
  direct: { p50: number; p95: number };
  slowest: { query: string; appMs: number };
  /** Texts of one or two characters: read in table order, not through an index. */
  short: { p50: number; max: number };
}

interface SearchFigures extends SearchTimes {
  parcels: number;
  loadMs: number;
}

export type SearchQuery = { by: 'address' | 'sbl'; q: string };

/**
 * Every query `rounds` times, the app's answer (app.inject, so no socket) and the repository's
 * SQL on the same database in turns, so both see the same caches and load.
 */
export async function timeSearches(
  app: FastifyInstance,
  database: Database,
  municipalityKey: string,
  {
    queries = QUERIES,
    shortQueries = SHORT_QUERIES,
    rounds = ROUNDS,
  }: { queries?: SearchQuery[]; shortQueries?: SearchQuery[]; rounds?: number } = {},
): Promise<SearchTimes> {
  const cookie = await signIn(database, municipalityKey);
  const host = `${municipalityKey}.localhost`;
  const appTimes: number[] = [];
  const directTimes: number[] = [];
  const perQuery = new Map<string, number[]>();
  for (let round = -1; round < rounds; round++) {
    for (const { by, q } of queries) {
      const url = `/api/ir/propertysearch?by=${by}&q=${encodeURIComponent(q)}&limit=50`;
      let t0 = performance.now();
      const res = await app.inject({ url, headers: { host, cookie } });
      const appMs = performance.now() - t0;
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
      t0 = performance.now();
      await searchParcels(database.db, municipalityKey, by, q, 50);
      const directMs = performance.now() - t0;
      if (round < 0) continue; // the first round warms the caches
      appTimes.push(appMs);
      directTimes.push(directMs);
      const key = `${by}:${q}`;
      perQuery.set(key, [...(perQuery.get(key) ?? []), appMs]);
    }
  }
  const shortTimes: number[] = [];
  for (let round = 0; round < SHORT_ROUNDS; round++) {
    for (const { by, q } of shortQueries) {
      const url = `/api/ir/propertysearch?by=${by}&q=${encodeURIComponent(q)}&limit=50`;
      const t0 = performance.now();
      const res = await app.inject({ url, headers: { host, cookie } });
      shortTimes.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
    }
  }
  shortTimes.sort((a, b) => a - b);
  appTimes.sort((a, b) => a - b);
  directTimes.sort((a, b) => a - b);
  const slowest = [...perQuery.entries()]
    .map(([query, times]) => ({
      query,
      appMs: percentile(
        times.sort((a, b) => a - b),
        0.5,
      ),
    }))
    .sort((a, b) => b.appMs - a.appMs)[0]!;
  return {
    app: { p50: percentile(appTimes, 0.5), p95: percentile(appTimes, 0.95) },
    direct: { p50: percentile(directTimes, 0.5), p95: percentile(directTimes, 0.95) },
    slowest,
    short: { p50: percentile(shortTimes, 0.5), max: shortTimes.at(-1) ?? NaN },
  };
}

async function measureSearch(database: Database, parcels: number): Promise<SearchFigures> {
  await database.migrate();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CAPTCHA_HMAC_KEY: 'bench' });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  try {
    const started = performance.now();
    await seedParcels(database, SEARCH_MUNI, parcels);
    const loadMs = performance.now() - started;
    return { parcels, loadMs, ...(await timeSearches(app, database, SEARCH_MUNI)) };
  } finally {
    await app.close();
  }
}

export interface DataFigures {
  records: number;
  identityBytes: number;
  wireBytes: number;
  encoding: string;
  jsonBytes: number;
  appPerSecond: number;
  staticPerSecond: number;
  firstBuildMs: number;
}

/**
 * Requests/s of the search data (HTTP, 16 deep) in turns with a static file of its bytes, for
 * `municipalityKey`'s parcels (`seed` generated parcels first, unless 0).
 */
export async function measureSearchData(
  database: Database,
  { municipalityKey = DATA_MUNI, seed = DATA_PARCELS } = {},
): Promise<DataFigures> {
  // fetch cannot set Host, so 127.0.0.1 must resolve to the municipality measured.
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CAPTCHA_HMAC_KEY: 'bench',
    DEFAULT_MUNICIPALITY: municipalityKey,
  });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ir-bench-search-'));
  let bare: FastifyInstance | undefined;
  try {
    if (seed > 0) await seedParcels(database, municipalityKey, seed);
    const cookie = await signIn(database, municipalityKey);
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const headers = { cookie };
    const url = `${base}/api/ir/propertysearchdata`;

    const t0 = performance.now();
    const plain = await fetch(url, { headers: { ...headers, 'accept-encoding': 'identity' } });
    const text = await plain.text();
    if (plain.status !== 200)
      throw new Error(`propertysearchdata answered ${plain.status}: ${text}`);
    const firstBuildMs = performance.now() - t0;
    const records = await (async () => {
      const { inflateSync } = await import('node:zlib');
      const json = inflateSync(Buffer.from(text, 'base64')).toString();
      return { count: (JSON.parse(json) as unknown[]).length, bytes: Buffer.byteLength(json) };
    })();
    const wire = await rawBytes(url, { ...headers, 'accept-encoding': 'br, gzip' });

    // The baseline: the same text as a file, with its .br and .gz beside it, as the web app's
    // own assets are served (@fastify/static, preCompressed).
    writeFileSync(path.join(dir, 'search-data.txt'), text);
    writeFileSync(
      path.join(dir, 'search-data.txt.br'),
      brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    );
    writeFileSync(path.join(dir, 'search-data.txt.gz'), gzipSync(text, { level: 9 }));
    bare = Fastify();
    await bare.register(fastifyStatic, { root: dir, preCompressed: true });
    await bare.listen({ port: 0, host: '127.0.0.1' });
    const staticUrl = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}/search-data.txt`;
    const staticWire = await rawBytes(staticUrl, { 'accept-encoding': 'br, gzip' });
    if (staticWire.bytes !== wire.bytes) {
      console.warn(`static file ${staticWire.bytes} bytes, app ${wire.bytes} bytes`);
    }
    const ok = (what: string) => (r: Response) => {
      if (r.status !== 200) throw new Error(`${what} answered ${r.status}`);
      return r.arrayBuffer();
    };
    // fetch asks for gzip, deflate and br, so both send their brotli copy.
    const rates = await throughputs(
      {
        app: () => fetch(url, { headers }).then(ok('propertysearchdata')),
        file: () => fetch(staticUrl).then(ok('static file')),
      },
      LOAD.concurrency,
      LOAD.seconds,
    );
    return {
      records: records.count,
      jsonBytes: records.bytes,
      identityBytes: Buffer.byteLength(text),
      wireBytes: wire.bytes,
      encoding: wire.encoding,
      appPerSecond: rates.app,
      staticPerSecond: rates.file,
      firstBuildMs,
    };
  } finally {
    await bare?.close();
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The body's bytes as they travel (no decoding), and its Content-Encoding. */
async function rawBytes(
  url: string,
  headers: Record<string, string>,
): Promise<{ bytes: number; encoding: string }> {
  const http = await import('node:http');
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () =>
          resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

const ms = (n: number) => (n < 10 ? n.toFixed(1) : n.toFixed(0));
const met = (ok: boolean) => (ok ? 'met' : 'not met');

export async function measureSearchSection(): Promise<string> {
  console.log(`PostgreSQL: ${fmt(PARCELS)} parcels…`);
  const { postgres, data } = await withPostgresDatabase(async (url) => {
    const database = await openDatabase({ kind: 'postgres', url });
    try {
      const postgres = await measureSearch(database, PARCELS);
      console.log('search data…');
      const data = await measureSearchData(database);
      return { postgres, data };
    } finally {
      await database.close();
    }
  });
  console.log(`PGlite: ${fmt(PGLITE_PARCELS)} parcels…`);
  const pglite = await (async () => {
    const database = await openDatabase({ kind: 'pglite' });
    try {
      return await measureSearch(database, PGLITE_PARCELS);
    } finally {
      await database.close();
    }
  })();
  const row = (target: string, f: SearchFigures) =>
    `| ${target}, ${fmt(f.parcels)} parcels (loaded in ${fmt(f.loadMs / 1000)} s) | ${ms(f.app.p50)} / ${ms(f.app.p95)} ms | ${ms(f.direct.p50)} / ${ms(f.direct.p95)} ms | ${ratio(f.app.p95, f.direct.p95)} | p95 ≤ ${GOALS.p95Ms} ms: ${met(f.app.p95 <= GOALS.p95Ms)}; ≤ ${GOALS.ratio}×: ${met(f.app.p95 / f.direct.p95 <= GOALS.ratio)} | \`${f.slowest.query}\` ${ms(f.slowest.appMs)} ms |`;
  const shortRow = (target: string, f: SearchFigures) =>
    `| ${target} | ${ms(f.short.p50)} ms | ${ms(f.short.max)} ms |`;
  const dataRatio = data.appPerSecond / data.staticPerSecond;
  return `## Property search

\`GET /api/ir/propertysearch\` through the whole app (\`app.inject\`: every hook, the session
lookup, validation, serialization; no socket) next to the repository's SQL run directly on the
same database, in turns. ${QUERIES.length} queries as a person types them from the third
character (an address from \`123\` to \`1234 chestnut ln\`, \`map\` to \`maple av\`, an SBL from
\`150\` to \`150.23-45-1\`), each ${ROUNDS} times after one warm-up round, \`limit=50\`. Parcels are
generated (SBLs like 150.23-45-1, addresses like "1234 Chestnut Ln" on 360 streets, a street's
parcels stored in runs of ${RUN} as a roll in tax-map order keeps them together) by one
\`INSERT ... SELECT\`, the trigram indexes built after the load. Searches that match many
parcels read up to 1,001 of them from the table, so their time follows how scattered the
matches are.

Absolute times follow the machine's load (the load average above: the cores were shared with
other jobs); the ratio to the direct SQL, measured in turns with it, is the app's own share
(session lookup, validation, serialization). Of a search's SQL, about half is finding up to
1,001 matches through the trigram index and half ranking them (trigram similarity).

| database | app p50 / p95 | direct SQL p50 / p95 | ratio (p95) | goal | slowest query (median) |
| --- | --- | --- | --- | --- | --- |
${row('PostgreSQL (127.0.0.1)', postgres)}
${row('PGlite (embedded)', pglite)}

Texts of one or two characters (${SHORT_QUERIES.map((x) => `\`${x.by}:${x.q}\``).join(', ')}; ${SHORT_ROUNDS} rounds):
no trigram narrows them, so the table is read in order until ${fmt(SEARCH_COUNT_CAP + 1)} matches
are found, or to its end for a rare text (\`qz\`). The wizard should search from the third
character.

| database | app p50 | app slowest |
| --- | --- | --- |
${shortRow('PostgreSQL', postgres)}
${shortRow('PGlite', pglite)}

\`GET /api/ir/propertysearchdata\` for ${fmt(data.records)} parcels on PostgreSQL, over HTTP,
${LOAD.concurrency} concurrent for ${LOAD.seconds} s in turns with the baseline: the same bytes
served as a static file with its precompressed copies (@fastify/static, \`preCompressed\`, as the
web app's assets are).

| measurement | figure | ratio to baseline | goal |
| --- | --- | --- | --- |
| the records as JSON | ${fmt(data.jsonBytes / 1024)} KB | | |
| the body: base64 of the deflated JSON | ${fmt(data.identityBytes / 1024)} KB | | |
| bytes on the wire (Accept-Encoding \`br, gzip\` → ${data.encoding}) | ${fmt(data.wireBytes / 1024)} KB | | |
| first request (reads the parcels, builds and compresses once) | ${fmt(data.firstBuildMs)} ms | | |
| static file (baseline) | ${fmt(data.staticPerSecond)} requests/s | 1.00 | |
| \`GET /api/ir/propertysearchdata\` (revision read, cached body) | ${fmt(data.appPerSecond)} requests/s | ${ratio(data.appPerSecond, data.staticPerSecond)} | ≥ ${GOALS.dataRatio}: ${met(dataRatio >= GOALS.dataRatio)} |

Each search data request reads the parcel revision (one primary-key query) and the session;
the body, with its gzip and brotli copies, is built once per municipality and revision and
kept in the process (docs/api.md).
`;
}
