/**
 * Filing: `POST /api/ir/submit_review` over real HTTP on PostgreSQL (a scratch database on the
 * local server, dropped after), with 50 applicants submitting at once, each for their own
 * parcel with two draft files to attach; beside it the same submissions one at a time (the
 * baseline), and 50 applicants racing for one parcel (one application, 49 app_exists).
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { createSession, SESSION_COOKIE } from '../src/modules/sessions/index.ts';
import { insertApplicationFile } from '../src/modules/uploads/index.ts';
import { insertUser } from '../src/modules/users/index.ts';
import { fmt, percentile, ratio, withPostgresDatabase } from './processes.ts';

const APPLICANTS = 50;
/** Rounds of 50 concurrent submissions, each applicant for a new parcel every round. */
const ROUNDS = 8;
/** Parcels in the municipality, so the parcel lookup and the unique index are not toy-sized. */
const PARCELS = 50_000;
const FILES_PER_APPLICATION = 2;
const MUNICIPALITY = 'development';

interface Latencies {
  p50: number;
  p95: number;
  count: number;
  perSecond: number;
}

function summarise(latencies: number[], wallMs: number): Latencies {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    count: sorted.length,
    perSecond: (sorted.length / wallMs) * 1000,
  };
}

interface Applicant {
  id: number;
  cookie: string;
  ip: string;
}

interface SubmitFigures {
  concurrent: Latencies;
  sequential: Latencies;
  race: Latencies & { won: number; refused: number };
}

export async function seedParcels(database: Database): Promise<void> {
  await database.db.execute(sql`
    insert into parcels (municipality_key, sbl, parcel_id, swis_co, swis_town, swis_vg,
      prop_class, own_code, nbhd_code, loc_st_nbr, loc_st_name, loc_mail_st_suff, full_address,
      land_av, total_av, sfla)
    select ${MUNICIPALITY}, 'B' || lpad(n::text, 6, '0'), 'P' || n, '4800', '4820', '482001',
      '210', 'O', 'N' || (n % 40), n::text, 'Bench', 'St', n || ' Bench St', 40000 + n,
      200000 + n, 1500
    from generate_series(1, ${PARCELS}) as n`);
}

async function seedApplicants(database: Database): Promise<Applicant[]> {
  const applicants: Applicant[] = [];
  for (let i = 0; i < APPLICANTS; i++) {
    const user = await insertUser(database.db, {
      municipalityKey: MUNICIPALITY,
      email: `bench-filer-${i}@example.com`,
      passwordHash: null,
      role: 'user',
      status: 'active',
      verifiedAt: new Date(),
    });
    if (!user) throw new Error('the bench applicant was not created');
    const token = await createSession(
      database.db,
      { userId: user.id, municipalityKey: MUNICIPALITY },
      new Date(),
    );
    applicants.push({ id: user.id, cookie: `${SESSION_COOKIE}=${token}`, ip: `10.77.0.${i + 1}` });
  }
  return applicants;
}

export const sblOf = (n: number) => `B${String(n).padStart(6, '0')}`;

async function addDrafts(database: Database, applicant: Applicant, sbl: string): Promise<void> {
  for (let k = 0; k < FILES_PER_APPLICATION; k++) {
    await insertApplicationFile(database.db, {
      municipalityKey: MUNICIPALITY,
      applicationId: null,
      uploadedBy: applicant.id,
      sbl,
      sha256: createHash('sha256').update(`${applicant.id}/${sbl}/${k}`).digest('hex'),
      size: 250_000,
      mime: 'application/pdf',
      originalName: `evidence-${k}.pdf`,
      uploadedAt: new Date(),
      staff: false,
      addedAfterFiling: false,
    });
  }
}

/** A solved captcha per submission, fetched and solved before the clock starts. */
export async function captcha(base: string): Promise<string> {
  const challenge = (await (await fetch(`${base}/api/auth/captcha`)).json()) as Parameters<
    typeof solveChallenge
  >[0]['challenge'];
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the captcha could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export function payload(sbl: string, solved: string) {
  return JSON.stringify({
    captcha: solved,
    sbl,
    isOwner: false,
    pOFirstName: 'Olive',
    pOLastName: 'Owner',
    pOAddress1: '1 Bench St',
    pOAddress2: '',
    pOCity: 'Kent',
    pOState: 'NY',
    pOZipCode: '10512',
    pOPhone: '(845) 555-0101',
    appFirstName: 'Adam',
    appLastName: 'Agent',
    appAddress1: '2 Main St',
    appAddress2: '',
    appCity: 'Carmel',
    appState: 'NY',
    appZipCode: '10512',
    appPhone: '(845) 555-0202',
    desiredValue: '150000',
    reason: 'comparable_sales',
    valueComments: 'Similar houses sold for less.',
    comp1: 'B000001',
    comp2: 'B000002',
    comp3: '',
    comp4: '',
    comp5: '',
    save_applicant: true,
  });
}

/** One timed submission; returns its latency and status. */
async function submitOnce(
  base: string,
  applicant: Applicant,
  body: string,
): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const res = await fetch(`${base}/api/ir/submit_review`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: applicant.cookie,
      // Believed (TRUST_PROXY): one address per applicant, as in real life.
      'x-forwarded-for': applicant.ip,
    },
    body,
  });
  await res.arrayBuffer();
  return { ms: performance.now() - started, status: res.status };
}

