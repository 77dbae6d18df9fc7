import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, withPhone } from '@ir/domain';
import { build, type TestApp } from '../../../test/helpers.ts';
import { signedInAs } from '../../../test/accounts.ts';
import { AUTH_TEST_ENV, solvedCaptcha } from '../../../test/captcha.ts';
import {
  countAccountRows,
  createTestUser,
  freshIp,
  mailTo,
  sessionCookieOf,
} from '../../../test/factories.ts';
import { countEveryTable } from '../../../test/table-counts.ts';

const PHONE = '(518) 555-0199';
let t: TestApp;

beforeAll(async () => {
  t = await build({ env: { ...AUTH_TEST_ENV, FIRM_PHONE: PHONE } });
});
afterAll(() => t.close());

function post(url: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url, payload, remoteAddress: freshIp() });
}

describe('e-mail addresses in account requests', () => {
  it('refuses at sign-up an address that would mail another mailbox, writing nothing', async () => {
    for (const email of ['x,victim@example.com', '"Name"<a@evil.cc>', 'a@example.com;b@evil.cc']) {
      const before = await countAccountRows(t.database.db);
      const res = await post('/api/auth/signup', {
        email,
        password: 'Correct-Horse-9',
        captcha: await solvedCaptcha(t.app),
      });
      expect(res.statusCode, email).toBe(400);
      expect(res.json()).toMatchObject({
        error_message: 'bad_email',
        message: withPhone(MESSAGES.signup.bad_email, PHONE),
      });
      expect(await countAccountRows(t.database.db)).toEqual(before);
    }
  });

  it('answers a NUL byte in the address with 400, never 500, on every route that takes one', async () => {
    const email = 'owner\u0000@example.com';
    const answers = [
      await post('/api/auth/signin', { email, password: 'Whatever-1' }),
      await post('/api/auth/signup', {
        email,
        password: 'Correct-Horse-9',
        captcha: await solvedCaptcha(t.app),
      }),
      await post('/api/auth/forgotpassword', { email, captcha: await solvedCaptcha(t.app) }),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error_message).toBe('validation_error');
    }
  });
});

describe('look-alikes of an address with an account', () => {
  const PASSWORD = 'Correct-Horse-9';
  const STORED = 'lookalike@example.com';
  /** The same mailbox written another way: a trailing dot, fullwidth letters, capitals. */
  const SAME = [
    'lookalike@example.com.',
    'ｌｏｏｋａｌｉｋｅ＠ｅｘａｍｐｌｅ．ｃｏｍ',
    'LookAlike@Example.COM.',
  ];
  /** Another script's letters that read the same: never an account of their own. */
  const CYRILLIC = 'l\u043e\u043ekalike@example.com';

  beforeAll(async () => {
    await createTestUser(t.database.db, { email: STORED, password: PASSWORD });
  });

  it('sign-up makes no second account: the same mailbox is dup_user, another script bad_email', async () => {
    for (const [email, code] of [
      ...SAME.map((e) => [e, 'dup_user'] as const),
      [CYRILLIC, 'bad_email'] as const,
    ]) {
      const before = await countEveryTable(t.database.db, ['rate_limits', 'used_captchas']);
      const res = await post('/api/auth/signup', {
        email,
        password: PASSWORD,
        captcha: await solvedCaptcha(t.app),
      });
      expect(res.statusCode, email).toBe(400);
      expect(res.json().error_message, email).toBe(code);
      expect(await countEveryTable(t.database.db, ['rate_limits', 'used_captchas'])).toEqual(
        before,
      );
    }
  });

  it('sign-in and forgot password reach the one account through any way of writing it', async () => {
    for (const email of SAME) {
      const res = await post('/api/auth/signin', { email, password: PASSWORD });
      expect(res.statusCode, email).toBe(200);
      expect(sessionCookieOf(res), email).toBeDefined();
    }
    expect(
      (await post('/api/auth/signin', { email: CYRILLIC, password: PASSWORD })).json(),
    ).toMatchObject({
      error_message: 'no_user',
    });
    const mailed = (await mailTo(t.database.db, STORED)).length;
    const reset = await post('/api/auth/forgotpassword', {
      email: SAME[1],
      captcha: await solvedCaptcha(t.app),
    });
    expect(reset.statusCode).toBe(200);
    expect(await mailTo(t.database.db, STORED)).toHaveLength(mailed + 1);
    const before = await countAccountRows(t.database.db);
    await post('/api/auth/forgotpassword', {
      email: CYRILLIC,
      captcha: await solvedCaptcha(t.app),
    });
    expect(await countAccountRows(t.database.db)).toEqual(before);
  });

  it('an admin finds the account by any of its forms and cannot invite a look-alike beside it', async () => {
    const admin = await signedInAs(t.app, 'mega-admin');
    const asAdmin = (url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url, payload, headers: admin.headers });
    for (const email of SAME) {
      const pulled = await asAdmin('/api/admin/pulluser', { user: email });
      expect(pulled.statusCode, email).toBe(200);
      expect(pulled.json()[0]).toBe(STORED);
      const before = await countEveryTable(t.database.db);
      const invited = await asAdmin('/api/admin/invite', { email, role: 'super' });
      expect(invited.statusCode, email).toBe(409);
      expect(invited.json().error_message).toBe('already_registered');
      expect(await countEveryTable(t.database.db)).toEqual(before);
    }
    const before = await countEveryTable(t.database.db);
    const invited = await asAdmin('/api/admin/invite', { email: CYRILLIC, role: 'super' });
    expect(invited.statusCode).toBe(400);
    expect(invited.json().error_message).toBe('bad_email');
    expect(await countEveryTable(t.database.db)).toEqual(before);
  });
});
