/**
 * Filing deadline: virtual owners walk the whole journey (sign-up to My Applications) against
 * the built app, as `npm start` runs it, on a scratch PostgreSQL database, at rising numbers of
 * owners. Per level: filings per minute, latency per step, answers by status, the server's
 * CPU per filed journey and peak memory, the database connections in use, and how long the
 * verification e-mail takes; afterwards every acknowledged filing is looked up in the
 * database. With DEADLINE_PROFILE=1 the server runs under `--cpu-prof` and the profile's top
 * items are written too.
 *
 * DEADLINE_LEVELS (50,150,300), DEADLINE_SECONDS (240), DEADLINE_RAMP (60) and DEADLINE_DRAIN
 * (60) shorten it for a quick run, e.g. DEADLINE_LEVELS=10,20 DEADLINE_SECONDS=40.
 * DEADLINE_IDLE (30) is how long the idle server's CPU is measured before the first level.
 */
import { execFile, execFileSync, fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { seedDemo } from '../src/modules/properties/index.ts';
import {
  readBundleMap,
  summariseCpuProfile,
  type BundleMap,
  type ProfileSummary,
} from './cpu-profile.ts';
import type { FromLoad, LevelOrder, LevelResult, Summary, ToLoad } from './deadline-load.ts';
import { BUSY_TRIES, SLOW_STEPS, type Filing } from './deadline-owner.ts';
import {
  fmt,
  PG_SERVER,
  root,
  startServer,
  withPostgresDatabase,
  type RunningServer,
} from './processes.ts';
import { freePort } from '../test/clamd.ts';
import { insertUnits, STATE_MUNICIPALITIES } from './scale.ts';

const LOAD_SCRIPT = fileURLToPath(new URL('./deadline-load.ts', import.meta.url));
const PARCELS = 50_000;
const SALES = 5_000;
const MUNICIPALITY = 'development';
/**
 * The proof of work is the owner's browser's, not the server's (the server checks one hash):
 * at the default 50,000 the load generator would spend its time solving captchas.
 */
const CAPTCHA_COMPLEXITY = 1_000;
const PAUSE_BETWEEN_LEVELS_MS = 5_000;
/** The profiled run's owners: the baseline load level, below saturation. */
const PROFILE_OWNERS = 50;

const GOALS = { p99Ms: 1_000, slowP99Ms: 2_000, cpuPerFiling: 0.15, mailP95Ms: 5_000 };

interface Settings {
  levels: number[];
  seconds: number;
  rampSeconds: number;
  drainSeconds: number;
  idleSeconds: number;
  profile: boolean;
}

function readSettings(env = process.env): Settings {
  const positive = (name: string, value: string) => {
    const n = Number(value.trim());
    if (!Number.isInteger(n) || n <= 0) {
      throw new Error(`${name} must be whole numbers above 0, got ${JSON.stringify(value)}`);
    }
    return n;
  };
  const seconds = (name: string, fallback: number) =>
    env[name] ? positive(name, env[name]) : fallback;
  const settings = {
    levels: (env.DEADLINE_LEVELS || '50,150,300')
      .split(',')
      .map((v) => positive('DEADLINE_LEVELS', v)),
    seconds: seconds('DEADLINE_SECONDS', 240),
    rampSeconds: seconds('DEADLINE_RAMP', 60),
    drainSeconds: seconds('DEADLINE_DRAIN', 60),
    idleSeconds: seconds('DEADLINE_IDLE', 30),
    profile: env.DEADLINE_PROFILE === '1',
  };
  if (settings.rampSeconds > settings.seconds) {
    throw new Error('DEADLINE_RAMP must not be longer than DEADLINE_SECONDS');
  }
  return settings;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const microseconds = () => Number(process.hrtime.bigint() / 1000n);

export interface Clamd {
  url: string;
  /** Why there is none, when there is none. */
  missing: string;
  stop(): void;
}

/** clamd as CI runs it (scripts/clamd-test.sh), or CLAMAV_URL when given. */
export async function startClamd(dir: string): Promise<Clamd> {
  const given = process.env.CLAMAV_URL;
  if (given) return { url: given, missing: '', stop: () => undefined };
  try {
    const script = path.join(root, 'scripts/clamd-test.sh');
    const { stdout } = await promisify(execFile)('bash', [script, dir, String(await freePort())]);
    const pid = Number(readFileSync(path.join(dir, 'clamd.pid'), 'utf8'));
    const stop = () => {
      try {
        process.kill(pid);
      } catch {
        // already gone
      }
    };
    return { url: stdout.trim(), missing: '', stop };
  } catch (error) {
    const why = (error as { stderr?: string }).stderr?.trim() || String(error);
    return { url: '', missing: why, stop: () => undefined };
  }
}

/** The load generator process and its replies. */
export interface LoadProcess {
  pid: number;
  smtpUrl: string;
  send(message: ToLoad): void;
  level(order: LevelOrder): Promise<LevelResult>;
  stop(): Promise<void>;
}

export async function startLoad(): Promise<LoadProcess> {
  const child: ChildProcess = fork(LOAD_SCRIPT, [], { execArgv: ['--import', 'tsx'] });
  const exited = once(child, 'exit');
  const reply = <T extends FromLoad['type']>(type: T) =>
    new Promise<Extract<FromLoad, { type: T }>>((resolve, reject) => {
      const onExit = () => reject(new Error('the load generator exited'));
      const onMessage = (message: FromLoad) => {
        if (message.type !== type && message.type !== 'failed') return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        if (message.type === 'failed') reject(new Error(`load generator: ${message.message}`));
        else resolve(message as Extract<FromLoad, { type: T }>);
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const { smtpUrl } = await reply('ready');
  const send = (message: ToLoad) => child.send(message);
  return {
    pid: child.pid ?? 0,
    smtpUrl,
    send,
    async level(order) {
      const done = reply('done');
      send({ type: 'level', order });
      return (await done).result;
    },
    async stop() {
      if (child.exitCode === null && child.connected) send({ type: 'stop' });
      await exited;
    },
  };
}

/** The server's warnings and errors (pino JSON on stdout), counted by message. */
class ServerLog {
  private readonly counts = new Map<string, number>();
  private partial = '';

  push(text: string): void {
    const lines = (this.partial + text).split('\n');
    this.partial = lines.pop() ?? '';
    for (const line of lines) {
      let entry: { level?: number; msg?: string; err?: { message?: string } };
      try {
        entry = JSON.parse(line) as typeof entry;
      } catch {
        continue; // the build's output, before the server starts
      }
      if ((entry.level ?? 0) < 40) continue;
      const detail = entry.err?.message ? `: ${entry.err.message}` : '';
      const key = `${entry.level! >= 50 ? 'error' : 'warn'} ${entry.msg ?? ''}${detail}`.slice(
        0,
        200,
      );
      this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    }
  }

  top(count = 8): [string, number][] {
    return [...this.counts].sort((a, b) => b[1] - a[1]).slice(0, count);
  }
}

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** A process's CPU (user + system, all threads) in core-seconds, from /proc. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** VmRSS and VmHWM (the peak since the process started) in bytes. */
function memory(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1]);
  return { rss: kib('VmRSS') * 1024, hwm: kib('VmHWM') * 1024 };
}

/** The whole machine's busy and total CPU, in core-seconds. */
function machineCpu(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line
    .split(/\s+/)
    .slice(1, 9)
    .map(Number) as number[];
  const busy = user! + nice! + system! + irq! + softirq! + steal!;
  return { busy: busy / CLOCK_TICKS, total: (busy + idle! + iowait!) / CLOCK_TICKS };
}

const STATES = ['active', 'idle', 'idle in transaction', 'idle in transaction (aborted)'];

interface Peak {
  max: number;
  mean: number;
}

interface Usage {
  serverCpu: number;
  loadCpu: number;
  benchCpu: number;
  machineBusy: number;
  wallSeconds: number;
  rssPeak: number;
  hwm: number;
  /** Connections to the scratch database by state, and by pool (application_name). */
  states: Record<string, Peak>;
  pools: Record<string, Peak>;
  total: Peak;
  /** The level's stretch of the monotonic clock, in microseconds (for the CPU profile). */
  window: [number, number];
}

/** Samples, every second of a level, the database's connections and the server's memory. */
class Sampler {
  private timer: NodeJS.Timeout | undefined;
  private busy = false;
  private samples: { states: Record<string, number>; pools: Record<string, number> }[] = [];
  private rssPeak = 0;
  private start = { server: 0, load: 0, bench: process.cpuUsage(), machine: machineCpu(), at: 0 };

  private constructor(
    private readonly client: pg.Client,
    private readonly database: string,
    private readonly serverPid: number,
    private readonly loadPid: number,
  ) {}

  /** Connected to the server's `postgres` database, so its own connection is not counted. */
  static async open(url: string, serverPid: number, loadPid: number): Promise<Sampler> {
    const client = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
    await client.connect();
    return new Sampler(client, new URL(url).pathname.slice(1), serverPid, loadPid);
  }

  begin(): void {
    this.samples = [];
    this.rssPeak = 0;
    this.start = {
      server: cpuSeconds(this.serverPid),
      load: cpuSeconds(this.loadPid),
      bench: process.cpuUsage(),
      machine: machineCpu(),
      at: microseconds(),
    };
    // A sample that fails (the server gone, a query refused) is left out, not fatal.
    this.timer = setInterval(() => void this.sample().catch(() => undefined), 1_000);
  }

  private async sample(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      this.rssPeak = Math.max(this.rssPeak, memory(this.serverPid).rss);
      const { rows } = await this.client.query<{ state: string; pool: string; n: number }>(
        `select coalesce(state, 'unknown') as state, application_name as pool, count(*)::int as n
           from pg_stat_activity
          where datname = $1 and backend_type = 'client backend'
          group by 1, 2`,
        [this.database],
      );
      const states: Record<string, number> = {};
      const pools: Record<string, number> = {};
      for (const { state, pool, n } of rows) {
        states[state] = (states[state] ?? 0) + n;
        const name = pool || '(no application_name)';
        pools[name] = (pools[name] ?? 0) + n;
      }
      this.samples.push({ states, pools });
    } finally {
      this.busy = false;
    }
  }

  end(): Usage {
    clearInterval(this.timer);
    const machine = machineCpu();
    const bench = process.cpuUsage(this.start.bench);
    const peak = (pick: (s: (typeof this.samples)[number]) => number): Peak => {
      const values = this.samples.map(pick);
      return {
        max: Math.max(0, ...values),
        mean: values.reduce((a, b) => a + b, 0) / Math.max(1, values.length),
      };
    };
    const names = (key: 'states' | 'pools') => [
      ...new Set([
        ...(key === 'states' ? STATES : []),
        ...this.samples.flatMap((s) => Object.keys(s[key])),
      ]),
    ];
    const end = microseconds();
    return {
      serverCpu: cpuSeconds(this.serverPid) - this.start.server,
      loadCpu: cpuSeconds(this.loadPid) - this.start.load,
      benchCpu: (bench.user + bench.system) / 1e6,
      machineBusy: machine.busy - this.start.machine.busy,
      wallSeconds: (end - this.start.at) / 1e6,
      rssPeak: this.rssPeak,
      hwm: memory(this.serverPid).hwm,
      states: Object.fromEntries(names('states').map((s) => [s, peak((x) => x.states[s] ?? 0)])),
      pools: Object.fromEntries(names('pools').map((p) => [p, peak((x) => x.pools[p] ?? 0)])),
      total: peak((x) => Object.values(x.states).reduce((a, b) => a + b, 0)),
      window: [this.start.at, end],
    };
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.client.end();
  }
}

/**
 * The development municipality's demo town (generate-demo-data.ts) in the scratch database
 * among STATE_MUNICIPALITIES municipalities, and its residential parcels in a shuffled order: each
 * journey files for the next one.
 */
export async function seed(
  url: string,
  size = { municipalities: STATE_MUNICIPALITIES, parcels: PARCELS, sales: SALES },
): Promise<string[]> {
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    await insertUnits(database, size.municipalities);
    await seedDemo(database.db, { parcels: size.parcels, sales: size.sales });
    await database.db.execute(sql`analyze parcels`);
    await database.db.execute(sql`analyze sales`);
    const result = (await database.db.execute(
      sql`select sbl from parcels where municipality_key = ${MUNICIPALITY}
            and prop_class like '2%' order by md5(sbl)`,
    )) as unknown as { rows: { sbl: string }[] };
    return result.rows.map((r) => r.sbl);
  } finally {
    await database.close();
  }
}

export interface StoredCheck {
  acknowledged: number;
  /** Acknowledged filings found once, for their parcel, with exactly their two files stored. */
  intact: number;
  missing: number;
  wrongFiles: number;
  missingBytes: number;
  /** Parcels with more than one application for a filing year. */
  duplicates: number;
  /** Applications stored whose 200 the owner never saw (cut off, or the answer was lost). */
  unacknowledged: number;
  /** Ids acknowledged more than once. */
  repeatedIds: number;
}

/** Every acknowledged filing stored exactly once, with its two files and their bytes. */
export async function checkStored(url: string, filings: Filing[]): Promise<StoredCheck> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const ids = filings.map((f) => f.irId);
    const hashes = filings.flatMap((f) => f.files.map((file) => file.sha256));
    const applications = await client.query<{ id: string; sbl: string }>(
      'select id, sbl from applications where id = any($1::bigint[])',
      [ids],
    );
    const files = await client.query<{ application_id: string; files: string[] }>(
      `select application_id, array_agg(sha256 || ':' || size order by sha256) as files
         from application_files where application_id = any($1::bigint[])
        group by application_id`,
      [ids],
    );
    const stored = await client.query<{ sha256: string; size: string }>(
      'select sha256, size from stored_files where sha256 = any($1::text[])',
      [hashes],
    );
    const duplicates = await client.query<{ n: number }>(
      `select count(*)::int as n from (select 1 from applications
        group by municipality_key, sbl, filing_year having count(*) > 1) d`,
    );
    const total = await client.query<{ n: number }>('select count(*)::int as n from applications');

    const sblOf = new Map(applications.rows.map((r) => [Number(r.id), r.sbl]));
    const filesOf = new Map(files.rows.map((r) => [Number(r.application_id), r.files.join(',')]));
    const sizeOf = new Map(stored.rows.map((r) => [r.sha256, Number(r.size)]));
    const check: StoredCheck = {
      acknowledged: filings.length,
      intact: 0,
      missing: 0,
      wrongFiles: 0,
      missingBytes: 0,
      duplicates: duplicates.rows[0]?.n ?? 0,
      unacknowledged: 0,
      repeatedIds: ids.length - new Set(ids).size,
    };
    for (const filing of filings) {
      if (sblOf.get(filing.irId) !== filing.sbl) {
        check.missing += 1;
        continue;
      }
      const expected = filing.files
        .map((f) => `${f.sha256}:${f.size}`)
        .sort()
        .join(',');
      if (filesOf.get(filing.irId) !== expected) {
        check.wrongFiles += 1;
        continue;
      }
      if (filing.files.some((f) => sizeOf.get(f.sha256) !== f.size)) {
        check.missingBytes += 1;
        continue;
      }
      check.intact += 1;
    }
    check.unacknowledged = (total.rows[0]?.n ?? 0) - sblOf.size;
    return check;
  } finally {
    await client.end();
  }
}