async function measureOn(database: Database): Promise<SubmitFigures> {
  await database.migrate();
  // The receipts the mail worker writes as .eml files go to a scratch folder, removed after.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ir-bench-submit-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    CAPTCHA_HMAC_KEY: 'bench',
    // Small proof of work: the solving happens before the clock starts anyway.
    CAPTCHA_COMPLEXITY: '100',
    TRUST_PROXY: 'true',
  });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    await seedParcels(database);
    const applicants = await seedApplicants(database);
    let next = 100;

    // Warm-up: connections, prepared plans, JIT of the handlers; not counted.
    for (const applicant of applicants.slice(0, 5)) {
      const sbl = sblOf((next += 1));
      await addDrafts(database, applicant, sbl);
      const r = await submitOnce(base, applicant, payload(sbl, await captcha(base)));
      if (r.status !== 200) throw new Error(`warm-up submission answered ${r.status}`);
    }

    // Baseline: the same submission, one at a time.
    const sequential: number[] = [];
    let sequentialWall = 0;
    for (const applicant of applicants) {
      const sbl = sblOf((next += 1));
      await addDrafts(database, applicant, sbl);
      const body = payload(sbl, await captcha(base));
      const r = await submitOnce(base, applicant, body);
      if (r.status !== 200) throw new Error(`sequential submission answered ${r.status}`);
      sequential.push(r.ms);
      sequentialWall += r.ms;
    }

    // 50 applicants at once, each for their own parcel, ROUNDS times.
    const concurrent: number[] = [];
    let concurrentWall = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const prepared = [];
      for (const applicant of applicants) {
        const sbl = sblOf((next += 1));
        await addDrafts(database, applicant, sbl);
        prepared.push({ applicant, body: payload(sbl, await captcha(base)) });
      }
      const started = performance.now();
      const results = await Promise.all(
        prepared.map(({ applicant, body }) => submitOnce(base, applicant, body)),
      );
      concurrentWall += performance.now() - started;
      for (const r of results) {
        if (r.status !== 200) throw new Error(`concurrent submission answered ${r.status}`);
        concurrent.push(r.ms);
      }
    }

    // 50 applicants racing for one parcel.
    const raceSbl = sblOf((next += 1));
    const raceBodies = [];
    for (const applicant of applicants) {
      raceBodies.push({ applicant, body: payload(raceSbl, await captcha(base)) });
    }
    const raceStarted = performance.now();
    const raced = await Promise.all(
      raceBodies.map(({ applicant, body }) => submitOnce(base, applicant, body)),
    );
    const raceWall = performance.now() - raceStarted;
    const won = raced.filter((r) => r.status === 200).length;
    const refused = raced.filter((r) => r.status === 409).length;
    if (won !== 1 || refused !== APPLICANTS - 1) {
      throw new Error(`the race made ${won} applications and ${refused} refusals`);
    }
    return {
      sequential: summarise(sequential, sequentialWall),
      concurrent: summarise(concurrent, concurrentWall),
      race: {
        ...summarise(
          raced.map((r) => r.ms),
          raceWall,
        ),
        won,
        refused,
      },
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function measureSubmit(): Promise<string> {
  const figures = await withPostgresDatabase(async (url) => {
    // The pool size every instance runs with by default.
    const database = await openDatabase({ kind: 'postgres', url });
    try {
      return await measureOn(database);
    } finally {
      await database.close();
    }
  });
  const { sequential: s, concurrent: c, race: r } = figures;
  return `## Filing: submit_review

| measurement | p50 / p95 | submissions/s | p95 ratio to baseline |
| --- | --- | --- | --- |
| \`POST /api/ir/submit_review\` over HTTP on PostgreSQL, one applicant at a time (baseline, ${s.count} submissions) | ${s.p50.toFixed(0)} / ${s.p95.toFixed(0)} ms | ${fmt(s.perSecond)} | 1.00 |
| ${APPLICANTS} applicants at once, each for their own parcel, ${ROUNDS} rounds (${c.count} submissions) | ${c.p50.toFixed(0)} / ${c.p95.toFixed(0)} ms | ${fmt(c.perSecond)} | ${ratio(c.p95, s.p95)} |
| ${APPLICANTS} applicants at once for one parcel (${r.won} application, ${r.refused} \`app_exists\`) | ${r.p50.toFixed(0)} / ${r.p95.toFixed(0)} ms | ${fmt(r.perSecond)} | ${ratio(r.p95, s.p95)} |

Each submission is the whole call: session, rate limit, validation, captcha (solved before the
clock starts, verified and recorded as used), filing period, parcel lookup among
${fmt(PARCELS)} parcels, then one transaction that inserts the application, attaches
${FILES_PER_APPLICATION} draft files, saves the applicant and queues the receipt e-mail. One
app instance with the default pool of 10 connections, on the local PostgreSQL server, in a
scratch database dropped after. With 50 requests always in flight, each waits for the ones
ahead of it: the concurrent latency is about 50 divided by the submissions per second (Little's
law), so the throughput is the figure to compare between machines; the ratio to the
one-at-a-time baseline is that queue, not contention between applicants. The race for one
parcel ends in one application and 49 rolled-back inserts, each answered 409.
`;
}
