import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, injectOn, signedInAs } from '../../../test/accounts.ts';
import { AUTH_TEST_ENV, solvedCaptcha } from '../../../test/captcha.ts';
import { freshIp, mailTo } from '../../../test/factories.ts';
import { build, type TestApp } from '../../../test/helpers.ts';
import { users } from '../../db/schema/index.ts';

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
