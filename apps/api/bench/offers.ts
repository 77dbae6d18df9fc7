/**
 * Preliminary offers on a fresh embedded database (PGlite): a few hundred filings seeded, then
 * through the whole app (`app.inject`: every hook, the session, the contract, the service's
 * transaction) `POST /api/super/offer` (first offers, and second offers after a counter) and
 * `POST /api/applications/respond_offer` (accept and counter), one call at a time, beside the
 * final decision they stand in for (`POST /api/super/complete` and today's accept,
 * `POST /api/applications/respond`, on filings of their own); then the lapse sweep over every
 * second offer left unanswered, run as the app's worker runs it with its time moved past the
 * respond-by day.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { lapseDueOffers } from '../src/modules/offers/index.ts';
import { recordOwnerEvent } from '../src/modules/review/index.ts';
import { KENT, seedKentFilings } from './kent-filings.ts';
import { fmt, percentile, ratio } from './processes.ts';

const MUNICIPALITY = KENT;
const HOST = `${MUNICIPALITY}.localhost`;
/** The app's clock: inside Kent's filing season, weeks before Grievance Day. */
const NOW = new Date('2026-02-10T15:00:00Z');
/** The sweep's time: past the last day of every offer sent at NOW. */
const SWEEP_AT = new Date('2026-03-20T15:00:00Z');
/** Filings answered once and not counted (the first calls compile and warm the caches). */
const WARM_UP = 10;
const WARM_UP_DECIDED = 4;
/** Filings that get an offer: half accept it, half counter and get a second one. */
const OFFERED = 300;
/** Filings that get today's final decision and its accept, for the ratios. */
const DECIDED = 100;
const FILINGS = WARM_UP + WARM_UP_DECIDED + OFFERED + DECIDED;
const OWNERS = 40;

interface Figures {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  perSecond: number;
}

function summarise(latencies: number[]): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  const wall = latencies.reduce((sum, ms) => sum + ms, 0);
  return {
    count: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    perSecond: (sorted.length / wall) * 1000,
  };
}

/** One POST through the whole app, timed; anything but 200 stops the bench. */
async function post(
  app: FastifyInstance,
  url: string,
  cookie: string,
  payload: Record<string, unknown>,
): Promise<number> {
  const started = performance.now();
  const res = await app.inject({
    method: 'POST',
    url,
    headers: { host: HOST, cookie },
    payload,
    remoteAddress: '198.51.100.20',
  });
  const ms = performance.now() - started;
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
  return ms;
}

/** Each review's version, as the review screen would have read it. */
async function versions(database: Database): Promise<Map<number, number>> {
  const rows = (await database.db.execute(
    sql`select application_id, version from reviews where municipality_key = ${MUNICIPALITY}`,
  )) as unknown as { rows: { application_id: number | string; version: number | string }[] };
  return new Map(rows.rows.map((r) => [Number(r.application_id), Number(r.version)]));
}

interface OfferFigures {
  firstOffer: Figures;
  secondOffer: Figures;
  accept: Figures;
  counter: Figures;
  complete: Figures;
  decisionAccept: Figures;
  lapse: { due: number; lapsed: number; passes: number; ms: number; perOffer: number };
  counts: Record<string, number>;
}

