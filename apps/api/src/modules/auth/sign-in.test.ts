import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_LIMITS, MESSAGES, withPhone } from '@ir/domain';
import { build, type TestApp } from '../../../test/helpers.ts';
import { insertUser } from '../users/repository.ts';
import { restrictUser } from '../users/service.ts';
import { AUTH_TEST_ENV, solvedCaptcha } from '../../../test/captcha.ts';
import {
  countAccountRows,
  createTestUser,
  freshIp,
  mailTo,
  sessionCookieOf,
  sessionsOf,
  tokenInMail,
  withSession,
} from '../../../test/factories.ts';
import { hashToken, SESSION_POLICY } from '../sessions/index.ts';

const NOW = new Date('2026-02-10T15:00:00Z');
const PHONE = '(518) 555-0177';
const PASSWORD = 'Secret-Garden-42';

let t: TestApp;

beforeAll(async () => {
  t = await build({ now: NOW, env: { ...AUTH_TEST_ENV, FIRM_PHONE: PHONE } });
});
afterAll(() => t.close());

function signin(body: Record<string, unknown>, headers: Record<string, string> = {}, app = t.app) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: body,
    headers: { 'user-agent': 'vitest', ...headers },
    remoteAddress: freshIp(),
  });
}

function authstatus(headers: Record<string, string>, app = t.app) {
  return app.inject({ url: '/api/auth/authstatus', headers });
}

/** The field of the form a refusal names; the others are about the account. */
const REFUSED_FIELD: Partial<Record<keyof typeof MESSAGES.login, string>> = {
  no_user: 'email',
  bad_password: 'password',
  bad_captcha: 'captcha',
};

function refusal(code: keyof typeof MESSAGES.login, statusCode = 400) {
  const field = REFUSED_FIELD[code];
  return {
    success: false,
    statusCode,
    error_message: code,
    message: withPhone(MESSAGES.login[code], PHONE),
    message_key: `login.${code}`,
    message_values: { phone: PHONE },
    ...(field === undefined ? {} : { field }),
  };
}

