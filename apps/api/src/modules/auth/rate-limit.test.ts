import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/helpers.ts';
import { rateLimits } from '../../db/schema/index.ts';
import { AUTH_TEST_ENV } from '../../../test/captcha.ts';
import { countAccountRows, createTestUser, rateLimitRows } from '../../../test/factories.ts';
import { consumeRateLimit, RATE_LIMITS } from './rate-limit.ts';

// 15:05:30 is 9.5 minutes before the 15-minute window ends and 54.5 before the hour's.
const T0 = new Date('2026-02-10T15:05:30Z');
const MINUTE = 60 * 1000;
const PASSWORD = 'Secret-Garden-42';

let t: TestApp;

beforeAll(async () => {
  t = await build({ now: T0, env: AUTH_TEST_ENV });
});
afterAll(() => t.close());

describe('consumeRateLimit', () => {
  const rule = { limit: 3, windowMs: 10 * MINUTE };

  it('counts a sliding window: the previous window weighs by how much of it is still recent', async () => {
    const db = t.database.db;
    const at = (minutes: number) => new Date(Date.UTC(2026, 1, 7, 15, 0) + minutes * MINUTE);
    for (const minutes of [0, 1, 9]) {
      expect(await consumeRateLimit(db, 'unit:a', rule, at(minutes))).toEqual({
        allowed: true,
        retryAfterSeconds: 0,
      });
    }
    // Over the limit: allowed again 1/3 into the next window, when this one weighs 2/3.
    expect(await consumeRateLimit(db, 'unit:a', rule, at(9.5))).toEqual({
      allowed: false,
      retryAfterSeconds: 30 + 200,
    });
    // Another key has its own count.
    expect((await consumeRateLimit(db, 'unit:b', rule, at(9.5))).allowed).toBe(true);
    // 3 minutes on, the full window still weighs 0.7 of its 3 (a fixed window would allow).
    expect(await consumeRateLimit(db, 'unit:a', rule, at(13))).toEqual({
      allowed: false,
      retryAfterSeconds: 220,
    });
    // 220 s later: 3 * (1 - 0.7) + 2 <= 3.
    expect((await consumeRateLimit(db, 'unit:a', rule, at(17))).allowed).toBe(true);
    // A window with no hits before it counts from zero, and older windows are deleted.
    expect((await consumeRateLimit(db, 'unit:a', rule, at(40))).allowed).toBe(true);
    const rows = (await rateLimitRows(db)).filter((r) => r.key === 'unit:a');
    expect(rows).toEqual([{ key: 'unit:a', windowStart: at(40), count: 1 }]);
  });

  it('allows no double burst at a window edge', async () => {
    const db = t.database.db;
    const at = (minutes: number) => new Date(Date.UTC(2026, 1, 8, 15, 0) + minutes * MINUTE);
    for (let i = 0; i < 3; i++) {
      expect((await consumeRateLimit(db, 'unit:edge', rule, at(9.9))).allowed).toBe(true);
    }
    // A fixed window would allow three more at once; the sliding one still counts the three.
    expect(await consumeRateLimit(db, 'unit:edge', rule, at(10))).toEqual({
      allowed: false,
      retryAfterSeconds: 400,
    });
    expect((await consumeRateLimit(db, 'unit:edge', rule, at(16.5))).allowed).toBe(false);
    // Refused hits count too: 3 * (1 - 0.67) + 3 > 3, until the next window.
    expect((await consumeRateLimit(db, 'unit:edge', rule, at(19))).allowed).toBe(false);
    expect((await consumeRateLimit(db, 'unit:edge', rule, at(27))).allowed).toBe(true);
  });

  it('carries at most the limit, so hammering on past a refusal does not lengthen it', async () => {
    const db = t.database.db;
    const at = (minutes: number) => new Date(Date.UTC(2026, 1, 9, 15, 0) + minutes * MINUTE);
    for (let i = 0; i < 20; i++) await consumeRateLimit(db, 'unit:hammer', rule, at(5));
    // 20 hits, but the next window carries 3: 3 * (1 - 0.4) + 1 <= 3.
    expect((await consumeRateLimit(db, 'unit:hammer', rule, at(14))).allowed).toBe(true);
  });

  it('sweeps windows of keys that never came back once they are a day old', async () => {
    const db = t.database.db;
    const old = new Date(T0.getTime() - 25 * 60 * MINUTE);
    await db.insert(rateLimits).values({ key: 'unit:gone', windowStart: old, count: 7 });
    // The table-wide sweep runs on a new window at least a minute after the last sweep.
    await consumeRateLimit(db, 'unit:sweeper', rule, new Date(T0.getTime() + 30 * MINUTE));
    expect((await rateLimitRows(db)).filter((r) => r.key === 'unit:gone')).toEqual([]);
  });
});

