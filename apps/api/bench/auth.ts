/**
 * Accounts figures for `npm run bench`: the CPU cost of one argon2id hash, sign-in latency
 * through real HTTP, and poll_session throughput against a bare Fastify route, on the
 * database the caller opens (PostgreSQL or PGlite).
 */
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { ARGON2_PARAMS, createVerifiedUser, hashPassword } from '../src/modules/users/index.ts';

export interface Argon2Figures {
  cpuMs: number;
  wallMs: number;
  params: string;
}

export interface SessionFigures {
  signin: { p50: number; p95: number; count: number };
  /** poll_session requests per second. */
  pollPerSecond: number;
  /** GET /api/healthz per second: the whole app's hooks without the session lookup. */
  healthPerSecond: number;
  /** Baseline: a bare Fastify POST route, measured in turns with the two above. */
  barePerSecond: number;
}

export const LOAD = { concurrency: 16, seconds: 5 } as const;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
}

export async function measureArgon2(): Promise<Argon2Figures> {
  await hashPassword('warm-up-Passw0rd');
  const runs = 20;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < runs; i++) await hashPassword(`Bench-Passw0rd-${i}`);
  const wallMs = (performance.now() - started) / runs;
  const cpu = process.cpuUsage(cpuBefore);
  return {
    cpuMs: (cpu.user + cpu.system) / 1000 / runs,
    wallMs,
    params: `m=${ARGON2_PARAMS.memoryCost} KiB, t=${ARGON2_PARAMS.timeCost}, p=${ARGON2_PARAMS.parallelism}`,
  };
}

const SLICE_MS = 250;

/**
 * Requests per second of each call, kept `concurrency` deep for `seconds` each, in turns of a
 * quarter second: on a machine whose load changes from second to second, every call sees
 * the same conditions, so their ratios hold even when the absolute figures do not.
 */
export async function throughputs<K extends string>(
  calls: Record<K, () => Promise<unknown>>,
  concurrency: number,
  seconds: number,
): Promise<Record<K, number>> {
  const keys = Object.keys(calls) as K[];
  const done = Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
  for (let turn = 0; turn < (seconds * 1000) / SLICE_MS; turn++) {
    for (const key of keys) {
      const until = performance.now() + SLICE_MS;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (performance.now() < until) {
            await calls[key]();
            done[key] += 1;
          }
        }),
      );
    }
  }
  return Object.fromEntries(keys.map((k) => [k, done[k] / seconds])) as Record<K, number>;
}

/** Sign-ins and poll_session over HTTP against the whole app on `database` (migrated). */
export async function measureSessions(database: Database): Promise<SessionFigures> {
  // A distinct client address per sign-in (believed because TRUST_PROXY is on), so the
  // rate limits that protect real accounts do not throttle the measurement.
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: 'true' });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const accounts = 25;
  const perAccount = 8;
  const password = 'Bench-Passw0rd-1';
  for (let i = 0; i < accounts; i++) {
    await createVerifiedUser(
      database.db,
      {
        municipalityKey: 'development',
        email: `bench-${i}@example.com`,
        password,
        role: 'user',
      },
      new Date(),
    );
  }
  const latencies: number[] = [];
  let cookie = '';
  for (let round = 0; round < perAccount; round++) {
    for (let i = 0; i < accounts; i++) {
      const started = performance.now();
      const res = await fetch(`${base}/api/auth/signin`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.9.${round}.${i}`,
        },
        body: JSON.stringify({ email: `bench-${i}@example.com`, password }),
      });
      latencies.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`signin answered ${res.status}: ${await res.text()}`);
      cookie = res.headers.getSetCookie()[0]?.split(';')[0] ?? cookie;
    }
  }
  latencies.sort((a, b) => a - b);

  const bare = Fastify();
  bare.post('/bare', async () => ({ success: true }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}/bare`;
  const expect200 = (what: string) => (r: Response) => {
    if (r.status !== 200) throw new Error(`${what} answered ${r.status}`);
    return r.arrayBuffer();
  };
  const rates = await throughputs(
    {
      poll: () =>
        fetch(`${base}/api/auth/poll_session`, { method: 'POST', headers: { cookie } }).then(
          expect200('poll_session'),
        ),
      health: () => fetch(`${base}/api/healthz`).then(expect200('healthz')),
      bare: () => fetch(bareUrl, { method: 'POST' }).then(expect200('bare route')),
    },
    LOAD.concurrency,
    LOAD.seconds,
  );
  await bare.close();
  await app.close();
  return {
    signin: {
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      count: latencies.length,
    },
    pollPerSecond: rates.poll,
    healthPerSecond: rates.health,
    barePerSecond: rates.bare,
  };
}
