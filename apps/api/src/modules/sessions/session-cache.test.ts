import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { build, type TestApp } from '../../../test/helpers.ts';
import { signedInAs, type SignedInAccount } from '../../../test/accounts.ts';
import { sessions, userMfa, users } from '../../db/schema/index.ts';
import { changePassword, restrictUser } from '../users/service.ts';
import { SessionCache } from './session-cache.ts';
import { endAllSessions, touchSession } from './session-store.ts';
import { hashToken } from './tokens.ts';

// Two instances of the app on one database, as deploy/ runs them behind HAProxy.
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  a = await build();
  b = await build({ database: a.database });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

async function poll(app: FastifyInstance, account: SignedInAccount): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/poll_session',
    headers: account.headers,
  });
  return res.statusCode;
}

async function roleSeenBy(app: FastifyInstance, account: SignedInAccount): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/auth/authstatus?privledge=true',
    headers: account.headers,
  });
  return res.body;
}

/** Notices arrive after the commit, a few milliseconds later: wait for one, at most 2 s. */
async function eventually<T>(read: () => Promise<T> | T, expected: T): Promise<void> {
  const until = Date.now() + 2_000;
  let seen = await read();
  while (seen !== expected && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    seen = await read();
  }
  expect(seen).toBe(expected);
}

/** A change no trigger reports: what a missed notice would leave behind. */
async function deleteSessionsUnnoticed(userId: number): Promise<void> {
  await a.database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
}

/** Signed in on A, and the session cached on B by one poll there. */
async function cachedOnB(role: 'user' | 'town' = 'user'): Promise<SignedInAccount> {
  const account = await signedInAs(a.app, role);
  expect(await poll(b.app, account)).toBe(200);
  return account;
}

describe('the session cache of each instance', () => {
  it('listens once the app is ready', () => {
    expect(a.app.sessionCache.listening).toBe(true);
    expect(b.app.sessionCache.listening).toBe(true);
  });

  it('answers from the cache: a session deleted without a notice still polls on B', async () => {
    const account = await cachedOnB();
    await deleteSessionsUnnoticed(account.user.id);
    // B never reads the row again; A, which had not cached it, does.
    expect(await poll(b.app, account)).toBe(200);
    expect(await poll(a.app, account)).toBe(401);
  });

  it('a sign-out on A ends the session on B', async () => {
    const account = await cachedOnB();
    expect(await poll(a.app, account)).toBe(200);
    const out = await a.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: account.headers,
    });
    expect(out.statusCode).toBeLessThan(400);
    // A answered the sign-out only once its own cache had the notice: no waiting here.
    expect(await poll(a.app, account)).toBe(401);
    await eventually(() => poll(b.app, account), 401);
  });

  it('a role change on A is what B answers', async () => {
    const account = await cachedOnB('user');
    expect(await roleSeenBy(b.app, account)).toBe('user');
    await a.database.db.update(users).set({ role: 'town' }).where(eq(users.id, account.user.id));
    await eventually(() => roleSeenBy(b.app, account), 'town');
  });

  it('a restriction on A ends the account’s sessions on B', async () => {
    const account = await cachedOnB();
    await restrictUser(a.database.db, 'development', account.user.id, a.app.clock());
    await eventually(() => poll(b.app, account), 401);
  });

  it('a password change on A ends the account’s sessions on B', async () => {
    const account = await cachedOnB();
    await changePassword(
      a.database.db,
      'development',
      account.user.id,
      'Another-Passw0rd-9',
      a.app.clock(),
    );
    await eventually(() => poll(b.app, account), 401);
  });

  it('endAllSessions on A ends them on B', async () => {
    const account = await cachedOnB();
    await endAllSessions(a.database.db, 'development', account.user.id);
    await eventually(() => poll(b.app, account), 401);
  });

  it('an account disabled without ending its sessions is refused on B too', async () => {
    const account = await cachedOnB();
    await a.database.db
      .update(users)
      .set({ status: 'restricted' })
      .where(eq(users.id, account.user.id));
    await eventually(() => poll(b.app, account), 401);
  });

  it('two-factor sign-in turned on on A is what B sees', async () => {
    const account = await cachedOnB();
    const token = account.headers.cookie.split('=')[1]!;
    const mfaSeenByB = async () =>
      (await b.app.sessionCache.find(b.database.db, token, 'development', b.app.clock()))?.user
        .mfaEnabled;
    expect(await mfaSeenByB()).toBe(false);
    await a.database.db.insert(userMfa).values({
      userId: account.user.id,
      municipalityKey: 'development',
      secretCiphertext: 'v1.test',
      enabledAt: a.app.clock(),
    });
    await eventually(mfaSeenByB, true);
  });

  it('is bypassed while not listening, and starts empty when listening resumes', async () => {
    const cache = new SessionCache();
    cache.listeningStarted();
    const account = await signedInAs(a.app, 'user');
    const token = account.headers.cookie.split('=')[1]!;
    const now = a.app.clock();
    expect(await cache.find(a.database.db, token, 'development', now)).not.toBeNull();
    expect(cache.size).toBe(1);
    cache.listeningStopped();
    expect(cache.size).toBe(0);
    await deleteSessionsUnnoticed(account.user.id);
    expect(await cache.find(a.database.db, token, 'development', now)).toBeNull();
    cache.listeningStarted();
    expect(cache.size).toBe(0);
  });

  it('reads an entry that looks idle again: another instance may have recorded activity', async () => {
    const cache = new SessionCache();
    cache.listeningStarted();
    const account = await signedInAs(a.app, 'user');
    const token = account.headers.cookie.split('=')[1]!;
    const signedInAt = a.app.clock().getTime();
    const minutes = (n: number) => new Date(signedInAt + n * 60_000);
    expect(await cache.find(a.database.db, token, 'development', minutes(10))).not.toBeNull();
    // A touch elsewhere moves last_active_at without a notice (migration 0031 leaves it out).
    await touchSession(a.database.db, 'development', hashToken(token), minutes(50));
    const found = await cache.find(a.database.db, token, 'development', minutes(70));
    expect(found?.lastActiveAt).toEqual(minutes(50));
    expect(await cache.find(a.database.db, token, 'development', minutes(111))).toBeNull();
  });

  it('holds no more entries than its bound, dropping the least recently used', async () => {
    const cache = new SessionCache({ maxEntries: 3, maxAgeMs: 60_000 });
    cache.listeningStarted();
    const now = a.app.clock();
    const tokens: string[] = [];
    for (let i = 0; i < 5; i++) {
      const account = await signedInAs(a.app, 'user');
      tokens.push(account.headers.cookie.split('=')[1]!);
      expect(await cache.find(a.database.db, tokens[i]!, 'development', now)).not.toBeNull();
    }
    expect(cache.size).toBe(3);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('when the LISTEN connection is lost', () => {
  it('B reads every session from the database until it listens again', async () => {
    const account = await cachedOnB();
    await a.database.db.execute(sql`
      SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE application_name = 'informal-review-listen' AND datname = current_database()`);
    await eventually(() => b.app.sessionCache.listening, false);
    // Even a change no notice would ever report is seen while the cache is bypassed.
    await deleteSessionsUnnoticed(account.user.id);
    expect(await poll(b.app, account)).toBe(401);
    // Connected again after LISTEN_TIMINGS.retryMs, with nothing kept from before.
    const other = await signedInAs(a.app, 'user');
    expect(await poll(b.app, other)).toBe(200);
    const until = Date.now() + 5_000;
    while (!b.app.sessionCache.listening && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(b.app.sessionCache.listening).toBe(true);
    expect(b.app.sessionCache.size).toBe(0);
  });
});