async function signin(
  email: string,
  options: { app?: TestApp['app']; headers?: Record<string, string>; ip?: string } = {},
) {
  return (options.app ?? t.app).inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email, password: PASSWORD },
    headers: options.headers ?? {},
    remoteAddress: options.ip ?? '192.0.2.1',
  });
}

describe('the limits on the routes', () => {
  it(`refuses the ${RATE_LIMITS.signin.perIp + 1}th sign-in from one address in 15 minutes with 429 and Retry-After, also when X-Forwarded-For is spoofed`, async () => {
    const ip = '192.0.2.10';
    for (let i = 0; i < RATE_LIMITS.signin.perIp; i++) {
      // Each with a new address in X-Forwarded-For, which the default config does not believe.
      const res = await signin(`spoof-${i}@example.com`, {
        ip,
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      expect(res.json()).toMatchObject({ error_message: 'no_user' });
    }
    const before = await countAccountRows(t.database.db);
    const res = await signin('spoof-last@example.com', {
      ip,
      headers: { 'x-forwarded-for': '198.51.100.77' },
    });
    expect(res.statusCode).toBe(429);
    // 570 s to the window's end, then 18 s until its 50 weigh 49 in the next: sliding windows.
    expect(res.headers['retry-after']).toBe('588');
    expect(res.json()).toEqual({
      success: false,
      statusCode: 429,
      error_message: 'too_many_requests',
      message: 'Too many attempts. Please try again in 10 minutes.',
      message_key: 'input.tooManyAttempts',
      message_values: { minutes: 10 },
    });
    expect(await countAccountRows(t.database.db)).toEqual(before);

    // Another address is not affected, and the next window lets this one in again.
    expect((await signin('other@example.com', { ip: '192.0.2.11' })).statusCode).toBe(400);
    const next = await build({
      now: new Date(T0.getTime() + 10 * MINUTE),
      database: t.database,
      env: AUTH_TEST_ENV,
    });
    try {
      expect((await signin('spoof-last@example.com', { ip, app: next.app })).statusCode).toBe(400);
    } finally {
      await next.close();
    }
  });

  it('believes X-Forwarded-For behind a proxy TRUST_PROXY names', async () => {
    const proxied = await build({
      now: T0,
      database: t.database,
      env: { ...AUTH_TEST_ENV, TRUST_PROXY: 'true' },
    });
    try {
      // One proxy address, many clients: each client has its own count.
      for (let i = 0; i < RATE_LIMITS.signin.perIp + 5; i++) {
        const res = await signin(`client-${i}@example.com`, {
          app: proxied.app,
          ip: '192.0.2.20',
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
        });
        expect(res.statusCode).toBe(400);
      }
    } finally {
      await proxied.close();
    }
  });

  it(`lets the owner in after ${RATE_LIMITS.signin.perAccountAndIp} wrong passwords from rotating addresses`, async () => {
    const email = 'guessed@example.com';
    await createTestUser(t.database.db, { email, password: PASSWORD });
    for (let i = 0; i < RATE_LIMITS.signin.perAccountAndIp; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: i % 2 ? email.toUpperCase() : email, password: `Wrong-${i}-Guess` },
        remoteAddress: `192.0.2.${100 + i}`,
      });
      expect(res.json()).toMatchObject({ error_message: 'bad_password' });
    }
    const res = await signin(email, { ip: '192.0.2.200' });
    expect(res.statusCode).toBe(200);
    expect(await countAccountRows(t.database.db)).toMatchObject({ sessions: 1 });
  });

  it(`refuses the ${RATE_LIMITS.signin.perAccountAndIp + 1}th sign-in for one account from one address`, async () => {
    const email = 'one-address@example.com';
    await createTestUser(t.database.db, { email, password: PASSWORD });
    for (let i = 0; i < RATE_LIMITS.signin.perAccountAndIp; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email, password: `Wrong-${i}-Guess` },
        remoteAddress: '192.0.2.201',
      });
      expect(res.json()).toMatchObject({ error_message: 'bad_password' });
    }
    expect((await signin(email, { ip: '192.0.2.201' })).statusCode).toBe(429);
    // The same account from another address, and another account from this one, still go in.
    expect((await signin(email, { ip: '192.0.2.202' })).statusCode).toBe(200);
    expect((await signin('nobody-here@example.com', { ip: '192.0.2.201' })).statusCode).toBe(400);
  });

  it(`refuses the ${RATE_LIMITS.signin.perAccount + 1}th sign-in for one account from any address, stopping a spray`, async () => {
    const email = 'sprayed@example.com';
    await createTestUser(t.database.db, { email, password: PASSWORD });
    for (let i = 0; i < RATE_LIMITS.signin.perAccount; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email, password: `Wrong-${i}-Guess` },
        remoteAddress: `198.51.${100 + Math.floor(i / 5)}.${i % 5}`,
      });
      expect(res.statusCode).toBe(400);
    }
    const before = await countAccountRows(t.database.db);
    const res = await signin(email, { ip: '192.0.2.203' });
    expect(res.statusCode).toBe(429);
    expect(await countAccountRows(t.database.db)).toEqual(before);
  });

  const person = (i: number) => `person-${i}@example.com`;
  const oneAddress = (n: number) => () => `198.19.0.${n}`;
  const manyAddresses = (n: number) => (i: number) => `198.18.${n}.${i}`;
  it.each([
    [
      'signup per address',
      'POST',
      '/api/auth/signup',
      (i: number) => ({ email: person(i), password: 'x', captcha: 'c' }),
      oneAddress(1),
      RATE_LIMITS.signup.perIp,
    ],
    [
      'signup per account',
      'POST',
      '/api/auth/signup',
      () => ({ email: 'a@example.com', password: 'x', captcha: 'c' }),
      manyAddresses(2),
      RATE_LIMITS.signup.perAccount,
    ],
    [
      'forgotpassword per address',
      'POST',
      '/api/auth/forgotpassword',
      (i: number) => ({ email: person(i), captcha: 'c' }),
      oneAddress(3),
      RATE_LIMITS.forgotpassword.perIp,
    ],
    [
      'forgotpassword per account',
      'POST',
      '/api/auth/forgotpassword',
      () => ({ email: 'b@example.com', captcha: 'c' }),
      manyAddresses(4),
      RATE_LIMITS.forgotpassword.perAccount,
    ],
    [
      'updatepassword per address',
      'POST',
      '/api/auth/updatepassword',
      () => ({ password: 'Aa1aaaaaaa', token: 'made-up' }),
      oneAddress(5),
      RATE_LIMITS.updatepassword.perIp,
    ],
    [
      'verifyuser per address',
      'GET',
      '/api/auth/verifyuser?token=made-up',
      undefined,
      oneAddress(6),
      RATE_LIMITS.verifyuser.perIp,
    ],
  ] as const)('limits %s', async (_name, method, url, payload, ip, limit) => {
    const send = (i: number) =>
      t.app.inject({
        method,
        url,
        ...(payload ? { payload: payload(i) } : {}),
        remoteAddress: ip(i),
      });
    for (let i = 0; i < limit; i++) expect((await send(i)).statusCode).toBe(400);
    const res = await send(limit);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ error_message: 'too_many_requests' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
