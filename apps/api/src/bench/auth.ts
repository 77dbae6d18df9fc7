/**
 * Accounts figures for `npm run bench`: the CPU cost of one argon2id hash, sign-in latency
 * through real HTTP, and poll_session throughput against a bare Fastify route, on the
 * database the caller opens (PostgreSQL or PGlite).
 */
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { hashPassword, ARGON2_PARAMS } from '../modules/auth/passwords.ts';
import { createVerifiedUser } from '../modules/users/service.ts';

export interface Argon2Figures {
  cpuMs: number;
  wallMs: number;
  params: string;
}

export interface SessionFigures {
  signin: { p50: number; p95: number; count: number };
  /** poll_session requests per second. */
  pollPerSecond: number;
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

/** Requests per second of `call` kept `concurrency` deep for `seconds`. */
async function throughput(call: () => Promise<unknown>, concurrency: number, seconds: number) {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        await call();
        done += 1;
      }
    }),
  );
  return done / seconds;
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

  const { concurrency, seconds } = LOAD;
  const pollPerSecond = await throughput(
    () =>
      fetch(`${base}/api/auth/poll_session`, { method: 'POST', headers: { cookie } }).then((r) => {
        if (r.status !== 200) throw new Error(`poll_session answered ${r.status}`);
        return r.arrayBuffer();
      }),
    concurrency,
    seconds,
  );
  await app.close();
  return {
    signin: {
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      count: latencies.length,
    },
    pollPerSecond,
  };
}

/** Baseline: a bare Fastify POST route under the same load, in the same process. */
export async function measureBareRoute(): Promise<number> {
  const { concurrency, seconds } = LOAD;
  const bare = Fastify();
  bare.post('/bare', async () => ({ success: true }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}/bare`;
  const barePerSecond = await throughput(
    () => fetch(bareUrl, { method: 'POST' }).then((r) => r.arrayBuffer()),
    concurrency,
    seconds,
  );
  await bare.close();
  return barePerSecond;
}