describe('POST /api/auth/signin', () => {
  it('signs in: a host-only, HttpOnly, SameSite=Lax session cookie whose hash is stored', async () => {
    const user = await createTestUser(t.database.db, {
      email: 'ok@example.com',
      password: PASSWORD,
    });
    const res = await signin({ email: ' OK@Example.com ', password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const cookie = sessionCookieOf(res);
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: SESSION_POLICY.absoluteMs / 1000,
    });
    expect(cookie?.domain).toBeUndefined();
    expect(cookie?.secure).toBeUndefined();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const stored = await sessionsOf(t.database.db, user.id);
    expect(stored).toEqual([
      expect.objectContaining({
        idHash: hashToken(cookie?.value ?? ''),
        municipalityKey: 'development',
        lastActiveAt: NOW,
        expiresAt: new Date(NOW.getTime() + SESSION_POLICY.absoluteMs),
        userAgent: 'vitest',
      }),
    ]);
    expect(stored[0]?.idHash).not.toBe(cookie?.value);
    expect((await authstatus(withSession(cookie?.value ?? ''))).statusCode).toBe(200);
  });

  it('marks the cookie Secure behind an https proxy it trusts, and only then', async () => {
    await createTestUser(t.database.db, { email: 'proxied@example.com', password: PASSWORD });
    const proxied = await build({
      now: NOW,
      database: t.database,
      env: { ...AUTH_TEST_ENV, TRUST_PROXY: 'true' },
    });
    try {
      const body = { email: 'proxied@example.com', password: PASSWORD };
      const https = { 'x-forwarded-proto': 'https' };
      expect(sessionCookieOf(await signin(body, https, proxied.app))?.secure).toBe(true);
      // Without TRUST_PROXY the header is anyone's to send, so it is not believed.
      expect(sessionCookieOf(await signin(body, https))?.secure).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });

  it('rotates: the session the request came with ends, a new one begins', async () => {
    const user = await createTestUser(t.database.db, {
      email: 'rotate@example.com',
      password: PASSWORD,
    });
    const first = sessionCookieOf(
      await signin({ email: 'rotate@example.com', password: PASSWORD }),
    );
    const second = sessionCookieOf(
      await signin(
        { email: 'rotate@example.com', password: PASSWORD },
        withSession(first?.value ?? ''),
      ),
    );
    expect(second?.value).toBeDefined();
    expect(second?.value).not.toBe(first?.value);
    expect((await authstatus(withSession(first?.value ?? ''))).statusCode).toBe(401);
    expect((await authstatus(withSession(second?.value ?? ''))).statusCode).toBe(200);
    const stored = await sessionsOf(t.database.db, user.id);
    expect(stored.map((s) => s.idHash)).toEqual([hashToken(second?.value ?? '')]);
  });

  it('accepts a captcha when one is sent and it is valid', async () => {
    await createTestUser(t.database.db, { email: 'captcha@example.com', password: PASSWORD });
    const res = await signin({
      email: 'captcha@example.com',
      password: PASSWORD,
      captcha: await solvedCaptcha(t.app),
    });
    expect(res.json()).toEqual({ success: true });
  });

  describe('refusals: SPEC §8 codes and texts, no cookie, nothing written', () => {
    beforeAll(async () => {
      await createTestUser(t.database.db, { email: 'member@example.com', password: PASSWORD });
      await createTestUser(t.database.db, {
        email: 'waiting@example.com',
        password: PASSWORD,
        status: 'awaiting verification',
      });
      await createTestUser(t.database.db, {
        email: 'blocked@example.com',
        password: PASSWORD,
        status: 'restricted',
      });
      await insertUser(t.database.db, {
        municipalityKey: 'development',
        email: 'google-only@example.com',
        passwordHash: null,
        role: 'user',
        status: 'active',
      });
      await createTestUser(t.database.db, {
        email: 'elsewhere@example.com',
        password: PASSWORD,
        municipalityKey: 'kent',
      });
    });

    it.each([
      ['no_user', { email: 'nobody@example.com', password: PASSWORD }, refusal('no_user')],
      ['no_user (empty)', { email: '', password: '' }, refusal('no_user')],
      [
        'no_user (account of another municipality)',
        { email: 'elsewhere@example.com', password: PASSWORD },
        refusal('no_user'),
      ],
      [
        'bad_password',
        { email: 'member@example.com', password: 'Wrong-Garden-42' },
        refusal('bad_password'),
      ],
      [
        'bad_password (empty)',
        { email: 'member@example.com', password: '' },
        refusal('bad_password'),
      ],
      [
        'bad_password (case differs)',
        { email: 'member@example.com', password: PASSWORD.toLowerCase() },
        refusal('bad_password'),
      ],
      [
        'bad_password (account without a password)',
        { email: 'google-only@example.com', password: PASSWORD },
        refusal('bad_password'),
      ],
      [
        'not_verified',
        { email: 'waiting@example.com', password: PASSWORD },
        refusal('not_verified'),
      ],
      [
        'bad_password before not_verified',
        { email: 'waiting@example.com', password: 'Wrong-Garden-42' },
        refusal('bad_password'),
      ],
      [
        'restricted',
        { email: 'blocked@example.com', password: PASSWORD },
        refusal('restricted', 403),
      ],
      [
        'bad_password before restricted',
        { email: 'blocked@example.com', password: 'Wrong-Garden-42' },
        refusal('bad_password'),
      ],
      [
        'bad_captcha',
        { email: 'member@example.com', password: PASSWORD, captcha: 'forged' },
        refusal('bad_captcha'),
      ],
    ])('%s', async (_name, body, expected) => {
      const before = await countAccountRows(t.database.db);
      const res = await signin(body);
      expect(res.statusCode).toBe(expected.statusCode);
      expect(res.json()).toEqual(expected);
      expect(sessionCookieOf(res)).toBeUndefined();
      expect(await countAccountRows(t.database.db)).toEqual(before);
    });

    it('the restricted text names the firm phone', () => {
      expect(refusal('restricted').message).toContain(PHONE);
      expect(refusal('general_error').message).toContain(PHONE);
    });

    it.each([
      ['unknown field', { email: 'member@example.com', password: PASSWORD, remember: true }],
      ['wrong type', { email: 'member@example.com', password: 12345678 }],
      ['missing password', { email: 'member@example.com' }],
      ['oversized password', { email: 'member@example.com', password: `Aa1${'x'.repeat(126)}` }],
    ])('%s: 400 validation_error', async (_name, body) => {
      const before = await countAccountRows(t.database.db);
      const res = await signin(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error_message: 'validation_error' });
      expect(await countAccountRows(t.database.db)).toEqual(before);
    });
  });
});

