import { count, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Role, UserStatus } from '@ir/domain';
import type { Db } from '../../db/client.ts';
import { outbox, rateLimits, sessions, users, userTokens } from '../../db/schema/index.ts';
import { SESSION_COOKIE } from '../../plugins/session.ts';
import { insertUser, type UserRow } from '../users/repository.ts';
import { hashPassword } from './passwords.ts';

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

let lastIp = 0;
/** A new client address per call, so rate limits of one test do not reach into another. */
export function freshIp(): string {
  lastIp += 1;
  return `10.${(lastIp >> 16) & 255}.${(lastIp >> 8) & 255}.${lastIp & 255}`;
}

export function sessionCookieOf(res: LightMyRequestResponse) {
  return res.cookies.find((c) => c.name === SESSION_COOKIE);
}

export function withSession(token: string): { cookie: string } {
  return { cookie: `${SESSION_COOKIE}=${token}` };
}

/** Rows of every table an account call may write, to prove a failure wrote nothing. */
export async function countAccountRows(db: Db) {
  const n = async (table: typeof users | typeof userTokens | typeof sessions | typeof outbox) => {
    const [row] = await db.select({ n: count() }).from(table);
    return row?.n ?? 0;
  };
  return {
    users: await n(users),
    userTokens: await n(userTokens),
    sessions: await n(sessions),
    outbox: await n(outbox),
  };
}

export async function rateLimitRows(db: Db) {
  return db.select().from(rateLimits);
}

export async function mailTo(db: Db, recipient: string) {
  return db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(outbox.id);
}

/** The token of the first link to `path` in an e-mail's text. */
export function tokenInMail(text: string, path: '/verify' | '/changepassword'): string {
  const match = new RegExp(`https?://[^\\s]+${path}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in:\n${text}`);
  return match[1];
}

export async function sessionsOf(db: Db, userId: number) {
  return db.select().from(sessions).where(eq(sessions.userId, userId));
}

export async function createTestUser(
  db: Db,
  input: {
    email: string;
    password: string;
    role?: Role;
    status?: UserStatus;
    municipalityKey?: string;
  },
): Promise<UserRow> {
  const status = input.status ?? 'active';
  const user = await insertUser(db, {
    municipalityKey: input.municipalityKey ?? 'development',
    email: input.email,
    passwordHash: await hashPassword(input.password),
    role: input.role ?? 'user',
    status,
    verifiedAt: status === 'awaiting verification' ? null : new Date(),
  });
  if (!user) throw new Error(`${input.email} exists already`);
  return user;
}
