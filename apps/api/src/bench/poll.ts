/** Accounts: argon2id cost, sign-in latency and poll_session throughput next to bare Fastify. */
import { openDatabase, type Database } from '../db/client.ts';
import {
  LOAD,
  measureArgon2,
  measureBareRoute,
  measureSessions,
  type SessionFigures,
} from './auth.ts';
import { fmt, ratio, withPostgresDatabase } from './processes.ts';

const POLL_GOAL = 0.5;

async function onDatabase(open: () => Promise<Database>): Promise<SessionFigures> {
  const database = await open();
  try {
    await database.migrate();
    return await measureSessions(database);
  } finally {
    await database.close();
  }
}

export async function measurePoll(): Promise<string> {
  const argon2 = await measureArgon2();
  const postgres = await withPostgresDatabase((url) =>
    onDatabase(() => openDatabase({ kind: 'postgres', url })),
  );
  const pglite = await onDatabase(() => openDatabase({ kind: 'pglite' }));
  const bare = await measureBareRoute();
  const { concurrency, seconds } = LOAD;
  const pollRow = (target: string, figures: SessionFigures, goal: boolean) =>
    `| \`POST /api/auth/poll_session\` on ${target}, same load | ${fmt(figures.pollPerSecond)} requests/s | ${ratio(figures.pollPerSecond, bare)} | ${goal ? `≥ ${POLL_GOAL}: ${figures.pollPerSecond / bare >= POLL_GOAL ? 'met' : 'not met'}` : ''} |`;
  return `## Accounts

| measurement | figure | ratio to baseline | goal |
| --- | --- | --- | --- |
| argon2id hash (${argon2.params}), CPU per hash | ${argon2.cpuMs.toFixed(0)} ms (wall ${argon2.wallMs.toFixed(0)} ms) | | |
| \`POST /api/auth/signin\` over HTTP on PostgreSQL, ${postgres.signin.count} sign-ins, p50 / p95 | ${postgres.signin.p50.toFixed(0)} / ${postgres.signin.p95.toFixed(0)} ms | | |
| same on PGlite, p50 / p95 | ${pglite.signin.p50.toFixed(0)} / ${pglite.signin.p95.toFixed(0)} ms | | |
| bare Fastify POST route (baseline), ${concurrency} concurrent for ${seconds} s | ${fmt(bare)} requests/s | 1.00 | |
${pollRow('PostgreSQL (127.0.0.1)', postgres, true)}
${pollRow('PGlite (embedded)', pglite, false)}

Sign-in is dominated by the argon2id hash, by design (see apps/api/src/modules/auth/passwords.ts):
two cores verify about ${fmt((2 * 1000) / argon2.cpuMs)} sign-ins a second. The load generator,
the server and PostgreSQL share the machine's cores.
`;
}