describe('the whole password counts', () => {
  const long = (at100: string) =>
    `Aa1${'b'.repeat(96)}${at100}${'c'.repeat(AUTH_LIMITS.passwordMax - 100)}`;

  it('a 128-character password works from sign-up through verification to sign-in', async () => {
    const password = long('X');
    expect(password).toHaveLength(128);
    const email = 'long.password@example.com';
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email, password, captcha: await solvedCaptcha(t.app) },
      remoteAddress: freshIp(),
    });
    expect(signup.json()).toEqual({ success: true });
    const [mail] = await mailTo(t.database.db, email);
    const token = tokenInMail(mail?.textBody ?? '', '/verify');
    const verify = await t.app.inject({ url: `/api/auth/verifyuser?token=${token}` });
    expect(verify.json()).toEqual({ success: true, message: 'account is confirmed' });

    const res = await signin({ email, password });
    expect(res.json()).toEqual({ success: true });
    expect(sessionCookieOf(res)).toBeDefined();
  });

  it('a password differing only at its 100th character is refused', async () => {
    const email = 'char100@example.com';
    await createTestUser(t.database.db, { email, password: long('X') });
    expect(long('Y')[99]).toBe('Y');
    const res = await signin({ email, password: long('Y') });
    expect(res.json()).toEqual(refusal('bad_password'));
    expect((await signin({ email, password: long('X') })).json()).toEqual({ success: true });
  });
});

describe('restriction', () => {
  it('ends every session of the account and refuses the next sign-in', async () => {
    const email = 'to-restrict@example.com';
    const user = await createTestUser(t.database.db, { email, password: PASSWORD });
    const a = sessionCookieOf(await signin({ email, password: PASSWORD }))?.value ?? '';
    const b = sessionCookieOf(await signin({ email, password: PASSWORD }))?.value ?? '';
    expect((await authstatus(withSession(a))).statusCode).toBe(200);
    expect((await authstatus(withSession(b))).statusCode).toBe(200);

    const restricted = await restrictUser(t.database.db, user.municipalityKey, user.id, NOW);
    expect(restricted?.status).toBe('restricted');
    expect(await sessionsOf(t.database.db, user.id)).toEqual([]);
    // Restricted outside a request: on PostgreSQL its notice reaches the cache a moment later.
    await t.app.sessionChangesCaughtUp();
    expect((await authstatus(withSession(a))).statusCode).toBe(401);
    expect((await authstatus(withSession(b))).statusCode).toBe(401);
    expect((await signin({ email, password: PASSWORD })).json()).toEqual(
      refusal('restricted', 403),
    );
  });
});

describe('general_error', () => {
  it('answers 500 with SPEC’s text and the firm phone, and sets no cookie', async () => {
    const broken = await build({ now: NOW, env: { ...AUTH_TEST_ENV, FIRM_PHONE: PHONE } });
    try {
      await createTestUser(broken.database.db, {
        email: 'unlucky@example.com',
        password: PASSWORD,
      });
      await broken.database.db.execute(
        sql`alter table sessions add constraint refuse_all check (user_agent = 'never')`,
      );
      const res = await signin(
        { email: 'unlucky@example.com', password: PASSWORD },
        {},
        broken.app,
      );
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ ...refusal('general_error', 500) });
      expect(sessionCookieOf(res)).toBeUndefined();
      expect((await countAccountRows(broken.database.db)).sessions).toBe(0);
    } finally {
      await broken.close();
    }
  });
});
