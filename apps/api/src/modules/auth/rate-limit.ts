import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, msg, normalizeEmail } from '@ir/domain';
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
  /**
   * Hits per window naming one e-mail address (the body's `email`), from any address. Kept
   * well above perAccountAndIp where a stranger could otherwise lock the owner out.
   */
  perAccount?: number;
  /** Hits per window naming one e-mail address from one client address. */
  perAccountAndIp?: number;
  /**
   * Hits per window from one signed-in account (the session's user), from any address: for
   * calls that need a session, where the body names no e-mail.
   */
  perUser?: number;
  windowMs: number;
}

/**
 * Limits per route (docs/api.md lists them). Per-address limits stop one client hammering;
 * per-account limits stop a spread-out guesser on one account, and keep anyone from flooding
 * one inbox. Sign-in counts an account's attempts per client address too: ten from one
 * address stop that address, while the owner elsewhere still gets in; only a spray from very
 * many addresses reaches the account-wide limit.
 */
export const RATE_LIMITS = {
  signin: { perIp: 50, perAccountAndIp: 10, perAccount: 100, windowMs: 15 * MINUTE },
  signup: { perIp: 20, perAccount: 5, windowMs: HOUR },
  forgotpassword: { perIp: 20, perAccount: 5, windowMs: HOUR },
  resend_verification: { perIp: 20, perAccount: 5, windowMs: HOUR },
  verifyuser: { perIp: 30, windowMs: 15 * MINUTE },
  updatepassword: { perIp: 20, windowMs: 15 * MINUTE },
  acceptinvite: { perIp: 20, windowMs: 15 * MINUTE },
  // Each call writes a new encrypted secret; the codes themselves count under OTP_ATTEMPTS.
  mfaenroll: { perIp: 30, windowMs: 15 * MINUTE },
  mfaconfirm: { perIp: 30, windowMs: 15 * MINUTE },
  google_login: { perIp: 30, windowMs: 15 * MINUTE },
  // Each call writes an OpenID flow row.
  googleuri: { perIp: 30, windowMs: 15 * MINUTE },
  // Each call stores up to 25 MiB and is scanned; a review attaches a handful of files. The
  // address allows more, for an office of staff filing for owners behind one address.
  uploadfile: { perIp: 300, perUser: 60, windowMs: HOUR },
} as const satisfies Record<string, RateLimitOptions>;

/**
 * No window is longer. A window's count matters until the window after it has ended, so the
 * sweep keeps two of the longest.
 */
const LONGEST_WINDOW_MS = 12 * HOUR;
/** The table-wide sweep of finished windows runs at most this often per process. */
const SWEEP_EVERY_MS = MINUTE;
const lastSweep = new WeakMap<Db, number>();

export interface RateLimitVerdict {
  allowed: boolean;
  /** Seconds until a hit would be allowed again, if no more came; 0 when allowed. */
  retryAfterSeconds: number;
}

/**
 * Counts a hit against `key` and says whether it is within `limit`, as a sliding window
 * shared by every server instance (docs/decisions/014-host-validation-and-request-limits.md):
 * the hits of the current fixed window, plus those of the previous one weighted by how much
 * of it still lies within one window of now. A burst at the end of one window therefore
 * still counts at the start of the next: no double burst at the edge. The previous window
 * counts at most `limit`, so a client that kept hammering after its refusal is not locked
 * out longer than one that stopped.
 */
export async function consumeRateLimit(
  db: Db,
  key: string,
  { limit, windowMs }: { limit: number; windowMs: number },
  now: Date,
): Promise<RateLimitVerdict> {
  const windowStart = Math.floor(now.getTime() / windowMs) * windowMs;
  const previousStart = windowStart - windowMs;
  const { count, previous, stale } = await incrementRateLimit(
    db,
    key,
    new Date(windowStart),
    new Date(previousStart),
  );
  if (count === 1) await cleanUp(db, key, previousStart, now, stale);
  const elapsed = (now.getTime() - windowStart) / windowMs;
  const carried = Math.min(previous, limit);
  if (carried * (1 - elapsed) + count <= limit) return { allowed: true, retryAfterSeconds: 0 };
  return {
    allowed: false,
    retryAfterSeconds: retryAfter(carried, count, limit, elapsed, windowMs),
  };
}

