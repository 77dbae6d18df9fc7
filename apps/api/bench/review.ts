/**
 * Staff review with a large municipality (staff review's performance goals): `GET /api/super/list` with
 * 20,000 applications on both databases, warm (the list unchanged since it was built) and
 * cold (the first request after a staff action), and the bytes it puts on the wire; rpscomps
 * with 100,000 sales.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { listReviewRowsJson, REVIEW_LIST_COMPRESSION } from '../src/modules/review/index.ts';
import { createSession, SESSION_COOKIE } from '../src/modules/sessions/index.ts';
import { insertUser } from '../src/modules/users/index.ts';
import { fmt, percentile, withPostgresDatabase } from './processes.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const APPLICATIONS = 20_000;
const SALES = 100_000;
const REQUESTS = 50;
/** Staff actions, each followed by the first list request after it. */
const CHANGES = 40;
const PAUSE_MS = 1_000;
const GOAL_P95_MS = 150;
export const MUNICIPALITY = 'development';

/**
 * `applications` (20,000 unless told) over a filing season, a third of them with a review row
 * (assigned, FAR or complete), written in two statements (the list's triggers render each
 * row), and unless `sales` is false the sales rpscomps ranks. Answers the bench admin's id.
 */
export async function seedReviews(
  database: Database,
  {
    sales = true,
    municipalityKey = MUNICIPALITY,
    applications = APPLICATIONS,
  }: { sales?: boolean; municipalityKey?: string; applications?: number } = {},
): Promise<number> {
  const email = `bench-reviewer-${municipalityKey}@example.com`;
  const admin = await insertUser(database.db, {
    municipalityKey,
    email,
    passwordHash: null,
    role: 'admin',
    status: 'active',
    verifiedAt: new Date(),
  });
  if (!admin) throw new Error('the bench admin was not created');
  await database.db.execute(sql`
    insert into applications (
      municipality_key, filing_year, sbl, parcel_id, prop_class, received_total_value,
      received_land_value, loc_st_nbr, loc_st_name, full_address, owner_first_name,
      owner_last_name, owner_address1, owner_city, owner_state, owner_zip, owner_phone,
      applicant_is_owner, desired_value, reason, review_status, submitted_at)
    select ${municipalityKey}, 2025, lpad((n / 100)::text, 3, '0') || '.' || lpad((n % 100)::text, 2, '0') || '-1-' || n,
           'P' || n, (array['210', '220', '230', '311', '411'])[1 + n % 5], 100000 + (n % 900) * 1000,
           20000 + (n % 300) * 100, (n % 999 + 1)::text, 'Street ' || (n % 400), (n % 999 + 1) || ' Street ' || (n % 400),
           'Owner', 'Number ' || n, '1 Main St', 'Town', 'NY', '12345', '518-555-0100', true,
           90000 + (n % 900) * 1000, 'comparable_sales',
           (array['incomplete', 'incomplete', 'far', 'complete'])[1 + n % 4],
           timestamptz '2025-01-02' + (n * interval '6 minutes')
    from generate_series(1, ${applications}) as n`);
  await database.db.execute(sql`
    insert into reviews (application_id, municipality_key, assigned_to, who_reviewed,
      total_value_change, data_change_needed, data_change_complete, version)
    select id, municipality_key, ${admin.id}, ${email},
           case when id % 2 = 0 then 'Y' else 'N' end, 'Y', case when review_status = 'complete' then 'Y' else 'N' end, 1
    from applications where municipality_key = ${municipalityKey} and id % 3 = 0`);
  if (!sales) return admin.id;
  // 100,000 sales over five years in nine class groups and forty neighbourhoods, and the
  // parcel reviewed (a ranch of class 210 in neighbourhood N7).
  await database.db.execute(sql`
    insert into sales (municipality_key, sbl, prop_class, nbhd_code, bldg_style, overall_cond,
      sfla, yr_built, sale_date, sale_price, arms_length)
    select ${MUNICIPALITY}, 'SALE-' || n, (array['210', '220', '230', '280', '311', '411', '482', '210', '210'])[1 + n % 9],
           'N' || (n % 40), lpad((1 + n % 17)::text, 2, '0'), (1 + n % 5)::text, 900 + (n % 2500),
           1900 + (n % 120), date '2025-04-15' - (n % 1825), 80000 + (n % 400) * 1000, n % 11 <> 0
    from generate_series(1, ${SALES}) as n`);
  await database.db.execute(sql`
    insert into parcels (municipality_key, sbl, parcel_id, swis_co, swis_town, swis_vg, full_address,
      prop_class, nbhd_code, bldg_style, overall_cond, sfla, yr_built)
    values (${MUNICIPALITY}, 'SUBJECT-1', 'BENCH-P1', '01', '0102', '010203', '1 Bench Rd',
      '210', 'N7', '01', '3', 1800, 1975)`);
  return admin.id;
}