interface Level {
  result: LevelResult;
  usage: Usage;
}

interface Measured {
  levels: Level[];
  stored: StoredCheck;
  profile?: ProfileSummary;
  /** Why the profile could not be summarised, when it could not. */
  profileError?: string;
  log: [string, number][];
  readyMs: number;
  production: boolean;
  /** The idle server's CPU (its periodic workers and timers), in core-seconds per minute. */
  idleCpuPerMinute: number;
}

async function measureOn(
  url: string,
  settings: Settings,
  clamd: Clamd,
  scratch: string,
): Promise<Measured> {
  const load = await startLoad();
  const log = new ServerLog();
  let server: RunningServer | undefined;
  try {
    const port = await freePort();
    const origin = `http://localhost:${port}`;
    // DEADLINE_PROFILE_DIR keeps the .cpuprofile for a closer look (Chromium's DevTools open it).
    const profileDir = process.env.DEADLINE_PROFILE_DIR ?? path.join(scratch, 'profile');
    // Production refuses to start without a malware scanner.
    const production = clamd.url !== '';
    server = await startServer(
      process.execPath,
      [
        ...(settings.profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
        'scripts/start.mjs',
      ],
      {
        NODE_ENV: production ? 'production' : 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(scratch, 'data'),
        DATABASE_URL: url,
        PUBLIC_URL: origin,
        SMTP_URL: load.smtpUrl,
        ...(clamd.url ? { CLAMAV_URL: clamd.url } : {}),
        CAPTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
        CAPTCHA_COMPLEXITY: String(CAPTCHA_COMPLEXITY),
        MFA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
        EMAIL_LINK_KEY: randomBytes(32).toString('hex'),
        LOG_LEVEL: 'warn',
      },
      `http://127.0.0.1:${port}/api/readyz`,
      { onStdout: (text) => log.push(text) },
    );
    const readyMs = server.readyMs;
    const bundles = settings.profile ? readBundleMap(path.join(root, 'apps/api/dist')) : undefined;
    load.send({ type: 'setup', target: { port, origin }, parcels: await seed(url) });

    // The fixed cost every level pays besides its journeys: the workers' polls and timers.
    const idleFrom = cpuSeconds(server.pid);
    await sleep(settings.idleSeconds * 1000);
    const idleCpuPerMinute = ((cpuSeconds(server.pid) - idleFrom) * 60) / settings.idleSeconds;

    const sampler = await Sampler.open(url, server.pid, load.pid);
    const levels: Level[] = [];
    try {
      for (const [index, owners] of settings.levels.entries()) {
        if (index > 0) await sleep(PAUSE_BETWEEN_LEVELS_MS);
        console.log(`deadline: ${owners} virtual owners…`);
        sampler.begin();
        const result = await load.level({
          index,
          owners,
          seconds: settings.seconds,
          rampSeconds: settings.rampSeconds,
          drainSeconds: settings.drainSeconds,
        });
        levels.push({ result, usage: sampler.end() });
      }
    } finally {
      await sampler.close();
    }
    const stored = await checkStored(
      url,
      levels.flatMap((l) => l.result.filings),
    );
    // SIGTERM, so the server closes cleanly and --cpu-prof writes its profile.
    await server.stop();
    server = undefined;
    const { profile, profileError } = bundles
      ? summariseProfile(
          profileDir,
          levels.map((l) => l.usage.window),
          bundles,
        )
      : {};
    return {
      levels,
      stored,
      profile,
      profileError,
      log: log.top(),
      readyMs,
      production,
      idleCpuPerMinute,
    };
  } finally {
    await server?.stop();
    await load.stop();
  }
}

/** A failed summary is reported, not thrown: the levels' figures are worth keeping. */
function summariseProfile(
  dir: string,
  windows: [number, number][],
  bundles: BundleMap,
): { profile?: ProfileSummary; profileError?: string } {
  try {
    const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
    if (!file) return { profileError: 'the server wrote no CPU profile' };
    return { profile: summariseCpuProfile(path.join(dir, file), windows, bundles) };
  } catch (error) {
    return { profileError: String(error) };
  }
}

export async function measureDeadline(): Promise<string> {
  const settings = readSettings();
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'ir-bench-deadline-'));
  const clamd = await startClamd(path.join(scratch, 'clamd'));
  try {
    const measured = await withPostgresDatabase((url) =>
      measureOn(url, { ...settings, profile: false }, clamd, scratch),
    );
    if (settings.profile) {
      // Its own run, so the profiler's cost is in none of the figures above.
      const profiled = await withPostgresDatabase((url) =>
        measureOn(
          url,
          { ...settings, levels: [PROFILE_OWNERS], seconds: Math.min(settings.seconds, 120) },
          clamd,
          path.join(scratch, 'profiled'),
        ),
      );
      measured.profile = profiled.profile;
      measured.profileError = profiled.profileError;
    }
    return report(settings, clamd, measured);
  } finally {
    clamd.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

// The report.

const ms = (n: number) => (Number.isFinite(n) ? fmt(n) : '–');
const seconds = (n: number) => (Number.isFinite(n) ? (n / 1000).toFixed(1) : '–');
const mib = (bytes: number) => `${fmt(bytes / 2 ** 20)} MiB`;
const met = (ok: boolean) => (ok ? 'met' : '**not met**');
const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
const header = (first: string, levels: Level[]) =>
  [
    row([first, ...levels.map((l) => `${l.result.owners} owners`)]),
    row(['---', ...levels.map(() => '---')]),
  ].join('\n');

/** 5xx answers other than the busy 503 with Retry-After, which is how overload is answered. */
export function count5xx(result: LevelResult): number {
  return result.steps.reduce(
    (sum, s) =>
      sum +
      Object.entries(s.statuses)
        .filter(([status]) => status.startsWith('5'))
        .reduce((a, [, n]) => a + n, 0) -
      s.busy503,
    0,
  );
}

export const perMinute = (r: LevelResult) => r.filedInWindow / (r.windowMs / 60_000);
const cpuPerFiling = (l: Level) => l.usage.serverCpu / l.result.filed;

/** The level a goal names, or the closest one run when it was not. */
function levelFor(levels: Level[], owners: number): { level: Level; note: string } {
  const sorted = [...levels].sort(
    (a, b) => Math.abs(a.result.owners - owners) - Math.abs(b.result.owners - owners),
  );
  const level = sorted[0] as Level;
  return {
    level,
    note:
      level.result.owners === owners
        ? ''
        : ` (judged at ${level.result.owners} owners: ${owners} were not run)`,
  };
}

function goals(levels: Level[], stored: StoredCheck): string {
  const fives = levels.map((l) => count5xx(l.result));
  const byOwners = [...levels].sort((a, b) => a.result.owners - b.result.owners);
  const rates = byOwners.map((l) => perMinute(l.result));
  const rising = rates.every((r, i) => i === 0 || r >= (rates[i - 1] as number));
  const latency = levelFor(levels, 150);
  const over = latency.level.result.steps.filter(
    (s) =>
      s.latency.count > 0 &&
      s.latency.p99 > (SLOW_STEPS.has(s.step) ? GOALS.slowP99Ms : GOALS.p99Ms),
  );
  const cpu = levels.map(cpuPerFiling);
  const mail = levelFor(levels, 300);
  const mailP95 = mail.level.result.mail.p95;
  const intact =
    stored.intact === stored.acknowledged && stored.duplicates === 0 && stored.repeatedIds === 0;
  return [
    row(['goal', 'measured', 'result']),
    row(['---', '---', '---']),
    row([
      'no 5xx answer at any level (503 with Retry-After is the overload answer)',
      levels.map((l, i) => `${fmt(fives[i] as number)} at ${l.result.owners}`).join(', '),
      met(fives.every((n) => n === 0)),
    ]),
    row([
      'filings per minute rise with the owners (300 ≥ 150 ≥ 50)',
      byOwners.map((l, i) => `${(rates[i] as number).toFixed(1)} at ${l.result.owners}`).join(', '),
      met(rising),
    ]),
    row([
      `p99 ≤ ${fmt(GOALS.p99Ms)} ms per step at 150 owners, ≤ ${fmt(GOALS.slowP99Ms)} ms for sign-up, sign-in and uploads${latency.note}`,
      over.length === 0
        ? 'every step within'
        : over.map((s) => `${s.step} ${ms(s.latency.p99)} ms`).join(', '),
      met(over.length === 0),
    ]),
    row([
      `server CPU per filed journey ≤ ${GOALS.cpuPerFiling} core-seconds`,
      levels.map((l, i) => `${(cpu[i] as number).toFixed(3)} at ${l.result.owners}`).join(', '),
      met(cpu.every((c) => c <= GOALS.cpuPerFiling)),
    ]),
    row([
      `verification e-mail within ${seconds(GOALS.mailP95Ms)} s at p95 at 300 owners${mail.note}`,
      `${seconds(mailP95)} s, ${fmt(mail.level.result.mail.missing)} never arrived`,
      met(mailP95 <= GOALS.mailP95Ms && mail.level.result.mail.missing === 0),
    ]),
    row([
      'nothing acknowledged lost, nothing stored twice',
      `${fmt(stored.intact)} of ${fmt(stored.acknowledged)} acknowledged filings stored once with both files; ${fmt(stored.duplicates)} parcels filed twice`,
      met(intact),
    ]),
  ].join('\n');
}

function statuses(s: LevelResult['steps'][number]): string {
  const parts = Object.entries(s.statuses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, n]) => `${status}: ${fmt(n)}`);
  return parts.length === 0
    ? '–'
    : `${parts.join(', ')}${s.busy ? ` (${fmt(s.busy)} busy, with Retry-After)` : ''}`;
}

