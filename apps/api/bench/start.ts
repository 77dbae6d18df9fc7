/** Start-up: `npm start` until /api/readyz answers, first on an empty data folder and warm. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  fmt,
  median,
  PORT,
  ratio,
  root,
  SHARED_DATABASE_KEYS,
  startServer,
  withPostgresDatabase,
} from './processes.ts';

const GOALS = { firstMs: 5_000, warmMs: 600 };
const SAMPLES = 5;

async function timeReady(
  command: string,
  args: string[],
  env: Record<string, string>,
  url: string,
): Promise<number> {
  const server = await startServer(command, args, env, url);
  await server.stop();
  return server.readyMs;
}

/**
 * The median of `n` samples of each measurement, taken in turns (a, b, c, a, b, c, ...): on a
 * machine whose load changes by the minute, each sees the same conditions.
 */
async function inTurns<K extends string>(
  n: number,
  measures: Record<K, () => Promise<number>>,
): Promise<Record<K, number>> {
  const keys = Object.keys(measures) as K[];
  const values = Object.fromEntries(keys.map((k) => [k, [] as number[]])) as Record<K, number[]>;
  for (let i = 0; i < n; i++) for (const k of keys) values[k].push(await measures[k]());
  return Object.fromEntries(keys.map((k) => [k, median(values[k])])) as Record<K, number>;
}

export async function measureStart(): Promise<string> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'ir-bench-start-'));
  const ready = `http://localhost:${PORT}/api/readyz`;
  const npmStart = (dataDir: string) => timeReady('npm', ['start'], { DATA_DIR: dataDir }, ready);
  try {
    // Builds the web app and the server bundle if stale, so no sample below includes a build.
    await timeReady(
      'npm',
      ['start'],
      {
        DATA_DIR: path.join(scratch, 'warm-up'),
        NODE_ENV: 'production',
        EMAIL_LINK_KEY: 'an-e-mail-link-key-of-32-characters',
        CAPTCHA_HMAC_KEY: 'bench',
        PUBLIC_URL: 'https://review.example.com',
        SMTP_URL: 'smtp://mail.example.com',
        CLAMAV_URL: 'tcp://127.0.0.1:3310',
        MFA_ENCRYPTION_KEY: '5c1a29a75ae64a2b230d1d10f00d5d32ac875df6ba9d4d35dd13bb179dce9213',
      },
      ready,
    );
    const bareFile = path.join(scratch, 'bare.mjs');
    writeFileSync(
      bareFile,
      `import Fastify from '${path.join(root, 'node_modules/fastify/fastify.js')}';\n` +
        `const app = Fastify(); app.get('/', async () => 'ok'); await app.listen({ port: ${PORT} });\n`,
    );
    const bareStart = () =>
      timeReady(process.execPath, [bareFile], {}, `http://localhost:${PORT}/`);
    let fresh = 0;
    const cold = await inTurns(3, {
      first: () => npmStart(path.join(scratch, `first-${fresh++}`)),
      bare: bareStart,
    });
    const warmDir = path.join(scratch, 'first-0');
    const startMjs = path.join(root, 'scripts/start.mjs');
    // An instance of the service restarts on PostgreSQL: its database is there already, so
    // the start is the server's own, without the embedded database's opening.
    const warm = await withPostgresDatabase(async (url) => {
      const onPostgres = { DATABASE_URL: url, ...SHARED_DATABASE_KEYS };
      await timeReady(process.execPath, [startMjs], onPostgres, ready);
      return inTurns(SAMPLES, {
        npm: () => npmStart(warmDir),
        node: () => timeReady(process.execPath, [startMjs], { DATA_DIR: warmDir }, ready),
        postgres: () => timeReady(process.execPath, [startMjs], onPostgres, ready),
        bare: bareStart,
      });
    });
    const { first } = cold;
    const bare = warm.bare;
    const warmNpm = warm.npm;
    const warmNode = warm.node;
    const row = (what: string, ms: number, goal?: number) =>
      `| ${what} | ${fmt(ms)} ms | ${ratio(ms, bare)} | ${goal ? `≤ ${fmt(goal)} ms: ${ms <= goal ? 'met' : 'not met'}` : ''} |`;
    return `## Start-up

Time from spawning the command until \`GET /api/readyz\` answers 200 (median). Baseline: a bare
Fastify server with one route, started with \`node\`, in turns with the warm starts (its median
beside the first starts: ${fmt(cold.bare)} ms). The builds are fresh before the first sample.

| measurement | time | ratio to baseline | goal |
| --- | --- | --- | --- |
${row(`bare Fastify (baseline, ${SAMPLES} runs)`, bare)}
${row('`npm start`, first start on an empty data folder (database created, migrations, demo seed; 3 runs)', first, GOALS.firstMs)}
${row(`\`npm start\`, warm start on existing data (${SAMPLES} runs)`, warmNpm, GOALS.warmMs)}
${row(`\`node scripts/start.mjs\` (the same without npm), warm (${SAMPLES} runs)`, warmNode)}
${row(`\`node scripts/start.mjs\` on PostgreSQL (\`DATABASE_URL\`, migrated and seeded by an untimed first start), as an instance of the service restarts (${SAMPLES} runs)`, warm.postgres)}
`;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
