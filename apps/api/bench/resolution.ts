/**
 * Resolution: what owners do once a review is decided, over real HTTP on PostgreSQL (a scratch
 * database on the local server, dropped after), the server in a process of its own
 * (resolution-server.ts) so its RSS is its own. `GET /api/ir/drafts` with 50 owners holding
 * SAVED_DRAFTS_MAX drafts each, all at once beside one owner alone; then
 * `GET /api/applications/{id}/agreement.pdf` and `/grievance.pdf` of filings submitted,
 * completed by staff and answered through the real routes, one at a time and 10 and 50 owners
 * at once, with the server's peak RSS and event-loop delay during each run.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { MAX_COMPS, SAVED_DRAFTS_MAX, type FilingDraft } from '@ir/domain';
import { openDatabase, type Database } from '../src/db/client.ts';
import { createSession, SESSION_COOKIE } from '../src/modules/sessions/index.ts';
import { insertUser } from '../src/modules/users/index.ts';
import { fmt, percentile, ratio, withPostgresDatabase } from './processes.ts';

const SERVER = fileURLToPath(new URL('./resolution-server.ts', import.meta.url));
const MUNICIPALITY = 'development';
const OWNERS = 50;
/** Rounds of OWNERS concurrent requests. */
const DRAFT_ROUNDS = 10;
/** How many owners fetch their document at once, and the requests at each level. */
const PDF_AT_ONCE = [10, OWNERS];
const PDF_REQUESTS = 150;
/** Requests of the one-owner baselines. */
const ALONE = 60;
const PDF_ALONE = 30;
/** Parcels with a sale, named as comparables by the filings. */
const COMP_PARCELS = 10;

const MiB = 2 ** 20;

interface Latencies extends ServerUsage {
  p50: number;
  p95: number;
  count: number;
  perSecond: number;
  /** 503 server_busy answers (the overload guard, decision 025), left out of the latencies. */
  shed: number;
}

interface ServerUsage {
  /** The server's RSS just before the run, and its peak during it. */
  rssBefore: number;
  rssPeak: number;
  /** Its event loop's delay during the run (p99, longest), in ms. */
  delayP99: number;
  delayMax: number;
}

interface Timed {
  ms: number;
  status: number;
  bytes: number;
  body: Buffer;
}

interface Owner {
  id: number;
  cookie: string;
  ip: string;
  /** The parcels of its saved drafts. */
  draftSbls: string[];
  /** Its filing, once submitted. */
  filingId?: number;
  answer: 'accept' | 'disagree';
}

const sblOf = (n: number) => `R${String(n).padStart(6, '0')}`;
/** Parcels 1..OWNERS × SAVED_DRAFTS_MAX hold the drafts; then one filed parcel per owner; then the comparables. */
const FILED_FROM = OWNERS * SAVED_DRAFTS_MAX + 1;
const COMPS_FROM = FILED_FROM + OWNERS;

async function seedParcels(database: Database): Promise<void> {
  const last = COMPS_FROM + COMP_PARCELS - 1;
  await database.db.execute(sql`
    insert into parcels (municipality_key, sbl, parcel_id, swis_co, swis_town, swis_vg,
      prop_class, own_code, nbhd_code, loc_st_nbr, loc_st_name, loc_mail_st_suff, full_address,
      land_av, total_av, sfla)
    select ${MUNICIPALITY}, 'R' || lpad(n::text, 6, '0'), 'P' || n, '4800', '4820', '482001',
      '210', 'O', 'N' || (n % 40), n::text, 'Resolution', 'St', n || ' Resolution St',
      40000 + n, 250000 + n, 1500
    from generate_series(1, ${last}::int) as n`);
  await database.db.execute(sql`
    insert into sales (municipality_key, sbl, prop_class, nbhd_code, sfla, sale_date, sale_price)
    select ${MUNICIPALITY}, 'R' || lpad(n::text, 6, '0'), '210', 'N' || (n % 40), 1500,
      date '2026-06-01' - (n % 200), 200000 + (n % 20) * 1500
    from generate_series(${COMPS_FROM}::int, ${last}::int) as n`);
}