function stepTable(levels: Level[], cell: (s: LevelResult['steps'][number]) => string): string {
  const steps = levels[0]?.result.steps.map((s) => s.step) ?? [];
  return [
    header('step', levels),
    ...steps.map((step) =>
      row([
        step,
        ...levels.map((l) => {
          const s = l.result.steps.find((x) => x.step === step);
          return s ? cell(s) : '–';
        }),
      ]),
    ),
  ].join('\n');
}

const latencyCell = ({ latency: l }: { latency: Summary }) =>
  l.count === 0 ? '–' : `${ms(l.p50)} / ${ms(l.p95)} / ${ms(l.p99)} (${fmt(l.count)})`;

function peakTable(levels: Level[], key: 'states' | 'pools'): string {
  const names = [...new Set(levels.flatMap((l) => Object.keys(l.usage[key])))];
  const cell = (p: Peak | undefined) => (p ? `${p.max} / ${p.mean.toFixed(1)}` : '0 / 0.0');
  return [
    header(key === 'states' ? 'state (max / mean)' : 'pool (max / mean)', levels),
    ...names.map((name) => row([name, ...levels.map((l) => cell(l.usage[key][name]))])),
    ...(key === 'states'
      ? [row(['**all connections**', ...levels.map((l) => cell(l.usage.total))])]
      : []),
  ].join('\n');
}

