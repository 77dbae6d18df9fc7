import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, msg, type MessageLike } from '@ir/domain';
import { MESSAGES_ES } from '@ir/domain/messages.es.ts';
import { build, type TestApp } from '../../../test/helpers.ts';
import { userTokens } from '../../db/schema/index.ts';
import { findUserById } from '../users/repository.ts';
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
  refusalBody,
} from '../../../test/factories.ts';
import { hashToken } from '../sessions/index.ts';
import { issueUserToken } from './user-tokens.ts';

const T0 = new Date('2026-02-10T15:00:00Z');
const PHONE = '(518) 555-0133';
const OLD = 'Old-Password-1';
const NEW = 'New-Password-2';
const MINUTE = 60 * 1000;

let t: TestApp;

beforeAll(async () => {
  t = await build({ now: T0, env: { ...AUTH_TEST_ENV, FIRM_PHONE: PHONE } });
});
afterAll(() => t.close());

let accounts = 0;
async function account(status: 'active' | 'awaiting verification' | 'restricted' = 'active') {
  accounts += 1;
  const email = `reset-${accounts}@example.com`;
  const user = await createTestUser(t.database.db, { email, password: OLD, status });
  return { ...user, email };
}

async function forgot(body: Record<string, unknown>, app = t.app) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/forgotpassword',
    payload: body,
    remoteAddress: freshIp(),
  });
}

async function forgotWithCaptcha(email: string) {
  return forgot({ email, captcha: await solvedCaptcha(t.app) });
}

function update(body: Record<string, unknown>, app = t.app) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/updatepassword',
    payload: body,
    remoteAddress: freshIp(),
  });
}

async function signin(email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email, password },
    remoteAddress: freshIp(),
  });
}

async function resetLinkToken(email: string, nth = 0) {
  const mail = (await mailTo(t.database.db, email)).filter((m) =>
    m.textBody.includes('/changepassword?token='),
  );
  return tokenInMail(mail[nth]?.textBody ?? '', '/changepassword');
}

const success = { success: true, message: MESSAGES.password.forgotSuccess };
const refused = (code: string, message: MessageLike, statusCode = 400) => ({
  success: false,
  ...refusalBody(code, message, statusCode),
});

describe('POST /api/auth/forgotpassword', () => {
  it('e-mails a single-use link valid 60 minutes', async () => {
    const user = await account();
    const res = await forgotWithCaptcha(` ${user.email.toUpperCase()} `);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(success);
    const [mail] = await mailTo(t.database.db, user.email);
    expect(mail?.subject).toContain('Reset your');
    const token = await resetLinkToken(user.email);
    expect(mail?.textBody).toContain(`http://localhost/changepassword?token=${token}`);
    const tokens = await t.database.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.userId, user.id));
    expect(tokens).toEqual([
      expect.objectContaining({
        tokenHash: hashToken(token),
        purpose: 'reset',
        usedAt: null,
        expiresAt: new Date(T0.getTime() + 60 * MINUTE),
      }),
    ]);
  });

  it('answers the same for an unknown address and for a restricted account, writing nothing', async () => {
    const blocked = await account('restricted');
    for (const email of ['nobody@example.com', blocked.email]) {
      const before = await countAccountRows(t.database.db);
      const res = await forgotWithCaptcha(email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(success);
      expect(await countAccountRows(t.database.db)).toEqual(before);
    }
  });

  it('refuses a bad captcha with SPEC’s text, writing nothing', async () => {
    const user = await account();
    const before = await countAccountRows(t.database.db);
    const res = await forgot({ email: user.email, captcha: 'forged' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      ...refused('bad_captcha', 'signup.bad_captcha'),
      field: 'captcha',
    });
    expect(await countAccountRows(t.database.db)).toEqual(before);
  });

  it.each(['a@b.c', 'abcdefgh', '', '   @   '])(
    'refuses the address %j with SPEC’s text',
    async (email) => {
      const before = await countAccountRows(t.database.db);
      const res = await forgotWithCaptcha(email);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        ...refused('bad_email', 'password.invalidEmail'),
        field: 'email',
      });
      expect(await countAccountRows(t.database.db)).toEqual(before);
    },
  );

  it.each([
    ['unknown field', { email: 'x@example.com', captcha: 'c', reset: true }],
    ['missing captcha', { email: 'x@example.com' }],
    ['wrong type', { email: ['x@example.com'], captcha: 'c' }],
  ])('refuses a body with a %s', async (_name, body) => {
    const res = await forgot(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_message: 'validation_error' });
  });

  it('a new link kills the older one', async () => {
    const user = await account();
    await forgotWithCaptcha(user.email);
    await forgotWithCaptcha(user.email);
    const older = await resetLinkToken(user.email, 0);
    const newer = await resetLinkToken(user.email, 1);
    expect(older).not.toBe(newer);
    const res = await update({ password: NEW, token: older });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused('expired_token', 'resetLink.expired'));
    expect((await update({ password: NEW, token: newer })).json()).toEqual({ success: true });
  });
});

