/**
 * Several instances behind HAProxy (deploy/): the deadline journey of `bench -- deadline`
 * through the balancer in front of two instances on one scratch PostgreSQL database, while the
 * instances are restarted in turn (SIGTERM: they drain), one is killed (SIGKILL) and started
 * again. Per level: filings per minute, every failed request by fault and cause, each restart's
 * time out of the pool, and every acknowledged filing looked up afterwards. A level on one
 * instance alone, in the same run, is the baseline the second instance is measured against.
 *
 * HAProxy runs deploy/haproxy/haproxy.cfg itself, and the instances get the settings of
 * deploy/informal-review.env.example that matter here (TRUST_PROXY, DRAIN_*), so the recipe
 * cannot drift from what is measured.
 *
 * CLUSTER_LEVELS (100,150,300), CLUSTER_SECONDS (180), CLUSTER_RAMP (30), CLUSTER_FAULTS
 * (restart,kill), CLUSTER_BASELINE (first: one instance alone at the first level; each: at
 * every level; 0: never). `cluster-check.ts` runs
 * a small version in .ci/run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import {
  checkStored,
  count5xx,
  perMinute,
  seed,
  startClamd,
  startLoad,
  type Clamd,
  type LoadProcess,
  type StoredCheck,
} from './deadline.ts';
import type { LevelResult } from './deadline-load.ts';
import { request } from 'node:http';
import { openDatabase } from '../src/db/client.ts';
import { createSession, SESSION_COOKIE } from '../src/modules/sessions/index.ts';
import { insertUser } from '../src/modules/users/index.ts';
import { fmt, root, startServer, withPostgresDatabase, type RunningServer } from './processes.ts';
import { freePort } from '../test/clamd.ts';

const HAPROXY_CONFIG = path.join(root, 'deploy/haproxy/haproxy.cfg');
const CAPTCHA_COMPLEXITY = 1_000;
/** As deploy/informal-review.env.example: HAProxy checks every second, out after 2 failures. */
const DRAIN = { DRAIN_SECONDS: '15', DRAIN_CHECKS: '2' };
/** Between one instance back in the pool and the next fault. */
const SETTLE_MS = 5_000;

export type Fault = 'restart' | 'kill' | 'setting';

export interface ClusterSettings {
  levels: number[];
  seconds: number;
  rampSeconds: number;
  faults: Fault[];
  /** Where one instance alone is measured too, before the pair at the same level. */
  baseline: 'first' | 'each' | 'none';
  /** A smaller database than the deadline bench's statewide one (the CI check's). */
  small?: boolean;
}

export function readClusterSettings(env = process.env): ClusterSettings {
  const whole = (name: string, value: string) => {
    const n = Number(value.trim());
    if (!Number.isInteger(n) || n <= 0) {
      throw new Error(`${name} must be whole numbers above 0, got ${JSON.stringify(value)}`);
    }
    return n;
  };
  const faults = (env.CLUSTER_FAULTS ?? 'restart,kill,setting')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  for (const f of faults) {
    if (f !== 'restart' && f !== 'kill' && f !== 'setting') {
      throw new Error(`CLUSTER_FAULTS takes restart, kill and setting, got ${JSON.stringify(f)}`);
    }
  }
  const settings = {
    levels: (env.CLUSTER_LEVELS || '100,150,300').split(',').map((v) => whole('CLUSTER_LEVELS', v)),
    seconds: env.CLUSTER_SECONDS ? whole('CLUSTER_SECONDS', env.CLUSTER_SECONDS) : 180,
    rampSeconds: env.CLUSTER_RAMP ? whole('CLUSTER_RAMP', env.CLUSTER_RAMP) : 30,
    faults: faults as Fault[],
    baseline: baselineSetting(env.CLUSTER_BASELINE),
  };
  if (settings.rampSeconds >= settings.seconds) {
    throw new Error('CLUSTER_RAMP must be shorter than CLUSTER_SECONDS');
  }
  return settings;
}