function profileText(profile: ProfileSummary | undefined, error: string | undefined): string {
  if (error) return `\nCPU profile: taken, but it could not be summarised (${error}).\n`;
  if (!profile) {
    return '\nCPU profile: not taken (`DEADLINE_PROFILE=1` runs the server under `node --cpu-prof` and adds its top items here).\n';
  }
  const busy = profile.sampledMs - profile.idleMs;
  const table = (title: string, rows: ProfileSummary['byFunction']) =>
    [
      row([title, 'self time', 'share of busy time']),
      row(['---', '---', '---']),
      ...rows.map((r) =>
        row([
          `\`${r.name.replaceAll('|', '\\|')}\``,
          `${fmt(r.ms)} ms`,
          `${(r.share * 100).toFixed(1)} %`,
        ]),
      ),
    ].join('\n');
  return `
### CPU profile of the server (\`DEADLINE_PROFILE=1\`)

The server's main thread under \`node --cpu-prof\`, in a run of its own after the levels above
(${PROFILE_OWNERS} owners, on a fresh database), ${profile.windowed ? 'over the level only (start-up left out)' : 'over its whole life (the samples could not be matched to the level)'}:
${fmt(profile.sampledMs / 1000)} s sampled, ${fmt(busy / 1000)} s busy. Self time; the bundle's code
is mapped back to its source modules by esbuild's module comments. Work on libuv's thread pool
(argon2, compression, file system) is not sampled. The profiler samples wall-clock time, so a
native call such as \`writev\` (a socket write to PostgreSQL, clamd or a browser, all on this
machine) also counts the time the thread waited for a core while in the kernel: with the
server, PostgreSQL, clamd and the load generator on two cores, that waiting is most of it.

${table('package or area', profile.byPackage)}

${table('function (module)', profile.byFunction)}
`;
}

