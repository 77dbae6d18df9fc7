import fp from 'fastify-plugin';
import { z } from 'zod';
import { lt, sql } from 'drizzle-orm';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { captchaChallengeSchema, type CaptchaChallenge } from '@ir/domain';
import type { Db } from '../db/client.ts';
import { usedCaptchas } from '../db/schema/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    captcha: {
      /** True once per valid, unexpired solution; every later call with it is false. */
      verify(payload: string): Promise<boolean>;
      /** A new challenge signed with this deployment's key, for the widget. */
      challenge(): Promise<CaptchaChallenge>;
    };
  }
}

export const CHALLENGE_TTL_MS = 10 * 60 * 1000;

/**
 * A challenge that claims to live longer than one we issue was not issued by us (a leaked or
 * the public development key): refused, and never stored as used for its claimed lifetime.
 * The minute allows for clocks that differ between instances.
 */
const CLOCK_SKEW_MS = 60 * 1000;

/**
 * One SHA-256 per counter value, so CAPTCHA_COMPLEXITY is the most hashes a solver needs
 * (half on average); the widget's workers solve the default in well under a second.
 */
const ALGORITHM = 'SHA-256';
const COST = 1;

/**
 * Used only outside production, when CAPTCHA_HMAC_KEY is unset. It is public (it is in
 * this file), which is harmless on a developer's machine and why production refuses it.
 */
const DEVELOPMENT_KEY = 'informal-review-development-captcha-key';

const hex = z
  .string()
  .max(512)
  .regex(/^[0-9a-f]+$/);

/** What the widget posts, base64 JSON. Parameters stay loose: the signature covers them all. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(ALGORITHM),
      nonce: hex,
      salt: hex,
      cost: z.number().int().positive(),
      keyLength: z.number().int().positive(),
      keyPrefix: hex,
      // A challenge without an expiry is never issued here, so it is never accepted.
      expiresAt: z.number().int().positive(),
    }),
    signature: hex,
  }),
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: hex,
  }),
});

/**
 * Self-hosted ALTCHA proof of work (docs/decisions/007-captcha-altcha.md).
 *
 * Expiry is judged by the wall clock, not `app.clock()`: altcha-lib's verifySolution and the
 * widget's expiry timer both use the real time, and a challenge stamped by a pinned test
 * clock would disagree with them.
 */
export const captchaPlugin = fp(
  async (app) => {
    const { CAPTCHA_HMAC_KEY, CAPTCHA_COMPLEXITY } = app.config;
    // The configuration refuses a missing key in production and on shared deployments.
    if (!CAPTCHA_HMAC_KEY) {
      app.log.warn('CAPTCHA_HMAC_KEY is not set; using the public development key');
    }
    const hmacKey = CAPTCHA_HMAC_KEY ?? DEVELOPMENT_KEY;

    app.decorate('captcha', {
      verify: async (payload: string) => {
        const solved = await checkSolution(payload, hmacKey);
        if (!solved) return false;
        const db = app.database.db;
        await deleteExpiredCaptchas(db);
        const first = await recordCaptchaUse(db, solved.signature, solved.expiresAt);
        if (!first) app.log.info('captcha solution replayed');
        return first;
      },
      challenge: async () =>
        captchaChallengeSchema.parse(
          await createChallenge({
            algorithm: ALGORITHM,
            cost: COST,
            deriveKey,
            // Known counter: the work is the number of hashes up to it, at most the complexity.
            counter: randomInt(CAPTCHA_COMPLEXITY),
            expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
            hmacSignatureSecret: hmacKey,
          }),
        ),
    });
  },
  { name: 'captcha' },
);

/** The signature and expiry of a correctly solved, unexpired challenge signed with our key. */
async function checkSolution(
  payload: string,
  hmacKey: string,
): Promise<{ signature: string; expiresAt: Date } | null> {
  if (typeof payload !== 'string' || payload === '') return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = payloadSchema.safeParse(decoded);
  if (!parsed.success) return null;
  const { challenge, solution } = parsed.data;
  if (challenge.parameters.expiresAt * 1000 > Date.now() + CHALLENGE_TTL_MS + CLOCK_SKEW_MS) {
    return null;
  }
  const result = await verifySolution({
    challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: hmacKey,
  });
  if (!result.verified) return null;
  return {
    signature: challenge.signature,
    expiresAt: new Date(challenge.parameters.expiresAt * 1000),
  };
}

/** Atomic across instances: of two concurrent uses of one solution, exactly one inserts. */
async function recordCaptchaUse(db: Db, signature: string, expiresAt: Date): Promise<boolean> {
  const inserted = await db
    .insert(usedCaptchas)
    .values({ signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: usedCaptchas.signature });
  return inserted.length === 1;
}

const CAPTCHA_SWEEP_EVERY_MS = 60 * 1000;
const lastCaptchaSweep = new WeakMap<Db, number>();

/**
 * A row is useless once its challenge has expired, since an expired solution is refused
 * anyway. One extra TTL of grace keeps a row while an instance whose clock runs behind the
 * database's could still accept its solution.
 */
async function deleteExpiredCaptchas(db: Db): Promise<void> {
  // At most once a minute per process: on deadline day every sign-up and filing uses one.
  const now = Date.now();
  if (now - (lastCaptchaSweep.get(db) ?? Number.NEGATIVE_INFINITY) < CAPTCHA_SWEEP_EVERY_MS) return;
  lastCaptchaSweep.set(db, now);
  await db
    .delete(usedCaptchas)
    .where(
      lt(usedCaptchas.expiresAt, sql`now() - make_interval(secs => ${CHALLENGE_TTL_MS / 1000})`),
    );
}