function baselineSetting(value = 'first'): ClusterSettings['baseline'] {
  const v = value.trim();
  if (v === 'first' || v === '1') return 'first';
  if (v === 'each') return 'each';
  if (v === 'none' || v === '0') return 'none';
  throw new Error(`CLUSTER_BASELINE takes first, each or none, got ${JSON.stringify(value)}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sleeps `ms`, or less when `signal` aborts first. */
const sleepUnless = (ms: number, signal: AbortSignal) =>
  delay(ms, undefined, { signal }).catch(() => undefined);

/** One instance of the server, on its own port, that can be stopped and started again. */
class Instance {
  server: RunningServer | undefined;
  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  async start(): Promise<number> {
    this.server = await startServer(
      process.execPath,
      ['scripts/start.mjs'],
      { ...this.env, PORT: String(this.port) },
      `http://127.0.0.1:${this.port}/api/readyz`,
    );
    return this.server.readyMs;
  }

  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    await this.server?.kill(signal);
    this.server = undefined;
  }
}

/** HAProxy with deploy/'s configuration, and what its statistics page says of each server. */
class Balancer {
  private constructor(
    private readonly child: ChildProcess,
    private readonly statsPort: number,
    private readonly exited: Promise<unknown>,
  ) {}

  static async start(instances: Instance[], port: number): Promise<Balancer> {
    const statsPort = await freePort();
    const binary = existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy';
    const child = spawn(binary, ['-db', '-f', HAPROXY_CONFIG], {
      env: {
        ...process.env,
        IR_BIND: `127.0.0.1:${port}`,
        IR_STATS_BIND: `127.0.0.1:${statsPort}`,
        // Nobody listens: the request log is not wanted here.
        IR_LOG: '127.0.0.1:9',
        ...Object.fromEntries(
          instances.map((i, n) => [`IR_INSTANCE_${n + 1}`, `127.0.0.1:${i.port}`]),
        ),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
    const exited = once(child, 'exit');
    const balancer = new Balancer(child, statsPort, exited);
    for (const instance of instances) {
      await balancer.waitFor(instance.name, 'UP', 30_000).catch((error: unknown) => {
        throw new Error(`${String(error)}\n${stderr}`);
      });
    }
    return balancer;
  }

  /** Each server's state (UP, DOWN, …), from the statistics page's CSV. */
  async states(): Promise<Record<string, string>> {
    const csv = await (await fetch(`http://127.0.0.1:${this.statsPort}/;csv`)).text();
    const [head = '', ...lines] = csv.split('\n');
    const columns = head.replace(/^# /, '').split(',');
    const [px, sv, st] = ['pxname', 'svname', 'status'].map((c) => columns.indexOf(c));
    const states: Record<string, string> = {};
    for (const line of lines) {
      const cells = line.split(',');
      if (cells[px!] === 'instances' && !['FRONTEND', 'BACKEND'].includes(cells[sv!] ?? '')) {
        states[cells[sv!] as string] = cells[st!] as string;
      }
    }
    return states;
  }

  /** Waits until HAProxy has `name` in `state` (UP once `rise` checks passed, DOWN after `fall`). */
  async waitFor(name: string, state: 'UP' | 'DOWN', timeoutMs: number): Promise<number> {
    const started = performance.now();
    for (;;) {
      const now = await this.states().catch(() => ({}) as Record<string, string>);
      if (now[name]?.startsWith(state)) return performance.now() - started;
      if (performance.now() - started > timeoutMs) {
        throw new Error(
          `HAProxy did not see ${name} ${state} within ${timeoutMs} ms: ${JSON.stringify(now)}`,
        );
      }
      await sleep(100);
    }
  }

  async stop(): Promise<void> {
    if (this.child.exitCode === null) this.child.kill('SIGTERM');
    await this.exited;
  }
}

const MUNICIPALITY = 'development';

/** A request straight to one instance, as the balancer would pass it on (Host, Origin). */
function call(
  port: number,
  origin: string,
  method: 'GET' | 'POST',
  url: string,
  cookie: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        headers: {
          host: new URL(origin).host,
          cookie,
          ...(payload ? { 'content-type': 'application/json', origin } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, json: JSON.parse(text || 'null') }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * A mega-admin changes the support phone on one instance; how long until the other instance
 * shows it on GET /api/municipality (documented: within a second).
 */
async function settingPropagation(
  url: string,
  origin: string,
  instances: Instance[],
): Promise<number> {
  const database = await openDatabase({ kind: 'postgres', url });
  let cookie: string;
  try {
    const admin = await insertUser(database.db, {
      municipalityKey: MUNICIPALITY,
      email: `cluster-admin-${Date.now()}@example.com`,
      passwordHash: null,
      role: 'mega-admin',
      status: 'active',
      verifiedAt: new Date(),
    });
    if (!admin) throw new Error('the bench mega-admin was not created');
    const token = await createSession(
      database.db,
      { userId: admin.id, municipalityKey: MUNICIPALITY },
      new Date(),
    );
    cookie = `${SESSION_COOKIE}=${token}`;
  } finally {
    await database.close();
  }
  const [one, two] = instances as [Instance, Instance];
  const current = await call(one.port, origin, 'GET', '/api/admin/municipality_settings', cookie);
  if (current.status !== 200) throw new Error(`municipality_settings answered ${current.status}`);
  const { key: _key, hosts: _hosts, ...settings } = current.json as Record<string, unknown>;
  const phone = `(518) 555-${String(1000 + Math.floor(Math.random() * 9000))}`;
  const saved = await call(one.port, origin, 'POST', '/api/admin/municipality_settings', cookie, {
    ...settings,
    supportPhone: phone,
  });
  if (saved.status !== 200)
    throw new Error(`saving the settings answered ${saved.status}: ${JSON.stringify(saved.json)}`);
  const started = performance.now();
  for (;;) {
    const seen = await call(two.port, origin, 'GET', '/api/municipality', '');
    if ((seen.json as { firm?: { phone?: string } }).firm?.phone === phone)
      return performance.now() - started;
    if (performance.now() - started > 30_000)
      throw new Error('the other instance never showed the new setting');
    await sleep(20);
  }
}

/** What happened to one instance during a level, with its stretch of time (Date.now()). */
export interface FaultRecord {
  fault: Fault;
  instance: string;
  from: number;
  to: number;
  /** SIGTERM to exit: the drain, then the requests in flight. */
  stopMs: number;
  /** Start to 200 from readyz. */
  startMs: number;
  /** Start to HAProxy sending it traffic again. */
  backInPoolMs: number;
}

/** Runs the faults one after the other, from the end of the ramp, while the level runs. */
async function runFaults(
  faults: Fault[],
  instances: Instance[],
  balancer: Balancer,
  startAfterMs: number,
  until: number,
  propagation: () => Promise<number>,
  aborted: AbortSignal,
): Promise<{ records: FaultRecord[]; settingMs?: number }> {
  const records: FaultRecord[] = [];
  await sleepUnless(startAfterMs, aborted);
  const plan: [Fault, Instance][] = [
    ...(faults.includes('restart') ? instances.map((i): [Fault, Instance] => ['restart', i]) : []),
    ...(faults.includes('kill') ? [['kill', instances[0]] as [Fault, Instance]] : []),
  ];
  for (const [fault, instance] of plan) {
    if (Date.now() > until || aborted.aborted) break;
    const from = Date.now();
    const stopping = performance.now();
    await instance.stop(fault === 'kill' ? 'SIGKILL' : 'SIGTERM');
    const stopMs = performance.now() - stopping;
    const starting = performance.now();
    const startMs = await instance.start();
    await balancer.waitFor(instance.name, 'UP', 60_000);
    const backInPoolMs = performance.now() - starting;
    records.push({
      fault,
      instance: instance.name,
      from,
      to: Date.now(),
      stopMs,
      startMs,
      backInPoolMs,
    });
    await sleepUnless(SETTLE_MS, aborted);
  }
  const settingMs =
    faults.includes('setting') && Date.now() < until && !aborted.aborted
      ? await propagation()
      : undefined;
  return { records, settingMs };
}

export interface ClusterLevel {
  owners: number;
  instances: number;
  result: LevelResult;
  faults: FaultRecord[];
  /** A setting saved on app1 until app2 showed it, in ms. */
  settingMs?: number;
}

export interface ClusterRun {
  levels: ClusterLevel[];
  stored: StoredCheck;
  production: boolean;
}

function instanceEnv(url: string, origin: string, smtpUrl: string, clamd: Clamd, scratch: string) {
  return {
    NODE_ENV: clamd.url ? 'production' : 'development',
    HOST: '127.0.0.1',
    DATA_DIR: path.join(scratch, 'data'),
    DATABASE_URL: url,
    PUBLIC_URL: origin,
    SMTP_URL: smtpUrl,
    ...(clamd.url ? { CLAMAV_URL: clamd.url } : {}),
    // Shared by every instance, as a deployment's are.
    CAPTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
    CAPTCHA_COMPLEXITY: String(CAPTCHA_COMPLEXITY),
    MFA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    EMAIL_LINK_KEY: randomBytes(32).toString('hex'),
    // HAProxy connects from 127.0.0.1 and writes the owner's address in X-Forwarded-For.
    TRUST_PROXY: '127.0.0.1',
    ...DRAIN,
    // The bench's mega-admin has a session made in the database, without an authenticator.
    STAFF_MFA: 'optional',
    LOG_LEVEL: 'warn',
  };
}

async function clusterOn(
  url: string,
  settings: ClusterSettings,
  clamd: Clamd,
  scratch: string,
): Promise<ClusterRun> {
  const load: LoadProcess = await startLoad();
  const instances: Instance[] = [];
  let balancer: Balancer | undefined;
  try {
    // The balancer's address is the one owners see (PUBLIC_URL, the Host they send).
    const lbPort = await freePort();
    const origin = `http://localhost:${lbPort}`;
    const env = instanceEnv(url, origin, load.smtpUrl, clamd, scratch);
    for (const name of ['app1', 'app2']) instances.push(new Instance(name, await freePort(), env));
    // One after the other: the first may build what `npm start` needs.
    for (const instance of instances) await instance.start();
    balancer = await Balancer.start(instances, lbPort);
    load.send({
      type: 'setup',
      target: { port: lbPort, origin },
      parcels: await seed(
        url,
        settings.small ? { municipalities: 0, parcels: 5_000, sales: 1_000 } : undefined,
      ),
    });

    const levels: ClusterLevel[] = [];
    let index = 0;
    const runLevel = async (owners: number, faults: Fault[], alone: boolean) => {
      if (alone) {
        await instances[1]!.stop();
        await balancer!.waitFor('app2', 'DOWN', 30_000);
      }
      console.log(
        `cluster: ${owners} owners on ${alone ? 1 : 2} instances${faults.length ? ` (${faults.join(', ')})` : ''}…`,
      );
      const until = Date.now() + settings.seconds * 1000;
      // A failed load stops the faults, and both are settled before the instances are stopped:
      // an instance the faults start again after that would outlive the bench.
      const abort = new AbortController();
      const [loaded, faulted] = await Promise.allSettled([
        load
          .level({
            index: index++,
            owners,
            seconds: settings.seconds,
            rampSeconds: settings.rampSeconds,
            // Journeys under way when the level ends may finish, for at most half a level.
            drainSeconds: Math.min(60, Math.round(settings.seconds / 2)),
          })
          .catch((error: unknown) => {
            abort.abort();
            throw error;
          }),
        runFaults(
          faults,
          instances,
          balancer!,
          settings.rampSeconds * 1000,
          until,
          () => settingPropagation(url, origin, instances),
          abort.signal,
        ),
      ]);
      if (loaded.status === 'rejected') throw loaded.reason;
      if (faulted.status === 'rejected') throw faulted.reason;
      const result = loaded.value;
      const { records, settingMs } = faulted.value;
      levels.push({ owners, instances: alone ? 1 : 2, result, faults: records, settingMs });
      if (alone) {
        await instances[1]!.start();
        await balancer!.waitFor('app2', 'UP', 30_000);
      }
    };
    for (const [i, owners] of settings.levels.entries()) {
      const alone = settings.baseline === 'each' || (settings.baseline === 'first' && i === 0);
      if (alone) await runLevel(owners, [], true);
      await runLevel(owners, settings.faults, false);
    }
    const stored = await checkStored(
      url,
      levels.flatMap((l) => l.result.filings),
    );
    return { levels, stored, production: clamd.url !== '' };
  } finally {
    await balancer?.stop();
    for (const instance of instances) await instance.stop();
    await load.stop();
  }
}

/** Runs the cluster on a scratch database, with clamd as CI runs it. */
export async function runCluster(settings: ClusterSettings): Promise<ClusterRun> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'ir-bench-cluster-'));
  const clamd = await startClamd(path.join(scratch, 'clamd'));
  try {
    return await withPostgresDatabase((url) => clusterOn(url, settings, clamd, scratch));
  } finally {
    clamd.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** A level's failed requests, by the fault they fell in (a kill's own stretch) or none. */
export function failuresByFault(
  level: ClusterLevel,
): { fault: string; count: number; causes: string }[] {
  const groups = new Map<string, Map<string, number>>();
  for (const failed of level.result.failedRequests) {
    const during = level.faults.find((f) => failed.at >= f.from && failed.at <= f.to);
    const key = during ? `${during.fault} ${during.instance}` : 'no fault under way';
    const causes = groups.get(key) ?? new Map<string, number>();
    const cause = `${failed.step} ${failed.status}`;
    causes.set(cause, (causes.get(cause) ?? 0) + 1);
    groups.set(key, causes);
  }
  return [...groups].map(([fault, causes]) => ({
    fault,
    count: [...causes.values()].reduce((a, b) => a + b, 0),
    causes: [...causes].map(([c, n]) => `${c}: ${n}`).join(', '),
  }));
}

/** Failed requests outside a SIGKILL's stretch: the goal is none. */
export function failedOutsideKills(level: ClusterLevel): number {
  return level.result.failedRequests.filter(
    (failed) =>
      !level.faults.some((f) => f.fault === 'kill' && failed.at >= f.from && failed.at <= f.to),
  ).length;
}

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
const s1 = (ms: number) => (ms / 1000).toFixed(1);

/** What a level's faults are, in words, in the order they are run. */
function faultWords(faults: Fault[]): string {
  const words: Record<Fault, string> = {
    restart:
      'each instance restarted in turn (SIGTERM: it drains, then starts again; the next waits until HAProxy has the first back)',
    kill: 'app1 killed with SIGKILL and started again',
    setting: 'a mega-admin saves a municipality setting on app1, timed until app2 shows it',
  };
  const order: Fault[] = ['restart', 'kill', 'setting'];
  return (
    order
      .filter((f) => faults.includes(f))
      .map((f) => words[f])
      .join(', then ') || 'none'
  );
}

export function clusterReport(settings: ClusterSettings, run: ClusterRun): string {
  const { levels, stored } = run;
  const summary = [
    row([
      'owners',
      'instances',
      'faults',
      'filed',
      'filings per minute',
      'journeys failed',
      'failed requests',
      'of them outside a kill',
      'busy answers (Retry-After)',
    ]),
    row(Array.from({ length: 9 }, () => '---')),
    ...levels.map((l) =>
      row([
        l.owners,
        l.instances,
        l.faults.map((f) => `${f.fault} ${f.instance}`).join(', ') || 'none',
        fmt(l.result.filed),
        perMinute(l.result).toFixed(1),
        fmt(l.result.failed),
        fmt(l.result.failedRequests.length),
        fmt(failedOutsideKills(l)),
        fmt(l.result.steps.reduce((a, s) => a + s.busy, 0)),
      ]),
    ),
  ].join('\n');
  const faults = [
    row([
      'owners',
      'fault',
      'SIGTERM/SIGKILL to exit',
      'start to ready',
      'start to back in the pool',
    ]),
    row(['---', '---', '---', '---', '---']),
    ...levels.flatMap((l) =>
      l.faults.map((f) =>
        row([
          l.owners,
          `${f.fault} ${f.instance}`,
          `${s1(f.stopMs)} s`,
          `${s1(f.startMs)} s`,
          `${s1(f.backInPoolMs)} s`,
        ]),
      ),
    ),
  ].join('\n');
  const causes = levels
    .flatMap((l) => failuresByFault(l).map((g) => row([l.owners, g.fault, g.count, g.causes])))
    .join('\n');
  const gain = levels
    .filter((l) => l.instances === 1)
    .flatMap((alone) => {
      const pair = levels.find((l) => l.instances === 2 && l.owners === alone.owners);
      return pair
        ? [
            `Two instances filed ${(perMinute(pair.result) / perMinute(alone.result)).toFixed(2)}× the filings per minute of one alone at ${alone.owners} owners (${perMinute(pair.result).toFixed(1)} against ${perMinute(alone.result).toFixed(1)}), on the same 2 cores and with its faults.`,
          ]
        : [];
    })
    .join(' ');
  const intact =
    stored.intact === stored.acknowledged && stored.duplicates === 0 && stored.repeatedIds === 0;
  return `## cluster

\`npm run bench -- cluster\`: the deadline journey (see deadline) through HAProxy running
deploy/haproxy/haproxy.cfg, in front of two instances on one scratch PostgreSQL database
(${run.production ? 'production mode, uploads scanned by clamd' : 'development mode: clamd was not available'}),
${settings.seconds} s per level with a ${settings.rampSeconds} s ramp. During each two-instance level, from the end of
the ramp: ${faultWords(settings.faults)}.
A failed request is one without an answer or with a 5xx other than the busy 503 with
Retry-After (which the web app waits out). The goal: none outside a kill.

${summary}

${gain}

### Faults

${faults}

### Failed requests by fault and cause

${causes ? [row(['owners', 'during', 'failed requests', 'causes']), row(['---', '---', '---', '---']), causes].join('\n') : 'None.'}

### Goals

${row(['goal', 'measured', 'result'])}
${row(['---', '---', '---'])}
${row(['0 failed requests outside a SIGKILL, restarts included', levels.map((l) => `${fmt(failedOutsideKills(l))} at ${l.owners} (${l.instances})`).join(', '), levels.every((l) => failedOutsideKills(l) === 0) ? 'met' : '**not met**'])}
${row(['0 5xx other than the busy answer, outside a SIGKILL', levels.map((l) => `${fmt(count5xx(l.result))} at ${l.owners}`).join(', '), 'see the row above'])}
${row([
  'a setting saved on one instance shows on the other within 2 s',
  levels
    .filter((l) => l.settingMs !== undefined)
    .map((l) => `${fmt(l.settingMs!)} ms at ${l.owners}`)
    .join(', ') || 'not measured',
  levels.some((l) => l.settingMs !== undefined)
    ? levels.every((l) => l.settingMs === undefined || l.settingMs <= 2000)
      ? 'met'
      : '**not met**'
    : '–',
])}
${row(['nothing acknowledged lost, nothing stored twice', `${fmt(stored.intact)} of ${fmt(stored.acknowledged)} acknowledged filings stored once with both files; ${fmt(stored.duplicates)} parcels filed twice`, intact ? 'met' : '**not met**'])}
`;
}

export async function measureCluster(): Promise<string> {
  const settings = readClusterSettings();
  return clusterReport(settings, await runCluster(settings));
}
