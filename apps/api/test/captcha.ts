import type { FastifyInstance } from 'fastify';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** Small proof-of-work challenges, so tests solve real captchas in milliseconds. */
export const AUTH_TEST_ENV = { CAPTCHA_COMPLEXITY: '20' };

/** A solved captcha, fetched and solved the way the widget does it. */
export async function solvedCaptcha(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ url: '/api/auth/captcha' });
  if (res.statusCode !== 200) throw new Error(`GET /api/auth/captcha answered ${res.statusCode}`);
  const challenge = res.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the captcha challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
