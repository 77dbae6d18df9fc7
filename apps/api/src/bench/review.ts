/**
 * Staff review with a large municipality (issue #8 "Measured"): `GET /api/super/list` with
 * 20,000 applications on both databases, and the bytes it puts on the wire; rpscomps with
 * 100,000 sales.
 */
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { listReviewRowsJson } from '../modules/review/index.ts';
import { createSession, SESSION_COOKIE } from '../modules/sessions/index.ts';
import { fmt, withPostgresDatabase } from './processes.ts';

const APPLICATIONS = 20_000;
const SALES = 100_000;
const REQUESTS = 50;
const GOAL_P95_MS = 150;
const MUNICIPALITY = 'development';

/**
 * 20,000 applications over a filing season, a third of them with a review row (assigned,
 * FAR or complete), written in two statements.
 */
async function seed(database: Database): Promise<number> {
  const [admin] = await database.db
    .insert(users)
    .values({
      municipalityKey: MUNICIPALITY,
      email: 'bench-reviewer@example.com',
      passwordHash: null,
      role: 'admin',
      status: 'active',
      verifiedAt: new Date(),
    })
    .returning({ id: users.id });
  if (!admin) throw new Error('the bench admin was not created');
  await database.db.execute(sql`
    insert into applications (
      municipality_key, filing_year, sbl, parcel_id, prop_class, received_total_value,
      received_land_value, loc_st_nbr, loc_st_name, full_address, owner_first_name,
      owner_last_name, owner_address1, owner_city, owner_state, owner_zip, owner_phone,
      applicant_is_owner, desired_value, reason, review_status, submitted_at)
    select ${MUNICIPALITY}, 2025, lpad((n / 100)::text, 3, '0') || '.' || lpad((n % 100)::text, 2, '0') || '-1-' || n,
           'P' || n, (array['210', '220', '230', '311', '411'])[1 + n % 5], 100000 + (n % 900) * 1000,
           20000 + (n % 300) * 100, (n % 999 + 1)::text, 'Street ' || (n % 400), (n % 999 + 1) || ' Street ' || (n % 400),
           'Owner', 'Number ' || n, '1 Main St', 'Town', 'NY', '12345', '518-555-0100', true,
           90000 + (n % 900) * 1000, 'comparable_sales',
           (array['incomplete', 'incomplete', 'far', 'complete'])[1 + n % 4],
           timestamptz '2025-01-02' + (n * interval '6 minutes')
    from generate_series(1, ${APPLICATIONS}) as n`);
  await database.db.execute(sql`
    insert into reviews (application_id, municipality_key, assigned_to, who_reviewed,
      total_value_change, data_change_needed, data_change_complete, version)
    select id, municipality_key, ${admin.id}, 'bench-reviewer@example.com',
           case when id % 2 = 0 then 'Y' else 'N' end, 'Y', case when review_status = 'complete' then 'Y' else 'N' end, 1
    from applications where municipality_key = ${MUNICIPALITY} and id % 3 = 0`);
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

interface ListFigures {
  compsP50: number;
  compsP95: number;
  compCount: number;
  /** The query alone, through the driver, in the same process: the baseline. */
  queryP50: number;
  p50: number;
  p95: number;
  bytes: number;
  gzipBytes: number;
  rows: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] as number;

async function measureOn(database: Database): Promise<ListFigures> {
  await database.migrate();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CAPTCHA_HMAC_KEY: 'bench' });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const adminId = await seed(database);
    await database.db.execute(sql`analyze`);
    const port = (app.server.address() as AddressInfo).port;
    const token = await createSession(
      database.db,
      { userId: adminId, municipalityKey: MUNICIPALITY },
      new Date(),
    );
    const url = `http://127.0.0.1:${port}/api/super/list`;
    const cookie = `${SESSION_COOKIE}=${token}`;
    const latencies: number[] = [];
    let bytes = 0;
    let rows = 0;
    for (let i = 0; i < REQUESTS; i++) {
      const started = performance.now();
      const res = await fetch(url, { headers: { cookie, 'accept-encoding': 'identity' } });
      const body = await res.text();
      latencies.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`super/list answered ${res.status}`);
      bytes = Buffer.byteLength(body);
      rows = (JSON.parse(body) as string[]).length;
    }
    // What a browser receives: fetch would decode it, so read the raw compressed bytes.
    const raw = await new Promise<Buffer>((resolve, reject) => {
      import('node:http')
        .then(({ get }) =>
          get(url, { headers: { cookie, 'accept-encoding': 'gzip' } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve(Buffer.concat(chunks)));
            res.on('error', reject);
          }).on('error', reject),
        )
        .catch(reject);
    });
    if (gunzipSync(raw).byteLength !== bytes) throw new Error('the gzip answer differs');
    latencies.sort((a, b) => a - b);
    const comps: number[] = [];
    let compCount = 0;
    for (let i = 0; i < REQUESTS; i++) {
      const started = performance.now();
      const res = await fetch(`http://127.0.0.1:${port}/api/super/rpscomps`, {
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
    comps.sort((a, b) => a - b);
    const queries: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const started = performance.now();
      await listReviewRowsJson(database.db, MUNICIPALITY);
      queries.push(performance.now() - started);
    }
    queries.sort((a, b) => a - b);
    return {
      compsP50: percentile(comps, 0.5),
      compsP95: percentile(comps, 0.95),
      compCount,
      queryP50: percentile(queries, 0.5),
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      bytes,
      gzipBytes: raw.byteLength,
      rows,
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
  return `## Staff review

| measurement | figure | goal |
| --- | --- | --- |
| \`GET /api/super/list\`, ${fmt(APPLICATIONS)} applications (a third with a review row), PostgreSQL, ${REQUESTS} requests in turn, p50 / p95 | ${postgres.p50.toFixed(0)} / ${postgres.p95.toFixed(0)} ms | p95 ≤ ${GOAL_P95_MS} ms (${(postgres.p95 / GOAL_P95_MS).toFixed(2)} of it) |
| same on PGlite, p50 / p95 | ${pglite.p50.toFixed(0)} / ${pglite.p95.toFixed(0)} ms | p95 ≤ ${GOAL_P95_MS} ms (${(pglite.p95 / GOAL_P95_MS).toFixed(2)} of it) |
| baseline: its query alone through the driver, p50, PostgreSQL / PGlite | ${postgres.queryP50.toFixed(0)} / ${pglite.queryP50.toFixed(0)} ms (the request takes ${(postgres.p50 / postgres.queryP50).toFixed(2)} / ${(pglite.p50 / pglite.queryP50).toFixed(2)} times as long) | |
| its answer, uncompressed | ${fmt(postgres.bytes / 1024)} KB | |
| on the wire with gzip (what a browser receives) | ${fmt(postgres.gzipBytes / 1024)} KB | |
| \`POST /api/super/rpscomps\`, ${fmt(SALES)} sales, ${postgres.compCount} comparables answered, PostgreSQL p50 / p95 | ${postgres.compsP50.toFixed(0)} / ${postgres.compsP95.toFixed(0)} ms | |
| same on PGlite, p50 / p95 | ${pglite.compsP50.toFixed(0)} / ${pglite.compsP95.toFixed(0)} ms | |

One query (applications LEFT JOIN reviews, by municipality, newest first) in which the
database writes the whole answer, each row's JSON text inside a JSON array (decision 021); the
route sends it as it is. Most of the time is the database building and shipping 20,000 rows'
text: the machine's load average at the start is in the line above, and the ratio to the
baseline is what carries across machines. rpscomps reads at most 300 recent sales of the
subject's class group (its neighbourhood first) on the sales index and ranks them with the
domain's \`rankComparables\`, the applicant's suggestions' function.
`;
}
