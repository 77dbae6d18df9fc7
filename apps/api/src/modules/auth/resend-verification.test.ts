import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, ROLES, type MessageLike } from '@ir/domain';
import { injectOn, signedInAs } from '../../../test/accounts.ts';
import { AUTH_TEST_ENV, solvedCaptcha } from '../../../test/captcha.ts';
import {
  countAccountRows,
  createTestUser,
  freshIp,
  mailTo,
  tokenInMail,
  refusalBody,
} from '../../../test/factories.ts';
import { build, type TestApp } from '../../../test/helpers.ts';
import { userTokens } from '../../db/schema/index.ts';
import { findUserById } from '../users/index.ts';
import { hashToken } from '../sessions/index.ts';
import { RATE_LIMITS } from './rate-limit.ts';
import { issueUserToken } from './user-tokens.ts';

const T0 = new Date('2026-02-10T15:00:00Z');
const PASSWORD = 'Waiting-Room-42';
const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;

beforeAll(async () => {
  t = await build({ now: T0, env: AUTH_TEST_ENV });
});
afterAll(() => t.close());

let accounts = 0;
async function account(
  status: 'awaiting verification' | 'active' | 'restricted',
  municipalityKey = 'development',
) {
  accounts += 1;
  return createTestUser(t.database.db, {
    email: `resend-${accounts}@example.com`,
    password: PASSWORD,
    status,
    municipalityKey,
  });
}

function resend(
  body: Record<string, unknown>,
  { ip = freshIp(), municipalityKey = 'development' } = {},
) {
  return injectOn(t.app, municipalityKey, {
    method: 'POST',
    url: '/api/auth/resend_verification',
    payload: body,
    remoteAddress: ip,
  });
}

async function resendWithCaptcha(email: string, options?: Parameters<typeof resend>[1]) {
  return resend({ email, captcha: await solvedCaptcha(t.app) }, options);
}

function verify(token: string) {
  return t.app.inject({
    url: `/api/auth/verifyuser?token=${encodeURIComponent(token)}`,
    remoteAddress: freshIp(),
  });
}

const SAME_ANSWER = { success: true, message: MESSAGES.verify.resent };
const refused = (code: string, message: MessageLike) => ({
  success: false,
  ...refusalBody(code, message),
});

