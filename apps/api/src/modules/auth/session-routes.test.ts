import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/helpers.ts';
import type { Role } from '@ir/domain';
import { AUTH_TEST_ENV } from '../../../test/captcha.ts';
import {
  createTestUser,
  freshIp,
  sessionCookieOf,
  sessionsOf,
  withSession,
} from '../../../test/factories.ts';

const T0 = new Date('2026-02-10T15:00:00Z');
const PASSWORD = 'Secret-Garden-42';
const MINUTE = 60 * 1000;

let t: TestApp;
const later = new Map<number, TestApp>();

beforeAll(async () => {
  t = await build({ now: T0, env: AUTH_TEST_ENV });
});
afterAll(async () => {
  for (const app of later.values()) await app.close();
  await t.close();
});

/** The same server, `minutes` after T0: another instance on the same database. */
async function at(minutes: number): Promise<TestApp['app']> {
  if (minutes === 0) return t.app;
  let app = later.get(minutes);
  if (!app) {
    app = await build({
      now: new Date(T0.getTime() + minutes * MINUTE),
      database: t.database,
      env: AUTH_TEST_ENV,
    });
    later.set(minutes, app);
  }
  return app.app;
}

let accounts = 0;
/** A new account signed in at T0 (on `host`); answers its cookie value and id. */
async function signedIn(role: Role = 'user', host = 'localhost') {
  accounts += 1;
  const email = `person-${accounts}@example.com`;
  const municipalityKey = host === 'localhost' ? 'development' : host.split('.')[0];
  const user = await createTestUser(t.database.db, {
    email,
    password: PASSWORD,
    role,
    ...(municipalityKey ? { municipalityKey } : {}),
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    headers: { host },
    payload: { email, password: PASSWORD },
    remoteAddress: freshIp(),
  });
  expect(res.json()).toEqual({ success: true });
  return { token: sessionCookieOf(res)?.value ?? '', userId: user.id };
}

const status = async (minutes: number, token?: string, host = 'localhost') =>
  (await at(minutes)).inject({
    url: '/api/auth/authstatus',
    headers: { host, ...(token ? withSession(token) : {}) },
  });

const poll = async (minutes: number, token: string, body?: Record<string, unknown>) =>
  (await at(minutes)).inject({
    method: 'POST',
    url: '/api/auth/poll_session',
    headers: withSession(token),
    ...(body ? { payload: body } : {}),
  });

const unauthorized = {
  success: false,
  statusCode: 401,
  error_message: 'unauthorized',
  message: 'Please log in.',
  message_key: 'input.signIn',
};

