import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_LIMITS, MESSAGES, withPhone } from '@ir/domain';
import { build, type TestApp } from '../../../test/helpers.ts';
import { users, userTokens } from '../../db/schema/index.ts';
import { AUTH_TEST_ENV, solvedCaptcha } from '../../../test/captcha.ts';
import {
  countAccountRows,
  createTestUser,
  freshIp,
  mailTo,
  tokenInMail,
} from '../../../test/factories.ts';
import { hashToken } from '../sessions/index.ts';

const NOW = new Date('2026-02-10T15:00:00Z');
const PHONE = '(518) 555-0199';
const STRONG = 'Correct-Horse-9';

let t: TestApp;

beforeAll(async () => {
  t = await build({ now: NOW, env: { ...AUTH_TEST_ENV, FIRM_PHONE: PHONE } });
});
afterAll(() => t.close());

async function signup(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: body,
    headers,
    remoteAddress: freshIp(),
  });
}

async function validBody(overrides: Record<string, unknown> = {}) {
  return {
    email: 'new.person@example.com',
    password: STRONG,
    captcha: await solvedCaptcha(t.app),
    ...overrides,
  };
}

describe('POST /api/auth/signup', () => {
  it('creates an account awaiting verification, its token and the verification e-mail', async () => {
    const res = await signup(await validBody({ email: '  New.Person@Example.COM ' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(res.cookies).toEqual([]);

    const [user] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'new.person@example.com'));
    expect(user).toMatchObject({
      municipalityKey: 'development',
      role: 'user',
      status: 'awaiting verification',
      verifiedAt: null,
    });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user?.passwordHash).not.toContain(STRONG);

    const mail = await mailTo(t.database.db, 'new.person@example.com');
    expect(mail).toHaveLength(1);
    expect(mail[0]?.municipalityKey).toBe('development');
    expect(mail[0]?.subject).toContain('Confirm your');
    const token = tokenInMail(mail[0]?.textBody ?? '', '/verify');
    expect(mail[0]?.textBody).toContain(`http://localhost/verify?token=${token}`);
    expect(mail[0]?.htmlBody).toContain(`/verify?token=${token}`);

    const tokens = await t.database.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.userId, user?.id ?? 0));
    expect(tokens).toEqual([
      expect.objectContaining({
        tokenHash: hashToken(token),
        purpose: 'verify',
        usedAt: null,
        expiresAt: new Date(NOW.getTime() + 24 * 60 * 60 * 1000),
      }),
    ]);
  });

  it('builds the link on the municipality host the request came to', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { host: 'kent.localhost:3000' },
      payload: await validBody({ email: 'kent.person@example.com' }),
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await mailTo(t.database.db, 'kent.person@example.com');
    expect(mail?.municipalityKey).toBe('kent');
    expect(mail?.textBody).toMatch(/http:\/\/kent\.localhost:3000\/verify\?token=/);
    const [user] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'kent.person@example.com'));
    expect(user?.municipalityKey).toBe('kent');
  });

  describe('refusals write nothing', () => {
    let refused = 0;
    it.each([
      ['bad_captcha', { captcha: 'not-a-solution' }],
      ['bad_captcha', { captcha: '' }],
      ['bad_email', { email: 'a@b.c' }],
      ['bad_email', { email: 'no-at-sign.example.com' }],
      ['bad_email', { email: 'two words@example.com' }],
      ['bad_email', { email: '' }],
      ['bad_password', { password: 'short1A' }],
      ['bad_password', { password: 'nouppercase1' }],
      ['bad_password', { password: 'NOLOWERCASE1' }],
      ['bad_password', { password: 'NoDigitsHere' }],
      ['bad_password', { password: '' }],
    ] as const)('%s for %j', async (code, overrides) => {
      const before = await countAccountRows(t.database.db);
      // A new address each time: the per-account limit counts refused attempts too.
      refused += 1;
      const email = `refused-${refused}@example.com`;
      const res = await signup(await validBody({ email, ...overrides }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        statusCode: 400,
        error_message: code,
        message: MESSAGES.signup[code],
        message_key: `signup.${code}`,
        message_values: { phone: PHONE },
        // Each case is refused for its one field.
        field: Object.keys(overrides)[0],
      });
      expect(await countAccountRows(t.database.db)).toEqual(before);
    });

    it('bad_captcha for a solution used once already', async () => {
      const captcha = await solvedCaptcha(t.app);
      expect(
        (await signup(await validBody({ email: 'first.use@example.com', captcha }))).statusCode,
      ).toBe(200);
      const before = await countAccountRows(t.database.db);
      const res = await signup({ email: 'second.use@example.com', password: STRONG, captcha });
      expect(res.json()).toMatchObject({ error_message: 'bad_captcha' });
      expect(await countAccountRows(t.database.db)).toEqual(before);
    });

    it('checks the captcha before telling whether the address has an account', async () => {
      await createTestUser(t.database.db, { email: 'probed@example.com', password: STRONG });
      const res = await signup({ email: 'probed@example.com', password: STRONG, captcha: 'x' });
      expect(res.json()).toMatchObject({ error_message: 'bad_captcha' });
    });

    it('dup_user for an address with an account, whatever its case and spacing', async () => {
      await createTestUser(t.database.db, { email: 'taken@example.com', password: STRONG });
      const before = await countAccountRows(t.database.db);
      const res = await signup(await validBody({ email: ' TAKEN@example.com' }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        statusCode: 400,
        error_message: 'dup_user',
        message: MESSAGES.signup.dup_user,
        message_key: 'signup.dup_user',
        message_values: { phone: PHONE },
        field: 'email',
      });
      expect(await countAccountRows(t.database.db)).toEqual(before);
    });

    it('allows the same address in another municipality', async () => {
      await createTestUser(t.database.db, { email: 'twice@example.com', password: STRONG });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers: { host: 'lyons.localhost' },
        payload: await validBody({ email: 'twice@example.com' }),
        remoteAddress: freshIp(),
      });
      expect(res.json()).toEqual({ success: true });
    });
  });

  describe('malformed requests get 400 in the error shape and write nothing', () => {
    it.each([
      ['unknown field', { email: 'x@example.com', password: STRONG, captcha: 'c', admin: true }],
      ['wrong type', { email: 12345, password: STRONG, captcha: 'c' }],
      ['missing field', { email: 'x@example.com', password: STRONG }],
      ['null password', { email: 'x@example.com', password: null, captcha: 'c' }],
    ])('%s', async (_name, body) => {
      const before = await countAccountRows(t.database.db);
      const res = await signup(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error_message: 'validation_error' });
      expect(res.json().issues.length).toBeGreaterThan(0);
      expect(await countAccountRows(t.database.db)).toEqual(before);
    });

    it(`a password longer than ${AUTH_LIMITS.passwordMax} characters`, async () => {
      const res = await signup(await validBody({ password: `Aa1${'x'.repeat(126)}` }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error_message: 'validation_error',
        issues: [{ path: 'body.password', message: 'Passwords are at most 128 characters.' }],
      });
    });

    it('malformed JSON', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": "x@example.com", ',
        remoteAddress: freshIp(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error_message: 'bad_request' });
    });

    it('a body over the size limit', async () => {
      const res = await signup({
        email: 'x@example.com',
        password: 'x'.repeat(1_100_000),
        captcha: 'c',
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ error_message: 'payload_too_large' });
    });

    it('a request from another site', async () => {
      const res = await signup(await validBody({ email: 'csrf@example.com' }), {
        origin: 'https://evil.example',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error_message: 'bad_origin' });
      expect(await mailTo(t.database.db, 'csrf@example.com')).toEqual([]);
    });
  });
});

describe('general_error', () => {
  it('answers 500 with SPEC’s text and the firm phone, and keeps nothing of the failed sign-up', async () => {
    const broken = await build({ now: NOW, env: { ...AUTH_TEST_ENV, FIRM_PHONE: PHONE } });
    try {
      // The outbox refuses every row, so the transaction fails after the user was inserted.
      await broken.database.db.execute(
        sql`alter table outbox add constraint refuse_all check (recipient = '')`,
      );
      const res = await broken.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: {
          email: 'unlucky@example.com',
          password: STRONG,
          captcha: await solvedCaptcha(broken.app),
        },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        success: false,
        statusCode: 500,
        error_message: 'general_error',
        message: withPhone(MESSAGES.signup.general_error, PHONE),
        message_key: 'signup.general_error',
        message_values: { phone: PHONE },
      });
      expect(res.json().message).toContain(PHONE);
      expect(await countAccountRows(broken.database.db)).toEqual({
        users: 0,
        userTokens: 0,
        sessions: 0,
        outbox: 0,
      });
    } finally {
      await broken.close();
    }
  });
});