interface Stats {
  p50: number;
  p95: number;
}

interface ListFigures {
  /** The first request after each staff action: it waits for the list to be built. */
  cold: Stats;
  /** Requests while the list is unchanged: the revision read and the kept bytes. */
  warm: Stats;
  /** A browser holding the current ETag. */
  notModified: Stats;
  /** The staff action itself (POST assign_review of one review), which renders its row. */
  assign: Stats;
  /** The build's query alone, through the driver, in the same process. */
  queryP50: number;
  /** Warm answers' bytes by encoding; `coldBr` what the first request after a change got. */
  bytes: Record<'identity' | 'gzip' | 'br' | 'coldBr', number>;
  /** Compressing the built answer at other levels, for the choice of REVIEW_LIST_COMPRESSION. */
  levels: { name: string; ms: number; bytes: number }[];
  rows: number;
  compsP50: number;
  compsP95: number;
  compCount: number;
  /** POST assign_review of every application at once (decision 023), each time in ms. */
  bulkAssign: number[];
}

const stats = (values: number[]): Stats => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
};

interface RawAnswer {
  status: number;
  etag: string;
  encoding: string;
  /** The body as sent, not decoded. */
  body: Buffer;
  ms: number;
}

/** One GET timed to its last byte, the body left as it came (fetch would decode it). */
function rawGet(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            etag: String(res.headers.etag ?? ''),
            encoding: String(res.headers['content-encoding'] ?? 'identity'),
            body: Buffer.concat(chunks),
            ms: performance.now() - started,
          }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** What every current browser sends. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/**
 * Cold `super/list`: `changes` times, an unassigned review assigned, then the first list
 * request after it (it waits for the list to be built again). The times are to the last byte.
 */
export async function measureColdList(
  database: Database,
  {
    base,
    cookie,
    adminId,
    municipalityKey,
    changes,
  }: { base: string; cookie: string; adminId: number; municipalityKey: string; changes: number },
): Promise<{ cold: number[]; assign: number[]; coldBr: number; tag: string }> {
  const url = `${base}/super/list`;
  const browser = { cookie, 'accept-encoding': BROWSER_ENCODINGS };
  const result = (await database.db.execute(
    sql`select id from applications a
      where a.municipality_key = ${municipalityKey}
        and a.review_status not in ('complete', 'withdrawn')
        and not exists (select from reviews r where r.application_id = a.id)
      order by id limit ${changes}`,
  )) as unknown as { rows: { id: number | string }[] };
  const ids = result.rows.map((r) => Number(r.id));
  let tag = okAnswer(await rawGet(url, browser)).etag;
  const cold: number[] = [];
  const assign: number[] = [];
  let coldBr = 0;
  for (const id of ids) {
    // Staff act seconds apart: the last change's smaller copy is made before the next one.
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    const started = performance.now();
    const res = await fetch(`${base}/super/assign_review`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ reviews: [{ id, user: adminId }] }),
    });
    const body = await res.text();
    assign.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`assign_review answered ${res.status}: ${body}`);
    const answer = okAnswer(await rawGet(url, { ...browser, 'if-none-match': tag }));
    if (answer.etag === tag) throw new Error('the list did not move with an assignment');
    tag = answer.etag;
    cold.push(answer.ms);
    coldBr = answer.body.byteLength;
  }
  return { cold, assign, coldBr, tag };
}

function okAnswer(answer: RawAnswer, status = 200): RawAnswer {
  if (answer.status !== status) throw new Error(`super/list answered ${answer.status}`);
  return answer;
}