function report(settings: Settings, clamd: Clamd, m: Measured): string {
  const { levels, stored } = m;
  const summary = [
    row([
      'owners',
      'journeys started',
      'filed',
      'failed',
      'cut off at the end',
      'filings per minute',
      '5xx answers (not busy)',
      'busy answers (Retry-After)',
      'server CPU per filed journey',
      'server peak RSS (VmHWM)',
      'load generator CPU',
      'machine busy',
    ]),
    row(Array.from({ length: 12 }, () => '---')),
    ...levels.map(({ result: r, usage: u }) =>
      row([
        r.owners,
        fmt(r.started),
        fmt(r.filed),
        fmt(r.failed),
        fmt(r.cutOff),
        perMinute(r).toFixed(1),
        fmt(count5xx(r)),
        fmt(r.steps.reduce((a, s) => a + s.busy, 0)),
        `${(u.serverCpu / r.filed).toFixed(3)} core-s`,
        `${mib(u.hwm)} (sampled peak ${mib(u.rssPeak)})`,
        `${(u.loadCpu / u.wallSeconds).toFixed(2)} cores (${(u.loadCpu / r.filed).toFixed(3)} core-s per filing)`,
        `${(u.machineBusy / u.wallSeconds).toFixed(2)} of ${os.cpus().length} cores`,
      ]),
    ),
  ].join('\n');
  const mail = [
    row(['owners', 'e-mails', 'p50', 'p95', 'max', 'never arrived']),
    row(['---', '---', '---', '---', '---', '---']),
    ...levels.map(({ result: { owners, mail: e } }) =>
      row([
        owners,
        fmt(e.count),
        `${seconds(e.p50)} s`,
        `${seconds(e.p95)} s`,
        `${seconds(e.max)} s`,
        fmt(e.missing),
      ]),
    ),
  ].join('\n');
  const failures = levels
    .filter((l) => l.result.failures.length > 0)
    .map(
      (l) =>
        `- ${l.result.owners} owners: ${l.result.failures
          .slice(0, 5)
          .map(([why, n]) => `${why} (${fmt(n)})`)
          .join('; ')}`,
    )
    .join('\n');
  const serverLog = m.log
    .map(([line, n]) => `- ${fmt(n)} × \`${line.replaceAll('`', "'")}\``)
    .join('\n');
  const s = stored;
  const ranOut = levels.some((l) => l.result.ranOutOfParcels);
  const environment = m.production
    ? "`NODE_ENV=production`, which serves plain http on localhost as it would behind a TLS proxy: the session cookie is marked `Secure` only for a request that came over https, so the owners' browsers keep it"
    : `\`NODE_ENV=development\`, because production refuses to start without \`CLAMAV_URL\` and there is no clamd here (${clamd.missing.split('\n')[0]}), so uploads are **not scanned** in this run; the rest is as in production (with \`DATABASE_URL\` set there is no demo seed and no demo account, and e-mail goes over SMTP)`;
  return `## Filing deadline: virtual owners on the built app

Virtual owners walk the whole filing journey against the built app, started as \`npm start\`
starts it (\`node scripts/start.mjs\`: the web app built and the server bundled in
apps/api/dist; ready in ${fmt(m.readyMs)} ms), on a scratch PostgreSQL database, at
${settings.levels.join(', ')} owners in turn. In each level the owners arrive evenly over the
first ${settings.rampSeconds} s and start journeys for ${settings.seconds} s; journeys still
under way then have ${settings.drainSeconds} s to finish before they are cut off (counted
apart: neither filed nor failed).

Server: ${environment}. \`SMTP_URL\` is an SMTP catcher in the load generator;
${clamd.url ? 'clamd (scripts/clamd-test.sh) scans every upload' : 'no clamd'};
\`PUBLIC_URL=http://localhost:<port>\`; the default database pools; \`LOG_LEVEL=warn\` (at \`info\`
every request writes two log lines);
\`CAPTCHA_COMPLEXITY=${fmt(CAPTCHA_COMPLEXITY)}\`, because the proof of work is solved by
each owner's browser, not by the server (which checks one hash), and at the default 50,000
the load generator would mostly measure its own solving. The database holds
${fmt(STATE_MUNICIPALITIES)} municipalities, as many as New York's assessing units (the catalog's and
generated ones, \`insertUnits\` in scale.ts), so every request resolves its municipality among
them; the development municipality has ${fmt(PARCELS)} parcels and ${fmt(SALES)} sales from the
demo generator, and every journey files for a residential parcel of its own.

A journey: a captcha and sign-up; the verification e-mail taken from the catcher and its
link's token sent to \`verifyuser\`, as the web app's verify page does; sign-in; then
propertysearchdata, propertyextra, onereview, suggestcomps, propertydata for two of the
suggested sales, two uploads (a one-page scanned PDF of about 200 KB and a 1280×1024 JPEG of
about 1 MB: valid files, with unique bytes per journey so storage and scanning do real
work), a captcha and \`submit_review\` with the wizard's payload, and \`applications/view\`.
The owner thinks 0.5–2 s (uniform) between steps, and while signed in the page polls
\`poll_session\` every 20 s. Then the next person at that computer starts, with a new
account and a fresh cookie jar. Each owner browses from a loopback address of its own
(127.x.y.z, new ones for each level), so per-address rate limits count as for real owners,
and sends what a browser sends: the public URL's Host and Origin, cookies, Accept-Encoding.

Busy answers (503 or 429 with Retry-After) are counted apart from failures and handled as
the web app does (apps/web/src/lib/api.ts): the wait asked for, at most 30 s plus up to a
fifth at random, then the same request again (for a GET the web app does it, for an upload
or a submission the owner presses again with what was typed kept), giving up after
${BUSY_TRIES} busy answers to one request; a busy poll skips the polls its Retry-After covers, and only
a 401 to a poll ends the session. Any other unexpected answer ends the journey as failed.
The load generator is one process (node:http with keep-alive agents) on the same
${os.cpus().length} cores as the server and PostgreSQL; its CPU is in the table.

Filings per minute count the filings acknowledged while journeys were starting (ramp
included), over that time. Server CPU is utime + stime of the server process
(/proc/<pid>/stat, all its threads) over the whole level, drain included, divided by the
level's filed journeys. Machine busy is /proc/stat over the level: the server, PostgreSQL,
clamd, the load generator and anything else running on the machine.

${summary}

The idle server (seeded, before the first level, ${settings.idleSeconds} s) used
${m.idleCpuPerMinute.toFixed(2)} core-seconds of CPU per minute: its periodic workers' polls
(while the database's notices flow: the outbox every 10 s, the municipalities every 30 s,
webhooks every 2 s, bulk batches every 5 s, the LISTEN heartbeat every 5 s) and timers.
Each level pays that too: ${levels
    .map(
      ({ result: r, usage: u }) =>
        `${((m.idleCpuPerMinute * u.wallSeconds) / 60 / Math.max(1, r.filed)).toFixed(4)} core-s per filed journey at ${r.owners} owners`,
    )
    .join(', ')}.

### Latency per step: p50 / p95 / p99 ms (requests)

Every attempt counts, retries included.

${stepTable(levels, latencyCell)}

### Answers by status

${stepTable(levels, statuses)}
${failures ? `\nWhy journeys failed (most frequent first):\n\n${failures}\n` : ''}
### Database connections

\`pg_stat_activity\` of the scratch database sampled every second during each level, by state
and by pool (\`application_name\`: the request pool and the workers' pool).

${peakTable(levels, 'states')}

${peakTable(levels, 'pools')}

### Outbox lag: sign-up answer to verification e-mail at the catcher

${mail}

### Stored filings

After the run, each of the ${fmt(s.acknowledged)} filings acknowledged with a 200 was looked
up in \`applications\` by its \`ir_id\` and parcel, its files in \`application_files\` (the
SHA-256 and size of the two files the owner sent) and their bytes in \`stored_files\`:
${fmt(s.intact)} stored once with both files, ${fmt(s.missing)} missing, ${fmt(s.wrongFiles)}
with other files, ${fmt(s.missingBytes)} without their bytes, ${fmt(s.repeatedIds)} ids
acknowledged twice; ${fmt(s.duplicates)} parcels with two applications for one year.
${fmt(s.unacknowledged)} applications are stored whose owner never saw the 200 (their
journey was cut off or the answer lost).${ranOut ? '\n\n**The run ran out of parcels**: some owners stopped early.' : ''}

### Goals

${goals(levels, stored)}
${serverLog ? `\nThe server's log, warnings and errors by count:\n\n${serverLog}\n` : '\nThe server logged no warnings or errors.\n'}${profileText(m.profile, m.profileError)}`;
}