/**
 * When one more hit would be allowed if none came meanwhile: later in this window once the
 * previous window's weight has shrunk enough, else in the next window once this one's has.
 */
function retryAfter(
  carried: number,
  count: number,
  limit: number,
  elapsed: number,
  windowMs: number,
): number {
  const waitWindows =
    count < limit
      ? // Later in this window: carried * (1 - x) + count + 1 <= limit.
        1 - (limit - count - 1) / carried - elapsed
      : // In the next window, which carries `limit`: limit * (1 - x) + 1 <= limit.
        1 - elapsed + 1 / limit;
  return Math.max(1, Math.ceil(Math.round(waitWindows * windowMs) / 1000));
}

/**
 * A key's first hit in a new window is when its windows before the previous one become
 * garbage; they are deleted when the hit found any (`stale`), a statement most first hits
 * (a new address, a new e-mail) do without. Keys that never come back are swept table-wide,
 * at most once a minute, so the table stays small without a scheduled job.
 */
async function cleanUp(
  db: Db,
  key: string,
  previousStart: number,
  now: Date,
  stale: boolean,
): Promise<void> {
  if (stale) await deleteRateLimitWindows(db, key, new Date(previousStart));
  const last = lastSweep.get(db);
  if (last !== undefined && now.getTime() - last < SWEEP_EVERY_MS) return;
  lastSweep.set(db, now.getTime());
  await deleteStaleRateLimitWindows(db, new Date(now.getTime() - 2 * LONGEST_WINDOW_MS));
}

/** The 429 answer, in the one error shape. */
function tooManyRequests(retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new AppError(
    429,
    'too_many_requests',
    minutes === 1 ? 'input.tooManyAttemptsMinute' : msg('input.tooManyAttempts', { minutes }),
  );
}

/**
 * A preHandler that refuses a request over its limits with 429 and Retry-After. The client
 * address is `request.ip`, which believes X-Forwarded-For only as far as TRUST_PROXY says.
 * It runs after validation, so the per-account key is the normalized `email` of the body.
 */
export function rateLimit(name: string, options: RateLimitOptions) {
  if (options.windowMs > LONGEST_WINDOW_MS) {
    throw new Error(`Rate limit "${name}": windows longer than 12 hours are swept too early`);
  }
  return async function limitRate(request: FastifyRequest, reply: FastifyReply) {
    const app = request.server;
    const db = app.database.db;
    const now = app.clock();
    const checks: Array<[string, number]> = [[`${name}:ip:${request.ip}`, options.perIp]];
    const email = accountOf(request.body);
    if (email !== undefined) {
      const account = `${request.municipality.key}:${email}`;
      if (options.perAccountAndIp !== undefined) {
        checks.push([`${name}:account-ip:${account}:${request.ip}`, options.perAccountAndIp]);
      }
      if (options.perAccount !== undefined) {
        checks.push([`${name}:account:${account}`, options.perAccount]);
      }
    }
    const user = request.session?.user;
    if (options.perUser !== undefined && user) {
      checks.push([`${name}:user:${request.municipality.key}:${user.id}`, options.perUser]);
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

/**
 * Second-factor codes, counted per account whatever the address: only someone who already
 * has the password reaches this count (sign-in checks the password first) or a signed-in
 * session (enrolment), so the owner cannot be locked out by a stranger. Ten a quarter hour
 * leave a guesser about one chance in 30,000 a day at a 6-digit code (three steps valid).
 */
export const OTP_ATTEMPTS = { perAccount: 10, windowMs: 15 * MINUTE } as const;

/** Counts one code attempt against the account; 429 when over OTP_ATTEMPTS. */
export async function limitOtpAttempts(
  db: Db,
  municipalityKey: string,
  userId: number,
  now: Date,
): Promise<void> {
  const verdict = await consumeRateLimit(
    db,
    `otp:account:${municipalityKey}:${userId}`,
    { limit: OTP_ATTEMPTS.perAccount, windowMs: OTP_ATTEMPTS.windowMs },
    now,
  );
  if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds);
}

/** POST /auth/google_login's limit; its route lives in google/routes.ts. */
export const googleLoginRateLimit = rateLimit('google_login', RATE_LIMITS.google_login);
