/**
 * `npm run bench`: measures start-up and import throughput on this machine and rewrites
 * docs/benchmarks.md. Each figure has a baseline measured in the same run, so the ratios
 * stay meaningful when the machine changes.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, createWriteStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { measureAuth } from './auth.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const PARCELS = Number(process.env.BENCH_PARCELS ?? 1_000_000);
const PG_SERVER = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const PORT = 3990;

interface Timed {
  ms: number;
  output: string;
}

function run(command: string, args: string[], env: Record<string, string>): Promise<Timed> {
  const started = performance.now();
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env } });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      if (code === 0) resolve({ ms: performance.now() - started, output });
      else reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${output}`));
    });
  });
}

/** Milliseconds from spawning the command until the URL answers 200. */
async function timeUntilReady(
  command: string,
  args: string[],
  env: Record<string, string>,
  url: string,
): Promise<number> {
  const started = performance.now();
  // Its own process group, so npm, its shell and the server all stop together.
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
    detached: true,
  });
  const exited = once(child, 'exit');
  try {
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`${command} ${args.join(' ')} exited ${child.exitCode}`);
      const ok = await fetch(url).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return performance.now() - started;
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

async function measureStarts() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ir-bench-start-'));
  const env = { DATA_DIR: dataDir };
  const ready = `http://localhost:${PORT}/api/readyz`;
  const times = async (command: string, args: string[], e: Record<string, string>, url: string) => {
    const samples: number[] = [];
    for (let i = 0; i < 5; i++) samples.push(await timeUntilReady(command, args, e, url));
    return median(samples);
  };
  try {
    const first = await timeUntilReady('npm', ['start'], env, ready);
    const warmNpm = await times('npm', ['start'], env, ready);
    const warm = await times(process.execPath, [path.join(root, 'scripts/start.mjs')], env, ready);
    // Baseline: a bare Fastify server with one route, started the same way.
    const bareFile = path.join(dataDir, 'bare.mjs');
    writeFileSync(
      bareFile,
      `import Fastify from '${path.join(root, 'node_modules/fastify/fastify.js')}';\n` +
        `const app = Fastify(); app.get('/', async () => 'ok'); await app.listen({ port: ${PORT} });\n`,
    );
    const bare = await times(process.execPath, [bareFile], {}, `http://localhost:${PORT}/`);
    return { first, warmNpm, warm, bare };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const STREETS = [
  'Maple Ave',
  'Oak St',
  'Main St',
  'Elm Dr',
  'Cedar Ln',
  'Park Pl',
  'Lake Rd',
  'Hill St',
];

/** A deterministic parcels CSV in our column format. */
async function writeParcelsCsv(file: string, rows: number): Promise<void> {
  const out = createWriteStream(file);
  out.write(
    'sbl,parcel_id,swis_co,swis_town,swis_vg,prop_class,loc_st_nbr,loc_st_name,land_av,total_av,bldg_style,overall_cond,sfla,yr_built\n',
  );
  for (let i = 0; i < rows; i++) {
    // Unique below 1,000,000 rows and shaped like real SBLs: 123.45-67-1.
    const sbl = `${100 + Math.floor(i / 10_000)}.${pad2(Math.floor(i / 100) % 100)}-${pad2(i % 100)}-1`;
    const line = `${sbl},P${i},14,1422,142289,210,${(i % 2000) + 1},${STREETS[i % STREETS.length]},${20_000 + (i % 50_000)},${120_000 + (i % 300_000)},${String((i % 17) + 1).padStart(2, '0')},${(i % 5) + 1},${900 + (i % 3000)},${1900 + (i % 125)}\n`;
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

async function withPostgresDatabase<T>(fn: (url: string) => Promise<T>): Promise<T> {
  const name = `ir_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    return await fn(`${PG_SERVER}/${name}`);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** Baseline: PostgreSQL's own COPY of the same file into an unindexed table. */
async function copyBaseline(url: string, file: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      'CREATE TEMP TABLE copy_baseline (sbl text, parcel_id text, swis_co text, swis_town text, swis_vg text, prop_class text, loc_st_nbr text, loc_st_name text, land_av bigint, total_av bigint, bldg_style text, overall_cond text, sfla int, yr_built int)',
    );
    const started = performance.now();
    await client.query(`COPY copy_baseline FROM '${file}' WITH (FORMAT csv, HEADER true)`);
    return performance.now() - started;
  } finally {
    await client.end();
  }
}

async function main() {
  const cli = ['--import', 'tsx', path.join(root, 'apps/api/src/cli/index.ts')];
  console.log('measuring start-up…');
  const starts = await measureStarts();
  console.log('measuring accounts…');
  const auth = await measureAuth();

  const workDir = mkdtempSync(path.join(os.tmpdir(), 'ir-bench-import-'));
  // The PostgreSQL server process reads the file for the COPY baseline.
  chmodSync(workDir, 0o755);
  const csv = path.join(workDir, 'parcels.csv');
  console.log(`writing ${PARCELS.toLocaleString()} parcels…`);
  await writeParcelsCsv(csv, PARCELS);

  console.log('importing into PGlite…');
  const pgliteDir = path.join(workDir, 'data');
  const pglite = await run(
    process.execPath,
    [...cli, 'import', 'parcels', '--muni', 'development', csv],
    {
      DATA_DIR: pgliteDir,
    },
  );

  console.log('importing into PostgreSQL…');
  const { postgres, copy } = await withPostgresDatabase(async (url) => ({
    postgres: await run(
      process.execPath,
      [...cli, 'import', 'parcels', '--muni', 'development', csv],
      {
        DATABASE_URL: url,
      },
    ),
    copy: await copyBaseline(url, csv),
  }));
  rmSync(workDir, { recursive: true, force: true });

  const rate = (ms: number) => Math.round(PARCELS / (ms / 1000));
  const fmt = (n: number) => n.toLocaleString('en-US');
  const date = new Date().toISOString().slice(0, 10);
  const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`;
  const doc = `# Benchmarks

Written by \`npm run bench\` (apps/api/src/bench/run.ts); do not edit by hand.

- Date: ${date}
- Machine: ${machine}

## Start-up

Time from spawning the command until \`GET /api/readyz\` answers 200. Baseline: a bare
Fastify server with one route, started with \`node\`.

| measurement | time | ratio to baseline |
| --- | --- | --- |
| bare Fastify (baseline, median of 5) | ${Math.round(starts.bare)} ms | 1.0 |
| \`npm start\`, first start on an empty data folder (migrations, demo seed) | ${fmt(Math.round(starts.first))} ms | ${(starts.first / starts.bare).toFixed(1)} |
| \`npm start\`, warm start on existing data (median of 5) | ${fmt(Math.round(starts.warmNpm))} ms | ${(starts.warmNpm / starts.bare).toFixed(1)} |
| \`node scripts/start.mjs\` (the same without npm), warm (median of 5) | ${fmt(Math.round(starts.warm))} ms | ${(starts.warm / starts.bare).toFixed(1)} |

## Accounts

| measurement | figure |
| --- | --- |
| argon2id hash (${auth.argon2.params}), CPU per hash | ${auth.argon2.cpuMs.toFixed(0)} ms (wall ${auth.argon2.wallMs.toFixed(0)} ms) |
| \`POST /api/auth/signin\` latency over HTTP, ${auth.signin.count} sign-ins, p50 | ${auth.signin.p50.toFixed(0)} ms |
| same, p95 | ${auth.signin.p95.toFixed(0)} ms |
| bare Fastify POST route (baseline), ${auth.poll.concurrency} concurrent for ${auth.poll.seconds} s | ${fmt(Math.round(auth.poll.barePerSecond))} requests/s |
| \`POST /api/auth/poll_session\` (session lookup in the database), same load | ${fmt(Math.round(auth.poll.perSecond))} requests/s, ${(auth.poll.perSecond / auth.poll.barePerSecond).toFixed(2)} of baseline |

Sign-in is dominated by the argon2id hash, by design (see apps/api/src/modules/auth/passwords.ts):
two cores verify about ${fmt(Math.round((2 * 1000) / auth.argon2.cpuMs))} sign-ins a second. Sessions are
checked on embedded PGlite here; the client and server share the machine's two cores.

## Parcel import

\`npm run cli -- import parcels\` of ${fmt(PARCELS)} generated parcels (validation, upsert in
batches, trigram indexes maintained), wall time including process start and migrations.
Baseline: PostgreSQL's \`COPY\` of the same file into an unindexed table, no validation.

| target | time | rows per second | ratio to COPY |
| --- | --- | --- | --- |
| PostgreSQL COPY (baseline) | ${fmt(Math.round(copy))} ms | ${fmt(rate(copy))} | 1.0 |
| PostgreSQL 15 (127.0.0.1) | ${fmt(Math.round(postgres.ms))} ms | ${fmt(rate(postgres.ms))} | ${(postgres.ms / copy).toFixed(1)} |
| PGlite (embedded) | ${fmt(Math.round(pglite.ms))} ms | ${fmt(rate(pglite.ms))} | ${(pglite.ms / copy).toFixed(1)} |
`;
  writeFileSync(path.join(root, 'docs/benchmarks.md'), doc);
  console.log(doc);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