async function measureOn(database: Database): Promise<ListFigures> {
  await database.migrate();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CAPTCHA_HMAC_KEY: 'bench' });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const adminId = await seedReviews(database);
    await database.db.execute(sql`analyze`);
    const port = (app.server.address() as AddressInfo).port;
    const token = await createSession(
      database.db,
      { userId: adminId, municipalityKey: MUNICIPALITY },
      new Date(),
    );
    const base = `http://127.0.0.1:${port}/api`;
    const url = `${base}/super/list`;
    const cookie = `${SESSION_COOKIE}=${token}`;
    const browser = { cookie, 'accept-encoding': BROWSER_ENCODINGS };

    const { cold, assign, coldBr, tag } = await measureColdList(database, {
      base,
      cookie,
      adminId,
      municipalityKey: MUNICIPALITY,
      changes: CHANGES,
    });
    // The smaller copy of each encoding is made after its first answer went out.
    okAnswer(await rawGet(url, { cookie, 'accept-encoding': 'gzip' }));
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));

    // Warm: the same list again, as a browser without it and as one holding it.
    const warm: number[] = [];
    const notModified: number[] = [];
    let last: RawAnswer | undefined;
    for (let i = 0; i < REQUESTS; i++) {
      last = okAnswer(await rawGet(url, browser));
      warm.push(last.ms);
      notModified.push(okAnswer(await rawGet(url, { ...browser, 'if-none-match': tag }), 304).ms);
    }
    const identity = okAnswer(await rawGet(url, { cookie, 'accept-encoding': 'identity' })).body;
    const gzipped = okAnswer(await rawGet(url, { cookie, 'accept-encoding': 'gzip' })).body;
    if (!last || last.encoding !== 'br') throw new Error('the browser was not sent brotli');
    if (!zlib.brotliDecompressSync(last.body).equals(identity)) {
      throw new Error('the brotli answer differs');
    }
    if (!zlib.gunzipSync(gzipped).equals(identity)) throw new Error('the gzip answer differs');
    const rows = (JSON.parse(identity.toString()) as string[]).length;

    const queries: number[] = [];
    for (let i = 0; i < CHANGES; i++) {
      const started = performance.now();
      await listReviewRowsJson(database.db, MUNICIPALITY, database.driver);
      queries.push(performance.now() - started);
    }
    const levels: ListFigures['levels'] = [];
    const timed = async (name: string, compress: () => Promise<Buffer>) => {
      const times: number[] = [];
      let bytes = 0;
      for (let i = 0; i < 3; i++) {
        const started = performance.now();
        bytes = (await compress()).byteLength;
        times.push(performance.now() - started);
      }
      levels.push({ name, ms: stats(times).p50, bytes });
    };
    for (const quality of [1, 2, 3, 4, 5, 6, 9]) {
      await timed(`brotli ${quality}`, () =>
        brotli(identity, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
          },
        }),
      );
    }
    for (const level of [1, 6, 9]) {
      await timed(`gzip ${level}`, () => gzip(identity, { level }));
    }

    const comps: number[] = [];
    let compCount = 0;
    for (let i = 0; i < REQUESTS; i++) {
      const started = performance.now();
      const res = await fetch(`${base}/super/rpscomps`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({
          parcel_id: 'BENCH-P1',
          swis_co: '01',
          swis_town: '0102',
          swis_vg: '010203',
        }),
      });
      const body = (await res.json()) as unknown[];
      comps.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`rpscomps answered ${res.status}`);
      compCount = body.length;
    }
    const compStats = stats(comps);

    // Decision 023: a whole season assigned in one all-or-none request, then taken back.
    const all = (await database.db.execute(
      sql`select id from applications where municipality_key = ${MUNICIPALITY} order by id`,
    )) as unknown as { rows: { id: number | string }[] };
    const bulkAssign: number[] = [];
    for (const user of [adminId, null, adminId]) {
      const started = performance.now();
      const res = await fetch(`${base}/super/assign_review`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ reviews: all.rows.map((r) => ({ id: Number(r.id), user })) }),
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`bulk assign_review answered ${res.status}`);
      bulkAssign.push(performance.now() - started);
    }
    return {
      cold: stats(cold),
      warm: stats(warm),
      notModified: stats(notModified),
      assign: stats(assign),
      queryP50: stats(queries).p50,
      bytes: {
        identity: identity.byteLength,
        gzip: gzipped.byteLength,
        br: last.body.byteLength,
        coldBr,
      },
      levels,
      rows,
      compsP50: compStats.p50,
      compsP95: compStats.p95,
      compCount,
      bulkAssign,
    };
  } finally {
    await app.close();
  }
}