describe('GET /api/auth/authstatus', () => {
  it('answers 200 with a live session and 401 without one', async () => {
    const { token } = await signedIn();
    const res = await status(0, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await status(0)).json()).toEqual(unauthorized);
    expect((await status(0)).statusCode).toBe(401);
    expect((await status(0, 'made-up-token')).statusCode).toBe(401);
  });

  it.each(['user', 'town', 'super', 'admin', 'mega-admin'] as const)(
    '?privledge=true answers the role %s as text',
    async (role) => {
      const { token } = await signedIn(role);
      const res = await (
        await at(0)
      ).inject({
        url: '/api/auth/authstatus?privledge=true',
        headers: withSession(token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.body).toBe(role);
    },
  );

  it('?privledge=true answers 200 with an empty body when signed out', async () => {
    const res = await t.app.inject({ url: '/api/auth/authstatus?privledge=true' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe('');
  });

  it('refuses a bad privledge value', async () => {
    const res = await t.app.inject({ url: '/api/auth/authstatus?privledge=maybe' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_message: 'validation_error' });
  });

  it('does not move the idle window', async () => {
    const { token, userId } = await signedIn();
    expect((await status(30, token)).statusCode).toBe(200);
    const [session] = await sessionsOf(t.database.db, userId);
    expect(session?.lastActiveAt).toEqual(T0);
    expect((await status(61, token)).statusCode).toBe(401);
  });

  it('refuses a session made on another municipality’s host', async () => {
    const { token, userId } = await signedIn('user', 'amherst.localhost');
    expect((await status(0, token, 'kent.localhost')).json()).toEqual(unauthorized);
    expect((await status(0, token, 'localhost')).statusCode).toBe(401);
    const privilege = await t.app.inject({
      url: '/api/auth/authstatus?privledge=true',
      headers: { host: 'kent.localhost', ...withSession(token) },
    });
    expect(privilege.body).toBe('');
    // Refused there, it still works where it was made.
    expect((await status(0, token, 'amherst.localhost')).statusCode).toBe(200);
    expect(await sessionsOf(t.database.db, userId)).toHaveLength(1);
  });
});

describe('POST /api/auth/signout', () => {
  it('ends the session and clears the cookie', async () => {
    const { token, userId } = await signedIn();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: withSession(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const cleared = sessionCookieOf(res);
    expect(cleared).toMatchObject({ value: '', path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    expect(await sessionsOf(t.database.db, userId)).toEqual([]);
    expect((await status(0, token)).statusCode).toBe(401);
  });

  it('succeeds without a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/signout' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
  });

  it('ends a session whose idle time ran out too, so it leaves no row behind', async () => {
    const { token, userId } = await signedIn();
    const res = await (
      await at(90)
    ).inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: withSession(token),
    });
    expect(res.json()).toEqual({ success: true });
    expect(await sessionsOf(t.database.db, userId)).toEqual([]);
  });

  it('refuses a cross-site sign-out', async () => {
    const { token, userId } = await signedIn();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: { origin: 'https://evil.example', ...withSession(token) },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error_message: 'bad_origin' });
    expect(await sessionsOf(t.database.db, userId)).toHaveLength(1);
  });
});

describe('POST /api/auth/poll_session and the idle window', () => {
  it('answers 200 while the session lives, 401 without one', async () => {
    const { token } = await signedIn();
    expect((await poll(0, token)).json()).toEqual({ success: true });
    const none = await t.app.inject({ method: 'POST', url: '/api/auth/poll_session' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual(unauthorized);
  });

  it('polls alone do not keep a session alive: used at t0, polled until t0+61 min, it is gone', async () => {
    const { token, userId } = await signedIn();
    for (const minutes of [1, 20, 40, 59]) {
      expect((await poll(minutes, token)).statusCode).toBe(200);
    }
    expect((await poll(61, token)).statusCode).toBe(401);
    expect((await status(61, token)).statusCode).toBe(401);
    const [session] = await sessionsOf(t.database.db, userId);
    expect(session?.lastActiveAt).toEqual(T0);
  });

  it('a poll reporting activity moves the window', async () => {
    const { token } = await signedIn();
    expect((await poll(30, token, { active: true })).statusCode).toBe(200);
    expect((await poll(61, token)).statusCode).toBe(200);
    expect((await poll(89, token, { active: false })).statusCode).toBe(200);
    expect((await poll(91, token)).statusCode).toBe(401);
  });

  it('any other API call is use and moves the window', async () => {
    const { token } = await signedIn();
    const used = await (
      await at(30)
    ).inject({
      url: '/api/municipality',
      headers: withSession(token),
    });
    expect(used.statusCode).toBe(200);
    expect((await status(89, token)).statusCode).toBe(200);
    expect((await status(91, token)).statusCode).toBe(401);
  });

  it('a busy session still ends 12 hours after sign-in', async () => {
    const { token } = await signedIn();
    for (let minutes = 50; minutes < 720; minutes += 50) {
      expect((await poll(minutes, token, { active: true })).statusCode).toBe(200);
    }
    expect((await poll(719, token, { active: true })).statusCode).toBe(200);
    expect((await poll(720, token, { active: true })).statusCode).toBe(401);
  });

  it.each([
    ['wrong type', { active: 'yes' }],
    ['unknown field', { active: true, idle: 5 }],
  ])('refuses a body with a %s', async (_name, body) => {
    const { token } = await signedIn();
    const res = await poll(0, token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_message: 'validation_error' });
  });
});