describe('the language of the answer and of the e-mail', () => {
  const inSpanish = { 'accept-language': 'es-US,es;q=0.9' };
  async function forgotIn(email: string, headers: Record<string, string>) {
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/forgotpassword',
      payload: { email, captcha: await solvedCaptcha(t.app) },
      headers,
      remoteAddress: freshIp(),
    });
  }
  async function accountIn(language: string) {
    const user = await account();
    await t.database.db.execute(sql`update users set language = ${language} where id = ${user.id}`);
    return user;
  }

  it('answers an unknown address in the language of the request, and sends nothing', async () => {
    const before = await countAccountRows(t.database.db);
    const res = await forgotIn('nadie@example.com', inSpanish);
    expect(res.json()).toEqual({ success: true, message: MESSAGES_ES.password.forgotSuccess });
    expect(await mailTo(t.database.db, 'nadie@example.com')).toEqual([]);
    expect(await countAccountRows(t.database.db)).toEqual(before);
    const english = await forgotIn('nobody-else@example.com', { 'accept-language': 'en-US' });
    expect(english.json()).toEqual(success);
  });

  it("writes the reset e-mail in the account's language, whatever the request's", async () => {
    const spanish = await accountIn('es');
    await forgotIn(spanish.email, { 'accept-language': 'en-US' });
    const [es] = await mailTo(t.database.db, spanish.email);
    expect(es?.subject).toBe('Restablezca su contraseña de Revisión Informal de Development');
    expect(es?.textBody).toContain('Es válido por 60 minutos y funciona una sola vez.');
    expect(es?.htmlBody).toContain('<html lang="es">');

    const english = await accountIn('en');
    await forgotIn(english.email, inSpanish);
    const [en] = await mailTo(t.database.db, english.email);
    expect(en?.subject).toContain('Reset your');
    expect(en?.textBody).toContain('It is valid for 60 minutes and works once.');
  });

  it('writes in English for an account whose stored language the site does not have', async () => {
    // The column's check allows only the site's languages; a row from elsewhere may not.
    await t.database.db.execute(sql`alter table users drop constraint users_language_check`);
    const odd = await accountIn('fr');
    await forgotIn(odd.email, inSpanish);
    const [mail] = await mailTo(t.database.db, odd.email);
    expect(mail?.subject).toContain('Reset your');
    expect(mail?.htmlBody).toContain('<html lang="en">');
  });
});

