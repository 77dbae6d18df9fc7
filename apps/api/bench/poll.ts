/** Accounts: argon2id cost, sign-in latency and poll_session throughput next to bare Fastify. */
import { openDatabase, type Database } from '../src/db/client.ts';
import { LOAD, measureArgon2, measureSessions, type SessionFigures } from './auth.ts';
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
  const { concurrency, seconds } = LOAD;
  const rows = (target: string, f: SessionFigures, goal: boolean) =>
    [
      `| bare Fastify POST route (baseline), ${concurrency} concurrent, ${seconds} s in turns with the next two | ${fmt(f.barePerSecond)} requests/s | 1.00 | |`,
      `| \`GET /api/healthz\` of the whole app on ${target} (every hook, no session lookup) | ${fmt(f.healthPerSecond)} requests/s | ${ratio(f.healthPerSecond, f.barePerSecond)} | |`,
      `| \`POST /api/auth/poll_session\` on ${target} | ${fmt(f.pollPerSecond)} requests/s | ${ratio(f.pollPerSecond, f.barePerSecond)} | ${goal ? `≥ ${POLL_GOAL}: ${f.pollPerSecond / f.barePerSecond >= POLL_GOAL ? 'met' : 'not met'}` : ''} |`,
    ].join('\n');
  return `## Accounts

| measurement | figure | ratio to baseline | goal |
| --- | --- | --- | --- |
| argon2id hash (${argon2.params}), CPU per hash | ${argon2.cpuMs.toFixed(0)} ms (wall ${argon2.wallMs.toFixed(0)} ms) | | |
| \`POST /api/auth/signin\` over HTTP on PostgreSQL, ${postgres.signin.count} sign-ins, p50 / p95 | ${postgres.signin.p50.toFixed(0)} / ${postgres.signin.p95.toFixed(0)} ms | | |
| same on PGlite, p50 / p95 | ${pglite.signin.p50.toFixed(0)} / ${pglite.signin.p95.toFixed(0)} ms | | |
${rows('PostgreSQL (127.0.0.1)', postgres, true)}
${rows('PGlite (embedded)', pglite, false)}

Sign-in is dominated by the argon2id hash, by design (see apps/api/src/modules/auth/passwords.ts):
two cores verify about ${fmt((2 * 1000) / argon2.cpuMs)} sign-ins a second. The load generator,
the server and PostgreSQL share the machine's cores. The healthz row separates what every API
request pays (security headers, origin and municipality checks, request ids, schema
serialization) from the session lookup itself: answered from the instance's session cache,
which the database's change notices keep true (decision 060); the first request of a session
on an instance reads it with one prepared \`SELECT\` joined to the account.
`;
}