describe('POST /api/auth/resend_verification', () => {
  it('e-mails a new link to an account awaiting verification; the older link stops working', async () => {
    const user = await account('awaiting verification');
    const older = await issueUserToken(t.database.db, 'development', user.id, 'verify', T0);
    const before = await countAccountRows(t.database.db);

    const res = await resendWithCaptcha(` ${user.email.toUpperCase()} `);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SAME_ANSWER);
    expect(await countAccountRows(t.database.db)).toEqual({
      ...before,
      userTokens: before.userTokens + 1,
      outbox: before.outbox + 1,
    });
    const [mail] = await mailTo(t.database.db, user.email);
    expect(mail?.subject).toContain('Confirm your');
    const token = tokenInMail(mail?.textBody ?? '', '/verify');
    const tokens = await t.database.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.userId, user.id))
      .orderBy(userTokens.id);
    expect(tokens).toEqual([
      expect.objectContaining({ tokenHash: hashToken(older), expiresAt: T0, usedAt: null }),
      expect.objectContaining({
        tokenHash: hashToken(token),
        purpose: 'verify',
        usedAt: null,
        expiresAt: new Date(T0.getTime() + DAY),
      }),
    ]);

    expect((await verify(older)).json()).toEqual(refused('expired_token', 'verify.expired'));
    expect((await verify(token)).statusCode).toBe(200);
    expect((await findUserById(t.database.db, 'development', user.id))?.status).toBe('active');
  });

  it('answers every other address exactly alike, writing nothing: none, verified, restricted', async () => {
    const active = await account('active');
    const restricted = await account('restricted');
    for (const email of ['nobody-here@example.com', active.email, restricted.email]) {
      const before = await countAccountRows(t.database.db);
      const res = await resendWithCaptcha(email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(SAME_ANSWER);
      expect(await countAccountRows(t.database.db)).toEqual(before);
      expect(await mailTo(t.database.db, email)).toEqual([]);
    }
  });

  it('answers a signed-in account of every role alike, and sends nothing for an active one', async () => {
    for (const role of ROLES) {
      const signedIn = await signedInAs(t.app, role);
      const before = await countAccountRows(t.database.db);
      const res = await injectOn(
        t.app,
        'development',
        {
          method: 'POST',
          url: '/api/auth/resend_verification',
          payload: { email: signedIn.user.email, captcha: await solvedCaptcha(t.app) },
          remoteAddress: freshIp(),
        },
        signedIn,
      );
      expect(res.statusCode, role).toBe(200);
      expect(res.json()).toEqual(SAME_ANSWER);
      expect(await countAccountRows(t.database.db)).toEqual(before);
    }
  });

  it("reaches nothing of another municipality's account awaiting verification", async () => {
    const kent = await account('awaiting verification', 'kent');
    const before = await countAccountRows(t.database.db);
    const res = await resendWithCaptcha(kent.email, { municipalityKey: 'lyons' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SAME_ANSWER);
    expect(await countAccountRows(t.database.db)).toEqual(before);
    expect(await mailTo(t.database.db, kent.email)).toEqual([]);

    // On its own host the same address gets its link.
    expect((await resendWithCaptcha(kent.email, { municipalityKey: 'kent' })).json()).toEqual(
      SAME_ANSWER,
    );
    const [mail] = await mailTo(t.database.db, kent.email);
    expect(mail?.textBody).toContain('http://kent.localhost/verify?token=');
  });

  it('refuses a bad captcha first, writing nothing', async () => {
    const user = await account('awaiting verification');
    const before = await countAccountRows(t.database.db);
    const res = await resend({ email: user.email, captcha: 'forged' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      ...refused('bad_captcha', 'signup.bad_captcha'),
      field: 'captcha',
    });
    expect(await countAccountRows(t.database.db)).toEqual(before);
  });

  it.each(['a@b.c', 'abcdefgh', '', '   @   '])(
    'refuses the address %j, writing nothing',
    async (email) => {
      const before = await countAccountRows(t.database.db);
      const res = await resendWithCaptcha(email);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        ...refused('bad_email', 'password.invalidEmail'),
        field: 'email',
      });
      expect(await countAccountRows(t.database.db)).toEqual(before);
    },
  );

  it.each([
    ['an unknown field', { captcha: 'c', again: true }],
    ['no captcha', {}],
    ['a wrong type', { captcha: ['c'] }],
  ])('refuses a body with %s, writing nothing', async (_name, extra) => {
    const user = await account('awaiting verification');
    const before = await countAccountRows(t.database.db);
    const res = await resend({ email: user.email, ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_message: 'validation_error' });
    expect(await countAccountRows(t.database.db)).toEqual(before);
  });

  it(`limits one address to ${RATE_LIMITS.resend_verification.perIp} an hour, then sends nothing`, async () => {
    const ip = '198.19.7.1';
    for (let i = 0; i < RATE_LIMITS.resend_verification.perIp; i++) {
      const res = await resend({ email: `someone-${i}@example.com`, captcha: 'c' }, { ip });
      expect(res.statusCode).toBe(400);
    }
    const user = await account('awaiting verification');
    const before = await countAccountRows(t.database.db);
    const res = await resendWithCaptcha(user.email, { ip });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ error_message: 'too_many_requests' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await countAccountRows(t.database.db)).toEqual(before);
  });

  it(`limits one e-mail to ${RATE_LIMITS.resend_verification.perAccount} an hour from any address, keeping the inbox from a flood`, async () => {
    const user = await account('awaiting verification');
    for (let i = 0; i < RATE_LIMITS.resend_verification.perAccount; i++) {
      const res = await resendWithCaptcha(user.email, { ip: `198.18.9.${i}` });
      expect(res.statusCode).toBe(200);
    }
    expect(await mailTo(t.database.db, user.email)).toHaveLength(
      RATE_LIMITS.resend_verification.perAccount,
    );
    const before = await countAccountRows(t.database.db);
    const res = await resendWithCaptcha(user.email.toUpperCase(), { ip: '198.18.9.200' });
    expect(res.statusCode).toBe(429);
    expect(await countAccountRows(t.database.db)).toEqual(before);
    // Another address is not held back by this one's limit.
    const other = await account('awaiting verification');
    expect((await resendWithCaptcha(other.email, { ip: '198.18.9.201' })).statusCode).toBe(200);
  });
});
