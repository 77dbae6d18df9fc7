import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { count, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createChallenge, solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { usedCaptchas } from '../db/schema/index.ts';
import { build, type TestApp } from '../../test/helpers.ts';
import { CHALLENGE_TTL_MS } from './captcha.ts';

const KEY = 'captcha-test-key';
const env = { CAPTCHA_HMAC_KEY: KEY, CAPTCHA_COMPLEXITY: '200' };

let t: TestApp;
beforeAll(async () => {
  t = await build({ env });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

async function fetchChallenge(app: FastifyInstance): Promise<Challenge> {
  const res = await app.inject({ url: '/api/auth/captcha' });
  expect(res.statusCode).toBe(200);
  return res.json();
}

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64');
}

/** What the widget posts after solving a challenge from `app`. */
async function solvedPayload(app: FastifyInstance): Promise<string> {
  const challenge = await fetchChallenge(app);
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return encode({ challenge, solution });
}

async function usedCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(usedCaptchas);
  return row?.n ?? -1;
}

describe('GET /api/auth/captcha', () => {
  it('answers a signed SHA-256 challenge that expires in 10 minutes and is never cached', async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await t.app.inject({ url: '/api/auth/captcha' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const challenge = res.json();
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1, keyLength: 32 });
    expect(challenge.parameters.expiresAt - before).toBeGreaterThanOrEqual(
      CHALLENGE_TTL_MS / 1000 - 1,
    );
    expect(challenge.parameters.expiresAt - before).toBeLessThanOrEqual(
      CHALLENGE_TTL_MS / 1000 + 1,
    );
  });

  it('asks for at most CAPTCHA_COMPLEXITY hashes', async () => {
    const small = await build({ env: { ...env, CAPTCHA_COMPLEXITY: '10' }, database: t.database });
    try {
      for (let i = 0; i < 5; i++) {
        const challenge = await fetchChallenge(small.app);
        const solution = await solveChallenge({ challenge, deriveKey });
        expect(solution?.counter).toBeGreaterThanOrEqual(1);
        expect(solution?.counter).toBeLessThanOrEqual(10);
      }
    } finally {
      await small.close();
    }
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const schema =
      doc.paths['/api/auth/captcha'].get.responses['200'].content['application/json'].schema;
    expect(schema.properties.parameters.required).toEqual(
      expect.arrayContaining(['algorithm', 'nonce', 'salt', 'keyPrefix', 'expiresAt']),
    );
  });

  it('gives a new challenge each time', async () => {
    const a = await fetchChallenge(t.app);
    const b = await fetchChallenge(t.app);
    expect(a.signature).not.toBe(b.signature);
    expect(a.parameters.nonce).not.toBe(b.parameters.nonce);
  });
});

