import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, injectOn, signedInAs } from '../../../test/accounts.ts';
import { AUTH_TEST_ENV, solvedCaptcha } from '../../../test/captcha.ts';
import { createTestUser, freshIp, mailTo, sessionCookieOf } from '../../../test/factories.ts';
import { build, type TestApp } from '../../../test/helpers.ts';
import { users } from '../../db/schema/index.ts';
import { statedLanguage } from './account-language.ts';

const NOW = new Date('2026-02-10T15:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await build({ now: NOW, env: AUTH_TEST_ENV });
});
afterAll(() => t.close());

const languageOf = async (email: string) =>
  (
    await t.database.db
      .select({ language: users.language })
      .from(users)
      .where(and(eq(users.email, email), eq(users.municipalityKey, 'development')))
  )[0]?.language;

describe('the language an account signs up in (decision 037)', () => {
  it.each([
    ['es-US,es;q=0.9,en;q=0.8', 'es'],
    ['es', 'es'],
    ['en-US,en;q=0.9', 'en'],
    ['fr-FR,de;q=0.8', 'en'],
    ['x;;q=abc,,', 'en'],
    [undefined, 'en'],
  ])('Accept-Language %j makes a %s account', async (header, language) => {
    const email = `lang-${language}-${Math.random().toString(36).slice(2)}@example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email, password: 'Correct-Horse-9', captcha: await solvedCaptcha(t.app) },
      headers: header === undefined ? {} : { 'accept-language': header },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await languageOf(email)).toBe(language);
    // Its verification e-mail is written in that language.
    const [mail] = await mailTo(t.database.db, email);
    expect(mail?.subject).toBe(
      language === 'es'
        ? 'Confirme su cuenta de Revisión Informal de Development'
        : 'Confirm your Development informal review account',
    );
    expect(mail?.htmlBody).toContain(`<html lang="${language}">`);
  });
});

describe('POST /api/auth/language', () => {
  const post = (payload: unknown, cookie?: string, key = 'development') =>
    injectOn(t.app, key, {
      method: 'POST',
      url: '/api/auth/language',
      headers: { origin: `http://${hostOf(key)}`, ...(cookie ? { cookie } : {}) },
      payload: payload as object,
    });

  it('keeps the signed-in account’s choice, and back', async () => {
    const owner = await signedInAs(t.app, 'user');
    expect((await post({ language: 'es' }, owner.headers.cookie)).json()).toEqual({
      success: true,
    });
    expect(await languageOf(owner.user.email)).toBe('es');
    expect((await post({ language: 'en' }, owner.headers.cookie)).statusCode).toBe(200);
    expect(await languageOf(owner.user.email)).toBe('en');
  });

  it('refuses a visitor (401), a language the site does not have (400) and anything else in the body, changing nothing', async () => {
    const owner = await signedInAs(t.app, 'user');
    expect((await post({ language: 'es' })).statusCode).toBe(401);
    for (const body of [
      { language: 'klingon' },
      { language: 'ES' },
      {},
      { language: 'es', role: 'admin' },
    ]) {
      expect((await post(body, owner.headers.cookie)).statusCode).toBe(400);
    }
    expect(await languageOf(owner.user.email)).toBe('en');
  });

  it("another municipality's session is no session here", async () => {
    const stranger = await signedInAs(t.app, 'user', 'kent');
    expect((await post({ language: 'es' }, stranger.headers.cookie)).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, stranger.user.id));
    expect(row?.language).toBe('en');
  });
});

describe('the language an account signs in on (decision 037)', () => {
  const PASSWORD = 'Signing-In-Page-7';
  let accounts = 0;
  const englishAccount = async (municipalityKey = 'development', email?: string) => {
    accounts += 1;
    return createTestUser(t.database.db, {
      email: email ?? `signin.lang.${accounts}@example.com`,
      password: PASSWORD,
      municipalityKey,
    });
  };
  const signin = (
    email: string,
    password: string,
    headers: Record<string, string> = {},
    key = 'development',
  ) =>
    injectOn(t.app, key, {
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email, password },
      headers,
      remoteAddress: freshIp(),
    });
  const languageIn = async (id: number) =>
    (await t.database.db.select().from(users).where(eq(users.id, id)))[0]?.language;
  /** A later e-mail to the account, asked for by a request that states no language. */
  const resetMailOf = async (email: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgotpassword',
      payload: { email, captcha: await solvedCaptcha(t.app) },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode, res.body).toBe(200);
    return (await mailTo(t.database.db, email)).at(-1);
  };

  it('an English account signed in on a Spanish page becomes Spanish, and its later e-mails are', async () => {
    const user = await englishAccount();
    expect(user.language).toBe('en');
    const res = await signin(user.email, PASSWORD, {
      'accept-language': 'es-US,es;q=0.9,en;q=0.8',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(sessionCookieOf(res)).toBeDefined();
    expect(await languageIn(user.id)).toBe('es');
    const mail = await resetMailOf(user.email);
    expect(mail?.subject).toBe('Restablezca su contraseña de Revisión Informal de Development');
    expect(mail?.htmlBody).toContain('<html lang="es">');
  });

  it('a sign-in that states no language (an API client) keeps the stored one, and so does a header naming none of the site’s', async () => {
    const user = await englishAccount();
    await signin(user.email, PASSWORD, { 'accept-language': 'es' });
    expect(await languageIn(user.id)).toBe('es');
    expect((await signin(user.email, PASSWORD)).statusCode).toBe(200);
    expect(await languageIn(user.id)).toBe('es');
    expect((await signin(user.email, PASSWORD, { 'accept-language': 'fr-FR' })).statusCode).toBe(
      200,
    );
    expect(await languageIn(user.id)).toBe('es');
    expect((await resetMailOf(user.email))?.htmlBody).toContain('<html lang="es">');
    // And an English page brings it back.
    expect((await signin(user.email, PASSWORD, { 'accept-language': 'en-US' })).statusCode).toBe(
      200,
    );
    expect(await languageIn(user.id)).toBe('en');
  });

  it('a failed sign-in (a wrong password) changes nothing', async () => {
    const user = await englishAccount();
    const res = await signin(user.email, 'Wrong-Password-1', { 'accept-language': 'es' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_message: 'bad_password' });
    expect(await languageIn(user.id)).toBe('en');
    expect((await resetMailOf(user.email))?.htmlBody).toContain('<html lang="en">');
  });

  it("another municipality's account with the same address is unaffected", async () => {
    const here = await englishAccount();
    const there = await englishAccount('kent', here.email);
    expect((await signin(here.email, PASSWORD, { 'accept-language': 'es' })).statusCode).toBe(200);
    expect(await languageIn(here.id)).toBe('es');
    expect(await languageIn(there.id)).toBe('en');
  });

  it.each([
    [undefined, undefined],
    ['', undefined],
    ['*', undefined],
    ['fr-FR,de;q=0.8', undefined],
    ['es;q=0, fr', undefined],
    ['es', 'es'],
    ['es-US,es;q=0.9,en;q=0.8', 'es'],
    ['fr, en-GB;q=0.5', 'en'],
    ['en;q=0.2, es;q=0.8', 'es'],
  ])('Accept-Language %j states %s', (header, language) => {
    expect(statedLanguage(header)).toBe(language);
  });
});
