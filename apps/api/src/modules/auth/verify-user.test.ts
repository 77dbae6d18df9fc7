import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageLike } from '@ir/domain';
import { build, type TestApp } from '../../../test/helpers.ts';
import { users, userTokens } from '../../db/schema/index.ts';
import { findUserById } from '../users/repository.ts';
import { AUTH_TEST_ENV, solvedCaptcha } from '../../../test/captcha.ts';
import {
  countAccountRows,
  createTestUser,
  freshIp,
  mailTo,
  tokenInMail,
  refusalBody,
} from '../../../test/factories.ts';
import { issueUserToken } from './user-tokens.ts';

const T0 = new Date('2026-02-10T15:00:00Z');
const PASSWORD = 'Secret-Garden-42';
const HOUR = 60 * 60 * 1000;

let t: TestApp;

beforeAll(async () => {
  t = await build({ now: T0, env: AUTH_TEST_ENV });
});
afterAll(() => t.close());

function verify(token: string, app = t.app, host = 'localhost') {
  return app.inject({
    url: `/api/auth/verifyuser?token=${encodeURIComponent(token)}`,
    headers: { host },
    remoteAddress: freshIp(),
  });
}

let accounts = 0;
async function waitingUser(municipalityKey = 'development') {
  accounts += 1;
  return createTestUser(t.database.db, {
    email: `waiting-${accounts}@example.com`,
    password: PASSWORD,
    status: 'awaiting verification',
    municipalityKey,
  });
}

const refused = (code: string, message: MessageLike) => ({
  success: false,
  ...refusalBody(code, message),
});

describe('GET /api/auth/verifyuser', () => {
  it('confirms the account of a sign-up link, which then signs in', async () => {
    const email = 'fresh@example.com';
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email, password: PASSWORD, captcha: await solvedCaptcha(t.app) },
      remoteAddress: freshIp(),
    });
    expect(signup.json()).toEqual({ success: true });
    const [mail] = await mailTo(t.database.db, email);
    const token = tokenInMail(mail?.textBody ?? '', '/verify');

    const res = await verify(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'account is confirmed' });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ status: 'active', verifiedAt: T0 });
    const [stored] = await t.database.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.userId, user?.id ?? 0));
    expect(stored?.usedAt).toEqual(T0);

    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email, password: PASSWORD },
      remoteAddress: freshIp(),
    });
    expect(signin.json()).toEqual({ success: true });
  });

  it('refuses a link used once already', async () => {
    const user = await waitingUser();
    const token = await issueUserToken(t.database.db, user.municipalityKey, user.id, 'verify', T0);
    expect((await verify(token)).statusCode).toBe(200);
    const before = await countAccountRows(t.database.db);
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(refused('used_token', 'verify.used'));
    expect(await countAccountRows(t.database.db)).toEqual(before);
  });

  it('accepts a link until 24 hours after it was sent, and refuses it from then on', async () => {
    const early = await waitingUser();
    const late = await waitingUser();
    const earlyToken = await issueUserToken(
      t.database.db,
      early.municipalityKey,
      early.id,
      'verify',
      T0,
    );
    const lateToken = await issueUserToken(
      t.database.db,
      late.municipalityKey,
      late.id,
      'verify',
      T0,
    );
    const almost = await build({
      now: new Date(T0.getTime() + 24 * HOUR - 1000),
      database: t.database,
      env: AUTH_TEST_ENV,
    });
    const expired = await build({
      now: new Date(T0.getTime() + 24 * HOUR),
      database: t.database,
      env: AUTH_TEST_ENV,
    });
    try {
      expect((await verify(earlyToken, almost.app)).json()).toMatchObject({ success: true });
      const res = await verify(lateToken, expired.app);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refused('expired_token', 'verify.expired'));
      expect((await findUserById(t.database.db, late.municipalityKey, late.id))?.status).toBe(
        'awaiting verification',
      );
    } finally {
      await almost.close();
      await expired.close();
    }
  });

  it('refuses a made-up token, a reset token, and another municipality’s token, changing nothing', async () => {
    const user = await waitingUser();
    const resetToken = await issueUserToken(
      t.database.db,
      user.municipalityKey,
      user.id,
      'reset',
      T0,
    );
    const kentUser = await waitingUser('kent');
    const kentToken = await issueUserToken(
      t.database.db,
      kentUser.municipalityKey,
      kentUser.id,
      'verify',
      T0,
    );
    const before = await countAccountRows(t.database.db);
    for (const [token, host] of [
      ['x'.repeat(43), 'localhost'],
      [resetToken, 'localhost'],
      [kentToken, 'localhost'],
      [kentToken, 'amherst.localhost'],
    ] as const) {
      const res = await verify(token, t.app, host);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refused('invalid_token', 'verify.invalid'));
    }
    expect(await countAccountRows(t.database.db)).toEqual(before);
    expect((await findUserById(t.database.db, user.municipalityKey, user.id))?.status).toBe(
      'awaiting verification',
    );
    // Refused elsewhere, the Kent link still works on Kent's host.
    expect((await verify(kentToken, t.app, 'kent.localhost')).statusCode).toBe(200);
  });

  it('confirms the address of a restricted account without lifting the restriction', async () => {
    const user = await createTestUser(t.database.db, {
      email: 'restricted-unverified@example.com',
      password: PASSWORD,
      status: 'restricted',
    });
    await t.database.db.update(users).set({ verifiedAt: null }).where(eq(users.id, user.id));
    const token = await issueUserToken(t.database.db, user.municipalityKey, user.id, 'verify', T0);
    expect((await verify(token)).statusCode).toBe(200);
    expect(await findUserById(t.database.db, user.municipalityKey, user.id)).toMatchObject({
      status: 'restricted',
      verifiedAt: T0,
    });
  });

  it.each([
    ['no token', '/api/auth/verifyuser'],
    ['an empty token', '/api/auth/verifyuser?token='],
    ['an oversized token', `/api/auth/verifyuser?token=${'a'.repeat(129)}`],
    ['an unknown parameter', '/api/auth/verifyuser?token=abc&next=/admin'],
  ])('answers 400 validation_error for %s', async (_name, url) => {
    const res = await t.app.inject({ url, remoteAddress: freshIp() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error_message: 'validation_error' });
  });
});