export async function measureReview(): Promise<string> {
  const postgres = await withPostgresDatabase(async (url) => {
    const database = await openDatabase({ kind: 'postgres', url });
    try {
      return await measureOn(database);
    } finally {
      await database.close();
    }
  });
  const pglite = await (async () => {
    const database = await openDatabase({ kind: 'pglite' });
    try {
      return await measureOn(database);
    } finally {
      await database.close();
    }
  })();
  if (postgres.rows !== APPLICATIONS || pglite.rows !== APPLICATIONS) {
    throw new Error(`super/list answered ${postgres.rows} and ${pglite.rows} rows`);
  }
  const goal = (pg: Stats, lite: Stats) =>
    `p95 ≤ ${GOAL_P95_MS} ms: ${[
      ['PostgreSQL', pg],
      ['PGlite', lite],
    ]
      .map(
        ([name, s]) =>
          `${name as string} ${(s as Stats).p95 <= GOAL_P95_MS ? 'met' : 'not met'} (${((s as Stats).p95 / GOAL_P95_MS).toFixed(2)} of it)`,
      )
      .join(', ')}`;
  const ms = (s: Stats) => `${s.p50.toFixed(0)} / ${s.p95.toFixed(0)} ms`;
  const kb = (bytes: number) => `${fmt(bytes / 1024)} KB`;
  const { quick, best } = REVIEW_LIST_COMPRESSION;
  return `## Staff review

\`GET /api/super/list\` with ${fmt(APPLICATIONS)} applications (a third with a review row), over
HTTP, p50 / p95. **Cold** is the first request after a staff action (${CHANGES} times: an
assignment through \`POST /api/super/assign_review\`, then the list, as a browser asks for it);
it waits for the list to be built. **Warm** is ${REQUESTS} requests in turn while the list is
unchanged; **304** the same with the browser's ETag.

| measurement | PostgreSQL | PGlite | goal |
| --- | --- | --- | --- |
| cold (built for the request) | ${ms(postgres.cold)} | ${ms(pglite.cold)} | ${goal(postgres.cold, pglite.cold)} |
| warm (kept bytes, brotli) | ${ms(postgres.warm)} | ${ms(pglite.warm)} | ${goal(postgres.warm, pglite.warm)} |
| 304 (If-None-Match) | ${ms(postgres.notModified)} | ${ms(pglite.notModified)} | |
| the build's query alone through the driver, p50 | ${postgres.queryP50.toFixed(0)} ms | ${pglite.queryP50.toFixed(0)} ms | |
| the staff action before each cold request (assign one review), p50 / p95 | ${ms(postgres.assign)} | ${ms(pglite.assign)} | |
| \`POST /api/super/rpscomps\`, ${fmt(SALES)} sales, ${postgres.compCount} comparables answered | ${postgres.compsP50.toFixed(0)} / ${postgres.compsP95.toFixed(0)} ms | ${pglite.compsP50.toFixed(0)} / ${pglite.compsP95.toFixed(0)} ms | |
| \`POST /api/super/assign_review\` of all ${fmt(APPLICATIONS)} in one request (assign, remove, assign again) | ${postgres.bulkAssign.map((t) => t.toFixed(0)).join(', ')} ms | ${pglite.bulkAssign.map((t) => t.toFixed(0)).join(', ')} ms | |

Bytes on the wire: a browser gets ${kb(postgres.bytes.coldBr)} on a cold request (brotli ${quick.brotliQuality}, quick, so
the request does not wait for a smaller copy) and ${kb(postgres.bytes.br)} once warm (brotli ${best.brotliQuality}, made after the
cold answer went out); ${kb(postgres.bytes.gzip)} with gzip ${best.gzipLevel} only, ${kb(postgres.bytes.identity)} uncompressed; a 304
sends none. Before this design (2026-11-23, load average 11-14) every request rendered the
rows in the database: p95 975 ms on PostgreSQL and 731 ms on PGlite, 445 KB gzipped.

Compressing the ${kb(postgres.bytes.identity)} answer once, the other levels (median of 3, in
this process, PostgreSQL run):

| level | time | bytes |
| --- | --- | --- |
${postgres.levels.map((l) => `| ${l.name} | ${l.ms.toFixed(0)} ms | ${kb(l.bytes)} |`).join('\n')}

How (decision 024): each application's list row is kept as the text it has in the answer
(\`review_list_rows\`, written by triggers on \`applications\` and \`reviews\`), and a
per-municipality revision moves at the commit of every transaction that changed one. A request
reads the revision (one primary-key query): the browser's ETag gets a 304; otherwise the
answer built for that revision is sent from memory, compressed once per encoding. A cold
request joins the kept texts (the query above) and compresses them for the encoding asked.
The machine's load average at the start is in the line above.
rpscomps reads at most 300 recent sales of the subject's class group (its neighbourhood
first) on the sales index and ranks them with the domain's \`rankComparables\`, the
applicant's suggestions' function.
`;
}