async function sessionFor(database: Database, userId: number): Promise<string> {
  const token = await createSession(
    database.db,
    { userId, municipalityKey: MUNICIPALITY },
    new Date(),
  );
  return `${SESSION_COOKIE}=${token}`;
}

async function seedAccounts(database: Database): Promise<{ owners: Owner[]; staff: string }> {
  const owners: Owner[] = [];
  for (let i = 0; i < OWNERS; i++) {
    const user = await insertUser(database.db, {
      municipalityKey: MUNICIPALITY,
      email: `bench-owner-${i}@example.com`,
      passwordHash: null,
      role: 'user',
      status: 'active',
      verifiedAt: new Date(),
    });
    if (!user) throw new Error('the bench owner was not created');
    owners.push({
      id: user.id,
      cookie: await sessionFor(database, user.id),
      ip: `10.78.0.${i + 1}`,
      draftSbls: Array.from({ length: SAVED_DRAFTS_MAX }, (_, k) =>
        sblOf(1 + i * SAVED_DRAFTS_MAX + k),
      ),
      answer: i % 2 === 0 ? 'accept' : 'disagree',
    });
  }
  const staff = await insertUser(database.db, {
    municipalityKey: MUNICIPALITY,
    email: 'bench-reviewer@example.com',
    passwordHash: null,
    role: 'super',
    status: 'active',
    verifiedAt: new Date(),
  });
  if (!staff) throw new Error('the bench reviewer was not created');
  return { owners, staff: await sessionFor(database, staff.id) };
}

const compsOf = (i: number) =>
  Array.from({ length: MAX_COMPS }, (_, k) => sblOf(COMPS_FROM + ((i + k) % COMP_PARCELS)));

const person = (firstName: string, lastName: string, address1: string) => ({
  firstName,
  lastName,
  address1,
  address2: '',
  city: 'Kent',
  state: 'NY',
  zipCode: '10512',
  phone: '(845) 555-0101',
});

/** A draft as the wizard saves it at the comparables step, every field filled in. */
function draftOf(i: number): FilingDraft {
  return {
    step: 3,
    owner: person('Olive', `Owner ${i}`, '1 Resolution St'),
    isOwner: false,
    applicant: person('Adam', 'Agent', '2 Main St'),
    saveApplicant: true,
    desiredValue: '210000',
    reason: 'comparable_sales',
    valueComments:
      'Similar houses on the street sold for less last spring; the garage is detached and unheated.',
    comps: compsOf(i),
  };
}

async function call(
  base: string,
  owner: { cookie: string; ip: string },
  method: string,
  url: string,
  body?: unknown,
): Promise<Timed> {
  const started = performance.now();
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      cookie: owner.cookie,
      'x-forwarded-for': owner.ip,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = Buffer.from(await res.arrayBuffer());
  return {
    ms: performance.now() - started,
    status: res.status,
    bytes: answer.length,
    body: answer,
  };
}