describe('app.captcha.verify', () => {
  it('accepts a solved challenge once and refuses it the second time', async () => {
    const payload = await solvedPayload(t.app);
    const usedBefore = await usedCount();
    expect(await t.app.captcha.verify(payload)).toBe(true);
    expect(await usedCount()).toBe(usedBefore + 1);
    expect(await t.app.captcha.verify(payload)).toBe(false);
    expect(await usedCount()).toBe(usedBefore + 1);
  });

  it('accepts exactly one of two simultaneous uses of one solution', async () => {
    const payload = await solvedPayload(t.app);
    const results = await Promise.all([
      t.app.captcha.verify(payload),
      t.app.captcha.verify(payload),
    ]);
    expect(results.sort()).toEqual([false, true]);
  });

  it('refuses a solution already used on another instance sharing the database', async () => {
    const other = await build({ env, database: t.database });
    try {
      const payload = await solvedPayload(t.app);
      expect(await other.app.captcha.verify(payload)).toBe(true);
      expect(await t.app.captcha.verify(payload)).toBe(false);
    } finally {
      await other.close();
    }
  });

  it('refuses a challenge signed with another key', async () => {
    const other = await build({
      env: { ...env, CAPTCHA_HMAC_KEY: 'another-key' },
      database: t.database,
    });
    try {
      const payload = await solvedPayload(other.app);
      expect(await t.app.captcha.verify(payload)).toBe(false);
      expect(await other.app.captcha.verify(payload)).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('shares the development key between instances when CAPTCHA_HMAC_KEY is unset', async () => {
    const a = await build({ database: t.database });
    const b = await build({ database: t.database });
    try {
      expect(await b.app.captcha.verify(await solvedPayload(a.app))).toBe(true);
      expect(await t.app.captcha.verify(await solvedPayload(a.app))).toBe(false);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('refuses tampered challenges and solutions, and records nothing for them', async () => {
    const challenge = await fetchChallenge(t.app);
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('unsolved');
    const { parameters } = challenge;
    const later = (parameters.expiresAt ?? 0) + 3600;
    const tampered = [
      { challenge: { ...challenge, parameters: { ...parameters, expiresAt: later } }, solution },
      { challenge: { ...challenge, parameters: { ...parameters, keyPrefix: '00' } }, solution },
      { challenge: { ...challenge, parameters: { ...parameters, cost: 2 } }, solution },
      { challenge: { ...challenge, signature: '0'.repeat(64) }, solution },
      { challenge: { parameters }, solution },
      { challenge, solution: { ...solution, counter: solution.counter + 1 } },
      { challenge, solution: { ...solution, derivedKey: '0'.repeat(64) } },
    ];
    const usedBefore = await usedCount();
    for (const payload of tampered) {
      expect(await t.app.captcha.verify(encode(payload))).toBe(false);
    }
    expect(await usedCount()).toBe(usedBefore);
    // The untouched original still passes: each refusal above was about the change.
    expect(await t.app.captcha.verify(encode({ challenge, solution }))).toBe(true);
  });

  it('accepts a solution until its challenge expires and refuses it after', async () => {
    const early = await solvedPayload(t.app);
    const late = await solvedPayload(t.app);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + CHALLENGE_TTL_MS - 5_000);
    expect(await t.app.captcha.verify(early)).toBe(true);
    vi.setSystemTime(Date.now() + 10_000);
    expect(await t.app.captcha.verify(late)).toBe(false);
  });

  it('refuses garbage, empty and look-alike payloads', async () => {
    const challenge = await fetchChallenge(t.app);
    const solution = await solveChallenge({ challenge, deriveKey });
    const garbage = [
      '',
      'not base64 at all!',
      Buffer.from('not json').toString('base64'),
      encode(null),
      encode('a string'),
      encode({}),
      encode([challenge, solution]),
      // The widget's own test mode: must never pass for a real check.
      encode({ challenge: null, solution: null, test: true }),
      encode({ challenge, solution: null }),
      encode({ challenge, solution: { counter: -1, derivedKey: solution?.derivedKey } }),
      encode({ challenge, solution: { counter: 'x', derivedKey: solution?.derivedKey } }),
      encode({ challenge, solution: { ...solution, derivedKey: 'NOT-HEX' } }),
      encode({
        challenge: { ...challenge, parameters: { ...challenge.parameters, algorithm: 'SHA-1' } },
        solution,
      }),
      // A v1-shaped payload (algorithm, challenge, number, salt, signature).
      encode({
        algorithm: 'SHA-256',
        challenge: challenge.parameters.keyPrefix,
        number: solution?.counter,
        salt: challenge.parameters.salt,
        signature: challenge.signature,
      }),
    ];
    const usedBefore = await usedCount();
    for (const payload of garbage) {
      expect(await t.app.captcha.verify(payload)).toBe(false);
    }
    expect(await usedCount()).toBe(usedBefore);
  });

  it('clears expired solutions at the first use in a minute, keeping those still inside the grace period', async () => {
    // Its own app: the sweep runs at most once a minute per database.
    const fresh = await build({ env });
    try {
      const graceSeconds = CHALLENGE_TTL_MS / 1000;
      const seed = (names: string[]) =>
        fresh.database.db.execute(sql`
          insert into used_captchas (signature, expires_at) values
            (${names[0]}, now() - make_interval(secs => ${graceSeconds + 60})),
            (${names[1]}, now() - make_interval(secs => ${graceSeconds - 60}))`);
      const left = async () =>
        (
          await fresh.database.db
            .select({ signature: usedCaptchas.signature })
            .from(usedCaptchas)
            .where(like(usedCaptchas.signature, '%expired'))
        )
          .map((r) => r.signature)
          .sort();
      await seed(['long-expired', 'recently-expired']);
      expect(await fresh.app.captcha.verify(await solvedPayload(fresh.app))).toBe(true);
      expect(await left()).toEqual(['recently-expired']);
      // Within the minute another use sweeps nothing.
      await seed(['long-again-expired', 'recently-again-expired']);
      expect(await fresh.app.captcha.verify(await solvedPayload(fresh.app))).toBe(true);
      expect(await left()).toEqual([
        'long-again-expired',
        'recently-again-expired',
        'recently-expired',
      ]);
    } finally {
      await fresh.close();
    }
  });
});

describe('challenge lifetime', () => {
  it('refuses a correctly signed challenge that claims to live longer than one we issue', async () => {
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      deriveKey,
      counter: 5,
      expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
      hmacSignatureSecret: KEY,
    });
    const solution = await solveChallenge({ challenge, deriveKey });
    const before = await usedCount();
    expect(await t.app.captcha.verify(encode({ challenge, solution }))).toBe(false);
    expect(await usedCount()).toBe(before);
  });

  it('accepts one signed for the lifetime we issue', async () => {
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      deriveKey,
      counter: 5,
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
      hmacSignatureSecret: KEY,
    });
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(await t.app.captcha.verify(encode({ challenge, solution }))).toBe(true);
  });
});

describe('CAPTCHA_HMAC_KEY', () => {
  it('is required in production', async () => {
    // The configuration refuses to start without it, naming the variable.
    await expect(build({ env: { NODE_ENV: 'production' }, database: t.database })).rejects.toThrow(
      /CAPTCHA_HMAC_KEY: is required when NODE_ENV=production/,
    );
  });

  it('is enough in production, with the rest of a production configuration', async () => {
    const production = await build({
      env: {
        NODE_ENV: 'production',
        EMAIL_LINK_KEY: 'an-e-mail-link-key-of-32-characters',
        CAPTCHA_HMAC_KEY: KEY,
        PUBLIC_URL: 'https://review.example.com',
        SMTP_URL: 'smtp://mail.example.com',
        CLAMAV_URL: 'tcp://127.0.0.1:3310',
        MFA_ENCRYPTION_KEY: '5c1a29a75ae64a2b230d1d10f00d5d32ac875df6ba9d4d35dd13bb179dce9213',
      },
      database: t.database,
    });
    try {
      expect(await t.app.captcha.verify(await solvedPayload(production.app))).toBe(true);
    } finally {
      await production.close();
    }
  });
});