describe('POST /api/auth/updatepassword', () => {
  it('sets the password, spends the link, ends every session and e-mails "password changed"', async () => {
    const user = await account();
    const a = sessionCookieOf(await signin(user.email, OLD))?.value ?? '';
    const b = sessionCookieOf(await signin(user.email, OLD))?.value ?? '';
    expect(await sessionsOf(t.database.db, user.id)).toHaveLength(2);
    await forgotWithCaptcha(user.email);
    const token = await resetLinkToken(user.email);

    const res = await update({ password: NEW, token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });

    expect(await sessionsOf(t.database.db, user.id)).toEqual([]);
    for (const session of [a, b]) {
      const status = await t.app.inject({
        url: '/api/auth/authstatus',
        headers: withSession(session),
      });
      expect(status.statusCode).toBe(401);
    }
    const mail = await mailTo(t.database.db, user.email);
    expect(mail.map((m) => m.subject)).toEqual([
      expect.stringContaining('Reset your'),
      expect.stringContaining('password was changed'),
    ]);
    expect(mail[1]?.textBody).toContain(PHONE);
    const [stored] = await t.database.db
      .select()
      .from(userTokens)
      .where(and(eq(userTokens.userId, user.id), eq(userTokens.purpose, 'reset')));
    expect(stored?.usedAt).toEqual(T0);

    expect((await signin(user.email, OLD)).json()).toMatchObject({ error_message: 'bad_password' });
    expect((await signin(user.email, NEW)).json()).toEqual({ success: true });

    const again = await update({ password: 'Third-Password-3', token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(refused('used_token', 'resetLink.used'));
    expect((await signin(user.email, NEW)).json()).toEqual({ success: true });
  });

  it('accepts a link for 60 minutes and refuses it from then on', async () => {
    const first = await account();
    const second = await account();
    const firstToken = await issueUserToken(
      t.database.db,
      first.municipalityKey,
      first.id,
      'reset',
      T0,
    );
    const secondToken = await issueUserToken(
      t.database.db,
      second.municipalityKey,
      second.id,
      'reset',
      T0,
    );
    const almost = await build({
      now: new Date(T0.getTime() + 60 * MINUTE - 1000),
      database: t.database,
      env: AUTH_TEST_ENV,
    });
    const expired = await build({
      now: new Date(T0.getTime() + 60 * MINUTE),
      database: t.database,
      env: AUTH_TEST_ENV,
    });
    try {
      expect((await update({ password: NEW, token: firstToken }, almost.app)).json()).toEqual({
        success: true,
      });
      const before = await countAccountRows(t.database.db);
      const res = await update({ password: NEW, token: secondToken }, expired.app);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refused('expired_token', 'resetLink.expired'));
      expect(await countAccountRows(t.database.db)).toEqual(before);
      expect((await signin(second.email, OLD)).json()).toEqual({ success: true });
    } finally {
      await almost.close();
      await expired.close();
    }
  });

  it('refuses a weak password with SPEC’s text and leaves the link usable', async () => {
    const user = await account();
    const token = await issueUserToken(t.database.db, user.municipalityKey, user.id, 'reset', T0);
    for (const password of ['short1A', 'nouppercase1', 'NOLOWERCASE1', 'NoDigitsHere']) {
      const before = await countAccountRows(t.database.db);
      const res = await update({ password, token });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        ...refused('bad_password', 'password.rules'),
        field: 'password',
      });
      expect(await countAccountRows(t.database.db)).toEqual(before);
    }
    expect((await update({ password: NEW, token })).json()).toEqual({ success: true });
  });

  it('refuses a made-up token, a verification token and another municipality’s token', async () => {
    const user = await account();
    const verifyToken = await issueUserToken(
      t.database.db,
      user.municipalityKey,
      user.id,
      'verify',
      T0,
    );
    const kent = await createTestUser(t.database.db, {
      email: 'kent-reset@example.com',
      password: OLD,
      municipalityKey: 'kent',
    });
    const kentToken = await issueUserToken(
      t.database.db,
      kent.municipalityKey,
      kent.id,
      'reset',
      T0,
    );
    const before = await countAccountRows(t.database.db);
    for (const token of ['y'.repeat(43), verifyToken, kentToken]) {
      const res = await update({ password: NEW, token });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refused('invalid_token', 'resetLink.invalid'));
    }
    expect(await countAccountRows(t.database.db)).toEqual(before);
    expect((await signin(user.email, OLD)).json()).toEqual({ success: true });
  });

  it('confirms an account still awaiting verification: the link proves the address', async () => {
    const user = await account('awaiting verification');
    await forgotWithCaptcha(user.email);
    const token = await resetLinkToken(user.email);
    expect((await update({ password: NEW, token })).json()).toEqual({ success: true });
    expect(await findUserById(t.database.db, user.municipalityKey, user.id)).toMatchObject({
      status: 'active',
      verifiedAt: T0,
    });
    expect((await signin(user.email, NEW)).json()).toEqual({ success: true });
  });

  it('refuses a link of an account restricted after it was sent', async () => {
    const user = await account('restricted');
    const token = await issueUserToken(t.database.db, user.municipalityKey, user.id, 'reset', T0);
    const before = await countAccountRows(t.database.db);
    const res = await update({ password: NEW, token });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(
      refused('restricted', msg('login.restricted', { phone: PHONE }), 403),
    );
    expect(await countAccountRows(t.database.db)).toEqual(before);
  });

  it.each([
    ['oversized password', { password: `Aa1${'x'.repeat(126)}`, token: 'abc' }],
    ['empty token', { password: NEW, token: '' }],
    ['unknown field', { password: NEW, token: 'abc', email: 'x@example.com' }],
    ['wrong type', { password: NEW, token: 42 }],
  ])('answers 400 validation_error for a %s', async (_name, body) => {
    const res = await update(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error_message: 'validation_error' });
  });
});
