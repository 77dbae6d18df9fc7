import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, normalizeEmail } from '@ir/domain';
import type { Db } from '../../db/client.ts';
import {
  deleteRateLimitWindows,
  deleteStaleRateLimitWindows,
  incrementRateLimit,
} from './repository.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

export interface RateLimitOptions {
  /** Hits per window from one client address. */
  perIp: number;
  /** Hits per window naming one e-mail address (the body's `email`), from any address. */
  perAccount?: number;
  windowMs: number;
}

/**
 * Limits per route (docs/api.md lists them). Per-address limits stop one client hammering;
 * per-account limits stop a spread-out guesser on one account, and keep anyone from flooding
 * one inbox, at the price that a stranger can make one account wait out a window.
 */
export const RATE_LIMITS = {
  signin: { perIp: 50, perAccount: 10, windowMs: 15 * MINUTE },
  signup: { perIp: 20, perAccount: 5, windowMs: HOUR },
  forgotpassword: { perIp: 20, perAccount: 5, windowMs: HOUR },
  verifyuser: { perIp: 30, windowMs: 15 * MINUTE },
  updatepassword: { perIp: 20, windowMs: 15 * MINUTE },
  google_login: { perIp: 30, windowMs: 15 * MINUTE },
  // Each call writes an OpenID flow row.
  googleuri: { perIp: 30, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateLimitOptions>;

/** No window is longer; a window that started before this is over for every rule. */
const LONGEST_WINDOW_MS = 24 * HOUR;
/** The table-wide sweep of finished windows runs at most this often per process. */
const SWEEP_EVERY_MS = MINUTE;
const lastSweep = new WeakMap<Db, number>();

export interface RateLimitVerdict {
  allowed: boolean;
  /** Seconds until the window ends; 0 when allowed. */
  retryAfterSeconds: number;
}

/**
 * Counts a hit against `key` in a fixed window shared by every server instance (the
 * counter is a database row) and says whether it is within `limit`.
 */
export async function consumeRateLimit(
  db: Db,
  key: string,
  { limit, windowMs }: { limit: number; windowMs: number },
  now: Date,
): Promise<RateLimitVerdict> {
  const windowStart = Math.floor(now.getTime() / windowMs) * windowMs;
  const count = await incrementRateLimit(db, key, new Date(windowStart));
  if (count === 1) await cleanUp(db, key, windowStart, now);
  if (count <= limit) return { allowed: true, retryAfterSeconds: 0 };
  const remainingMs = windowStart + windowMs - now.getTime();
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)) };
}

/**
 * A key's first hit in a new window is when its old windows become garbage. Keys that never
 * come back are swept table-wide, at most once a minute, so the table stays small without a
 * scheduled job.
 */
async function cleanUp(db: Db, key: string, windowStart: number, now: Date): Promise<void> {
  await deleteRateLimitWindows(db, key, new Date(windowStart));
  const last = lastSweep.get(db);
  if (last !== undefined && now.getTime() - last < SWEEP_EVERY_MS) return;
  lastSweep.set(db, now.getTime());
  await deleteStaleRateLimitWindows(db, new Date(now.getTime() - LONGEST_WINDOW_MS));
}

/** The 429 answer, in the one error shape. */
function tooManyRequests(retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new AppError(
    429,
    'too_many_requests',
    `Too many attempts. Please try again in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}.`,
  );
}

/**
 * A preHandler that refuses a request over its limits with 429 and Retry-After. The client
 * address is `request.ip`, which believes X-Forwarded-For only as far as TRUST_PROXY says.
 * It runs after validation, so the per-account key is the normalized `email` of the body.
 */
export function rateLimit(name: string, options: RateLimitOptions) {
  if (options.windowMs > LONGEST_WINDOW_MS) {
    throw new Error(`Rate limit "${name}": windows longer than a day are swept too early`);
  }
  return async function limitRate(request: FastifyRequest, reply: FastifyReply) {
    const app = request.server;
    const db = app.database.db;
    const now = app.clock();
    const checks: Array<[string, number]> = [[`${name}:ip:${request.ip}`, options.perIp]];
    const email = accountOf(request.body);
    if (options.perAccount !== undefined && email !== undefined) {
      checks.push([`${name}:account:${request.municipality.key}:${email}`, options.perAccount]);
    }
    let retryAfterSeconds = 0;
    for (const [key, limit] of checks) {
      const verdict = await consumeRateLimit(db, key, { limit, windowMs: options.windowMs }, now);
      retryAfterSeconds = Math.max(retryAfterSeconds, verdict.retryAfterSeconds);
    }
    if (retryAfterSeconds > 0) {
      reply.header('retry-after', String(retryAfterSeconds));
      throw tooManyRequests(retryAfterSeconds);
    }
  };
}

function accountOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('email' in body)) return undefined;
  const email = (body as { email: unknown }).email;
  if (typeof email !== 'string') return undefined;
  const normalized = normalizeEmail(email);
  return normalized === '' ? undefined : normalized;
}

/** POST /auth/google_login's limit; its route lives in google/routes.ts. */
export const googleLoginRateLimit = rateLimit('google_login', RATE_LIMITS.google_login);
