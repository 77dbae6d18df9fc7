import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, withPhone } from '@ir/domain';
import { build, type TestApp } from '../../../test/helpers.ts';
import { AUTH_TEST_ENV, solvedCaptcha } from '../../../test/captcha.ts';
import { countAccountRows, freshIp } from '../../../test/factories.ts';

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