/** A setting-up request, tried again after a 503 (the busy machine may shed it). */
async function expectOk(what: string, request: () => Promise<Timed>): Promise<Timed> {
  for (let attempt = 1; ; attempt++) {
    const r = await request();
    if (r.status === 200) return r;
    if (r.status !== 503 || attempt === 5) {
      throw new Error(`${what} answered ${r.status}: ${r.body.toString()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
  }
}

/** `fn` for every item, `size` at a time. */
async function inBatches<T>(items: T[], size: number, fn: (item: T) => Promise<void>) {
  for (let from = 0; from < items.length; from += size) {
    await Promise.all(items.slice(from, from + size).map(fn));
  }
}

/** A solved captcha, fetched and solved before any clock starts. */
async function captcha(base: string): Promise<string> {
  const challenge = (await (await fetch(`${base}/api/auth/captcha`)).json()) as Parameters<
    typeof solveChallenge
  >[0]['challenge'];
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the captcha could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Submitted, completed by staff and answered, each through its route. */
async function fileAndAnswer(base: string, owners: Owner[], staff: string): Promise<void> {
  await inBatches([...owners.entries()], 5, async ([i, owner]) => {
    const comps = compsOf(i);
    const solved = await captcha(base);
    const submitted = await expectOk('submit_review', () =>
      call(base, owner, 'POST', '/api/ir/submit_review', {
        captcha: solved,
        sbl: sblOf(FILED_FROM + i),
        isOwner: false,
        pOFirstName: 'Olive',
        pOLastName: `Owner ${i}`,
        pOAddress1: '1 Resolution St',
        pOAddress2: '',
        pOCity: 'Kent',
        pOState: 'NY',
        pOZipCode: '10512',
        pOPhone: '(845) 555-0101',
        appFirstName: 'Adam',
        appLastName: 'Agent',
        appAddress1: '2 Main St',
        appAddress2: 'Suite 4',
        appCity: 'Carmel',
        appState: 'NY',
        appZipCode: '10512',
        appPhone: '(845) 555-0202',
        desiredValue: '210000',
        reason: 'comparable_sales',
        valueComments: 'Similar houses on the street sold for less last spring.',
        comp1: comps[0],
        comp2: comps[1],
        comp3: comps[2],
        comp4: comps[3],
        comp5: comps[4],
        save_applicant: true,
      }),
    );
    const id = (JSON.parse(submitted.body.toString()) as { ir_id: number }).ir_id;
    owner.filingId = id;
    await expectOk('complete', () =>
      call(base, { cookie: staff, ip: '10.78.1.1' }, 'POST', '/api/super/complete', {
        id,
        version: 0,
        review_status: 'complete',
        land_value_change: 'N',
        total_value_change: 'Y',
        data_change_needed: 'N',
        sketch_change_needed: 'N',
        data_change_complete: 'N',
        sketch_change_complete: 'N',
        partial_assessment: false,
        assessed_total_value: '225000',
        assessed_land_value: '',
        decision_reason: 'comparable_sales_support',
        decision_explanation: 'Three sales of similar houses on the street support the new value.',
      }),
    );
    await expectOk('respond', () =>
      call(base, owner, 'POST', '/api/applications/respond', {
        id,
        decision: owner.answer,
        name: `Olive Owner ${i}`,
      }),
    );
  });
}

/** VmRSS and VmHWM (the peak since the process started or the last reset) in bytes. */
function memory(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1]);
  return { rss: kib('VmRSS') * 1024, hwm: kib('VmHWM') * 1024 };
}

class Server {
  private constructor(
    private readonly child: ChildProcess,
    private readonly exited: Promise<unknown>,
    readonly base: string,
  ) {}

  static async start(url: string): Promise<Server> {
    const child = fork(SERVER, [url], { execArgv: ['--import', 'tsx', '--expose-gc'] });
    const exited = once(child, 'exit');
    const ready = await Promise.race([
      once(child, 'message') as Promise<[{ cmd: string; port: number }]>,
      exited.then(() => {
        throw new Error('the resolution server exited before it was ready');
      }),
    ]);
    return new Server(child, exited, `http://127.0.0.1:${ready[0].port}`);
  }

  get pid(): number {
    return this.child.pid ?? 0;
  }

  private ask(cmd: string): Promise<Record<string, number>> {
    const answered = once(this.child, 'message') as Promise<[Record<string, number>]>;
    this.child.send({ cmd });
    return answered.then(([message]) => message);
  }

  /**
   * Runs `fn` and answers its result with the server's RSS just before (after a collection)
   * and its peak during: VmHWM reset through clear_refs where the kernel allows it, and RSS
   * sampled every 5 ms from here either way (the server's own timers wait while it draws);
   * and its event loop's delay during the run.
   */
  async watch<T>(fn: () => Promise<T>): Promise<{ result: T } & ServerUsage> {
    await this.ask('mark');
    let reset = true;
    try {
      writeFileSync(`/proc/${this.pid}/clear_refs`, '5');
    } catch {
      reset = false;
    }
    const rssBefore = memory(this.pid).rss;
    let sampled = rssBefore;
    const timer = setInterval(() => (sampled = Math.max(sampled, memory(this.pid).rss)), 5);
    try {
      const result = await fn();
      const { rss, hwm } = memory(this.pid);
      const delay = await this.ask('delay');
      return {
        result,
        rssBefore,
        rssPeak: Math.max(sampled, rss, reset ? hwm : 0),
        delayP99: delay.p99 ?? NaN,
        delayMax: delay.max ?? NaN,
      };
    } finally {
      clearInterval(timer);
    }
  }

  async stop(): Promise<void> {
    if (this.child.exitCode === null) this.child.send({ cmd: 'stop' });
    await this.exited;
  }
}

/** `requests` run one after another (the baseline), or `rounds` of them all at once. */
async function timedRun(
  server: Server,
  requests: (() => Promise<Timed>)[],
  mode: { rounds: number } | 'one at a time',
): Promise<Latencies> {
  const { result, ...usage } = await server.watch(async () => {
    const all: Timed[] = [];
    let wall = 0;
    if (mode === 'one at a time') {
      for (const request of requests) {
        const r = await request();
        all.push(r);
        wall += r.ms;
      }
    } else {
      for (let round = 0; round < mode.rounds; round++) {
        const started = performance.now();
        all.push(...(await Promise.all(requests.map((request) => request()))));
        wall += performance.now() - started;
      }
    }
    return { all, wall };
  });
  const unexpected = result.all.find((r) => r.status !== 200 && r.status !== 503);
  if (unexpected) {
    throw new Error(`answered ${unexpected.status}: ${unexpected.body.toString().slice(0, 300)}`);
  }
  const ok = result.all.filter((r) => r.status === 200);
  const sorted = ok.map((r) => r.ms).sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    count: ok.length,
    perSecond: (ok.length / result.wall) * 1000,
    shed: result.all.length - ok.length,
    ...usage,
  };
}

interface Figures {
  drafts: { alone: Latencies; together: Latencies; bytes: number; listed: number };
  agreement: Latencies;
  packet: Latencies;
  /** Owners each fetching their own document, by how many at once (PDF_AT_ONCE). */
  together: { owners: number; figures: Latencies }[];
  agreementPages: number;
  packetPages: number;
  setupSeconds: number;
}

const pagesOf = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

async function measureOn(url: string): Promise<Figures> {
  const setupStarted = performance.now();
  const database = await openDatabase({ kind: 'postgres', url });
  let server: Server | undefined;
  try {
    await database.migrate();
    // The server writes the municipalities' rows when it starts; the seed refers to them.
    server = await Server.start(url);
    await seedParcels(database);
    const { owners, staff } = await seedAccounts(database);
    const { base } = server;
    // Every owner saves SAVED_DRAFTS_MAX drafts through the route, the owners side by side.
    await Promise.all(
      owners.map(async (owner, i) => {
        for (const sbl of owner.draftSbls) {
          await expectOk('save draft', () =>
            call(base, owner, 'PUT', `/api/ir/drafts/${sbl}`, draftOf(i)),
          );
        }
      }),
    );
    const draftsSaved = performance.now();
    await fileAndAnswer(base, owners, staff);
    const setupSeconds = (performance.now() - setupStarted) / 1000;
    console.log(
      `resolution: set up in ${setupSeconds.toFixed(0)} s, the filings in ${((performance.now() - draftsSaved) / 1000).toFixed(0)} s of it`,
    );

    const listDrafts = (owner: Owner) => () => call(base, owner, 'GET', '/api/ir/drafts');
    const pdfOf = (owner: Owner) => () =>
      call(
        base,
        owner,
        'GET',
        `/api/applications/${owner.filingId}/${owner.answer === 'accept' ? 'agreement' : 'grievance'}.pdf`,
      );
    const [first] = owners as [Owner];
    const accepting = owners.find((o) => o.answer === 'accept') as Owner;
    const disagreeing = owners.find((o) => o.answer === 'disagree') as Owner;
    // Warm-up: connections, plans, the handlers' first runs, the font metrics; not counted.
    const sample = await expectOk('drafts', listDrafts(first));
    const listed = (JSON.parse(sample.body.toString()) as { drafts: unknown[] }).drafts.length;
    if (listed !== SAVED_DRAFTS_MAX) throw new Error(`GET /api/ir/drafts listed ${listed}`);
    await Promise.all(owners.map((owner) => listDrafts(owner)()));
    const agreementPdf = await expectOk('agreement.pdf', pdfOf(accepting));
    const packetPdf = await expectOk('grievance.pdf', pdfOf(disagreeing));
    for (const owner of owners.slice(0, 10)) await expectOk('pdf', pdfOf(owner));

    console.log('resolution: drafts…');
    const draftsAlone = await timedRun(
      server,
      Array.from({ length: ALONE }, () => listDrafts(first)),
      'one at a time',
    );
    const draftsTogether = await timedRun(server, owners.map(listDrafts), {
      rounds: DRAFT_ROUNDS,
    });
    console.log('resolution: documents…');
    const agreement = await timedRun(
      server,
      Array.from({ length: PDF_ALONE }, () => pdfOf(accepting)),
      'one at a time',
    );
    const packet = await timedRun(
      server,
      Array.from({ length: PDF_ALONE }, () => pdfOf(disagreeing)),
      'one at a time',
    );
    const together: Figures['together'] = [];
    for (const n of PDF_AT_ONCE) {
      // As many agreements as packets: every other owner accepted.
      const requests = owners.slice(0, n).map(pdfOf);
      together.push({
        owners: n,
        figures: await timedRun(server, requests, { rounds: Math.round(PDF_REQUESTS / n) }),
      });
    }
    return {
      drafts: { alone: draftsAlone, together: draftsTogether, bytes: sample.bytes, listed },
      agreement,
      packet,
      together,
      agreementPages: pagesOf(agreementPdf.body),
      packetPages: pagesOf(packetPdf.body),
      setupSeconds,
    };
  } finally {
    await server?.stop();
    await database.close();
  }
}

export async function measureResolution(): Promise<string> {
  const f = await withPostgresDatabase(measureOn);
  const mib = (bytes: number) => (bytes / MiB).toFixed(0);
  const served = (l: Latencies) =>
    l.shed > 0
      ? `${l.count} answered, ${l.shed} refused 503 \`server_busy\``
      : `${l.count} requests`;
  const server = (l: Latencies) =>
    `${mib(l.rssBefore)} → ${mib(l.rssPeak)} MiB (+${mib(l.rssPeak - l.rssBefore)}) | ${l.delayP99.toFixed(0)} / ${l.delayMax.toFixed(0)} ms`;
  const { alone: da, together: dt } = f.drafts;
  const one = f.agreement;
  const pk = f.packet;
  const pdfPeak = Math.max(
    one.rssPeak,
    pk.rssPeak,
    ...f.together.map(({ figures }) => figures.rssPeak),
  );
  const rows = f.together
    .map(
      ({ owners, figures: t }) =>
        `| ${owners} owners at once, each their own document (${owners / 2} agreements, ${owners / 2} packets), ${served(t)} | ${t.p50.toFixed(0)} / ${t.p95.toFixed(0)} ms | ${fmt(t.perSecond)} | ${ratio(t.p95, pk.p95)} (to the packet alone) | ${server(t)} |`,
    )
    .join('\n');
  return `## Resolution: saved drafts and the answer's documents

| measurement | p50 / p95 | requests/s | p95 ratio to baseline | server RSS before → peak | event-loop delay p99 / max |
| --- | --- | --- | --- | --- | --- |
| \`GET /api/ir/drafts\`, one owner with ${f.drafts.listed} saved drafts, alone (baseline, ${served(da)}) | ${da.p50.toFixed(1)} / ${da.p95.toFixed(1)} ms | ${fmt(da.perSecond)} | 1.00 | ${server(da)} |
| the same, ${OWNERS} owners with ${SAVED_DRAFTS_MAX} drafts each at once, ${DRAFT_ROUNDS} rounds (${served(dt)}) | ${dt.p50.toFixed(0)} / ${dt.p95.toFixed(0)} ms | ${fmt(dt.perSecond)} | ${ratio(dt.p95, da.p95)} | ${server(dt)} |
| \`GET /api/applications/{id}/agreement.pdf\` (${f.agreementPages} page), one owner alone (baseline, ${served(one)}) | ${one.p50.toFixed(1)} / ${one.p95.toFixed(1)} ms | ${fmt(one.perSecond)} | 1.00 | ${server(one)} |
| \`GET /api/applications/{id}/grievance.pdf\` (${f.packetPages} pages, ${MAX_COMPS} comparable sales), one owner alone (${served(pk)}) | ${pk.p50.toFixed(1)} / ${pk.p95.toFixed(1)} ms | ${fmt(pk.perSecond)} | ${ratio(pk.p95, one.p95)} (to the agreement) | ${server(pk)} |
${rows}

Figures taken on a shared 2-core machine (other work may have run at the same time, see the
load average): the requests per second and the ratios are the figures to compare.

One app instance (the default pool of 10 connections, the default overload limits of
decision 025) in a process of its own (apps/api/bench/resolution-server.ts, under tsx),
on the local PostgreSQL server, in a scratch database dropped after. The owners fetch over
127.0.0.1, each with its own session and forwarded address. Setting up took
${f.setupSeconds.toFixed(0)} s: ${fmt(OWNERS * SAVED_DRAFTS_MAX)} drafts saved through
\`PUT /api/ir/drafts/{printkey}\`, then ${OWNERS} filings submitted through
\`POST /api/ir/submit_review\` (${MAX_COMPS} comparables with a sale each), completed through
\`POST /api/super/complete\` and answered through \`POST /api/applications/respond\` (every
other owner accepts, the others disagree).

The drafts list is ${fmt(f.drafts.bytes)} bytes of JSON: the ${SAVED_DRAFTS_MAX} rows, each
draft checked against its schema again, and one query for the parcels' addresses.

Each PDF request reads the filing with its review and answer, checks who may read it (the
packet also reads its comparables' latest sales) and draws the document on the server's
thread (decision 031). Requests at once queue behind each other's drawing: with n requests
always in flight the latency is about n divided by the requests per second (Little's law).
While they queue the event loop runs late; past a mean delay of 500 ms the overload guard
refuses new API requests with 503 and Retry-After (decision 025) rather than let every answer
slow down. Refused requests are counted apart and left out of the latencies.

The server's RSS is VmRSS just before each run (after a collection), and its peak during the
run from VmHWM reset through \`/proc/<pid>/clear_refs\` and sampled every 5 ms. RSS seldom
shrinks once grown, so each run shows only what it took beyond the runs before it: over all
the PDF runs the server went from ${mib(one.rssBefore)} MiB to ${mib(pdfPeak)} MiB
(+${mib(pdfPeak - one.rssBefore)} MiB). The event loop's delay is the server's own
\`monitorEventLoopDelay\` over the run.
`;
}