async function measureOn(database: Database): Promise<OfferFigures> {
  await database.migrate();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ir-bench-offers-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    CAPTCHA_HMAC_KEY: 'bench',
  });
  // The event-loop check is off: PGlite runs in this thread, so a late loop is the bench's own.
  const app = await buildApp({
    config,
    database,
    logger: false,
    clock: () => NOW,
    overloadLimits: { maxEventLoopDelayMs: 0 },
  });
  await app.ready();
  try {
    const { reviewerCookie, filings } = await seedKentFilings(database, {
      filings: FILINGS,
      owners: OWNERS,
      section: 100,
      street: 'Offer Road',
      now: NOW,
    });
    await database.db.execute(sql`analyze`);
    const warmOffered = filings.slice(0, WARM_UP);
    const warmDecided = filings.slice(WARM_UP, WARM_UP + WARM_UP_DECIDED);
    const offered = filings.slice(WARM_UP + WARM_UP_DECIDED, WARM_UP + WARM_UP_DECIDED + OFFERED);
    const decided = filings.slice(WARM_UP + WARM_UP_DECIDED + OFFERED);
    const accepting = offered.filter((_, i) => i % 2 === 0);
    const countering = offered.filter((_, i) => i % 2 === 1);

    type Filing = { id: number; cookie: string };
    const sendOffer = (id: number, version: number, respondDays: number) =>
      post(app, '/api/super/offer', reviewerCookie, {
        id,
        version,
        offered_total_value: '200000',
        offered_land_value: '45000',
        decision_reason: 'comparable_sales_support',
        decision_explanation: 'Three nearby sales support a lower value.',
        respond_days: respondDays,
      });
    const acceptOffer = (f: Filing) =>
      post(app, '/api/applications/respond_offer', f.cookie, {
        id: f.id,
        decision: 'accept',
        name: 'Olive Owner',
      });
    const counterOffer = (f: Filing) =>
      post(app, '/api/applications/respond_offer', f.cookie, {
        id: f.id,
        decision: 'counter',
        counter_value: 185000,
        counter_reason: 'Two houses on my street sold for less this winter.',
      });
    // COMPLETE at the offer's values, as the review screen sends it.
    const complete = (f: Filing) =>
      post(app, '/api/super/complete', reviewerCookie, {
        id: f.id,
        version: 0,
        review_status: 'complete',
        land_value_change: 'Y',
        total_value_change: 'Y',
        data_change_needed: 'N',
        sketch_change_needed: 'N',
        data_change_complete: 'N',
        sketch_change_complete: 'N',
        partial_assessment: false,
        assessed_total_value: '200000',
        assessed_land_value: '45000',
        ir_notes: '',
        far_why: '',
        decision_reason: 'comparable_sales_support',
        decision_explanation: 'Three nearby sales support a lower value.',
        documents: [],
      });
    const acceptDecision = (f: Filing) =>
      post(app, '/api/applications/respond', f.cookie, {
        id: f.id,
        decision: 'accept',
        name: 'Olive Owner',
      });

    // Warm-up, not counted: offers answered both ways, decisions accepted.
    for (const [i, f] of warmOffered.entries()) {
      await sendOffer(f.id, 0, 10);
      await (i % 2 === 0 ? counterOffer(f) : acceptOffer(f));
    }
    for (const f of warmDecided) {
      await complete(f);
      await acceptDecision(f);
    }

    // Each offer call and its baseline take turns, so a change in the machine's load falls on
    // both alike: a COMPLETE after every third offer, today's accept beside two of every three
    // pairs of answers.
    const firstOffer: number[] = [];
    const completeTimes: number[] = [];
    let next = 0;
    for (const [i, f] of offered.entries()) {
      firstOffer.push(await sendOffer(f.id, 0, 10));
      if (i % 3 === 0 && next < decided.length)
        completeTimes.push(await complete(decided[next++]!));
    }
    const accept: number[] = [];
    const counter: number[] = [];
    const decisionAccept: number[] = [];
    next = 0;
    for (const [i, f] of accepting.entries()) {
      accept.push(await acceptOffer(f));
      counter.push(await counterOffer(countering[i]!));
      if (i % 3 !== 2 && next < decided.length) {
        decisionAccept.push(await acceptDecision(decided[next++]!));
      }
    }
    if (completeTimes.length !== DECIDED || decisionAccept.length !== DECIDED) {
      throw new Error(`${completeTimes.length} and ${decisionAccept.length} baseline calls`);
    }
    // The second offers are left unanswered, three days to answer: the sweep lapses them.
    const after = await versions(database);
    const secondOffer: number[] = [];
    for (const f of countering) secondOffer.push(await sendOffer(f.id, after.get(f.id) ?? 0, 3));

    // The sweep, passes run back to back as the worker runs them while more may be due.
    const deps = {
      db: app.database.workerDb,
      config: app.config,
      municipalities: app.municipalities,
      recordHistory: recordOwnerEvent,
    };
    let lapsed = 0;
    let passes = 0;
    const sweepStarted = performance.now();
    for (let more = true; more; passes += 1) {
      const pass = await lapseDueOffers(deps, SWEEP_AT);
      lapsed += pass.lapsed;
      more = pass.more;
    }
    const sweepMs = performance.now() - sweepStarted;
    if (lapsed !== countering.length) {
      throw new Error(`${lapsed} offers lapsed, ${countering.length} were due`);
    }

    const counted = (await database.db.execute(
      sql`select status, count(*)::int as n from review_offers
          where municipality_key = ${MUNICIPALITY} group by status`,
    )) as unknown as { rows: { status: string; n: number | string }[] };
    const counts = Object.fromEntries(counted.rows.map((r) => [r.status, Number(r.n)]));
    return {
      firstOffer: summarise(firstOffer),
      secondOffer: summarise(secondOffer),
      accept: summarise(accept),
      counter: summarise(counter),
      complete: summarise(completeTimes),
      decisionAccept: summarise(decisionAccept),
      lapse: {
        due: countering.length,
        lapsed,
        passes,
        ms: sweepMs,
        perOffer: sweepMs / lapsed,
      },
      counts,
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function measureOffers(): Promise<string> {
  const database = await openDatabase({ kind: 'pglite' });
  let f: OfferFigures;
  try {
    f = await measureOn(database);
  } finally {
    await database.close();
  }
  const statuses = Object.entries(f.counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, n]) => `${n} ${status}`)
    .join(', ');
  const line = (name: string, x: Figures, baseline?: Figures) =>
    `| ${name} | ${x.count} | ${x.p50.toFixed(1)} / ${x.p95.toFixed(1)} / ${x.p99.toFixed(1)} ms | ${fmt(x.perSecond)} | ${baseline ? ratio(x.p95, baseline.p95) : '1 (baseline)'} |`;
  return `## Preliminary offers: POST /api/super/offer and respond_offer

| call (one at a time, through \`app.inject\`) | calls | p50 / p95 / p99 | calls/s | p95 ratio to its baseline |
| --- | --- | --- | --- | --- |
${line("`POST /api/super/complete`, today's final decision (baseline for the offers)", f.complete)}
${line('`POST /api/super/offer`, a first offer', f.firstOffer, f.complete)}
${line('`POST /api/super/offer`, a second offer after a counter', f.secondOffer, f.complete)}
${line("`POST /api/applications/respond`, today's accept of a decision (baseline for the answers)", f.decisionAccept)}
${line('`POST /api/applications/respond_offer`, accept (completes the review, signed agreement)', f.accept, f.decisionAccept)}
${line('`POST /api/applications/respond_offer`, counter (back to the reviewer)', f.counter, f.decisionAccept)}

The lapse sweep (\`lapseDueOffers\`, as the app's worker runs it, its time moved past the last
day): ${fmt(f.lapse.due)} due offers, ${f.lapse.lapsed} lapsed (each once) in ${f.lapse.passes} passes, ${fmt(f.lapse.ms)} ms in all:
**${f.lapse.perOffer.toFixed(1)} ms per offer**, each in its own transaction under the filing's row lock with
the status moved back, history, audit, the webhook event and the owner's e-mail queued.

${fmt(FILINGS)} filings of one municipality over ${OWNERS} owners on a fresh PGlite database (the embedded
database, in this process); ${WARM_UP + WARM_UP_DECIDED} of them answered first and not counted. At the end the offers
table holds ${statuses}. Each offer call took turns with its baseline (a
COMPLETE after every third first offer, today's accept beside two of every three pairs of
answers), so the machine's load falls on both alike; the second offers came after. calls/s is
the calls divided by the time they took, one after another. Each call is the whole request
without a socket: host, session, access, the contract's validation, and the service's one
transaction (the filing's row lock, the offer, the review's status and version, history,
audit, webhook events, the owner's e-mail in the outbox). The machine is
shared with other work, so compare ratios, not milliseconds.
`;
}
