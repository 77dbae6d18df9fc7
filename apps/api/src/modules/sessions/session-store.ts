import { and, eq, lte, or, sql } from 'drizzle-orm';
import type { Role } from '@ir/domain';
import { SESSION_TIMING } from '@ir/domain';
import type { Db } from '../../db/client.ts';
import { sessions, userMfa, users } from '../../db/schema/index.ts';
import { hashToken, newOpaqueToken } from './tokens.ts';

/**
 * Idle expiry is SPEC §9's 60 minutes. The absolute lifetime caps a session that is kept
 * busy (or hijacked) at one working day; signing in again is cheap, a week-long stolen
 * cookie is not.
 */
export const SESSION_POLICY = {
  idleMs: SESSION_TIMING.idleTimeoutMs,
  absoluteMs: 12 * 60 * 60 * 1000,
} as const;

export interface SessionUser {
  id: number;
  email: string;
  role: Role;
  municipalityKey: string;
  /** Two-factor sign-in is on (STAFF_MFA=required holds back staff sessions without it). */
  mfaEnabled: boolean;
}

export interface ActiveSession {
  idHash: string;
  user: SessionUser;
  lastActiveAt: Date;
  expiresAt: Date;
}

export interface NewSession {
  userId: number;
  municipalityKey: string;
  userAgent?: string | undefined;
  ip?: string | undefined;
}

/**
 * Creates a session and returns the cookie value (never stored). The row is written only when
 * the account belongs to `input.municipalityKey`: a session never spans two municipalities.
 */
export async function createSession(db: Db, input: NewSession, now: Date): Promise<string> {
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, input.userId), eq(users.municipalityKey, input.municipalityKey)))
    .limit(1);
  if (!owner) {
    throw new Error(`account ${input.userId} is not in municipality ${input.municipalityKey}`);
  }
  const token = newOpaqueToken();
  await db.insert(sessions).values({
    idHash: hashToken(token),
    userId: input.userId,
    municipalityKey: input.municipalityKey,
    createdAt: now,
    lastActiveAt: now,
    expiresAt: new Date(now.getTime() + SESSION_POLICY.absoluteMs),
    userAgent: input.userAgent?.slice(0, 512),
    ip: input.ip,
  });
  return token;
}

/**
 * Sign-in (by password or Google): the session the request came with ends and a new one
 * begins, so a session id planted before sign-in is worthless. Run it inside the sign-in's
 * transaction.
 */
export async function rotateSession(
  db: Db,
  currentToken: string | undefined,
  input: NewSession,
  now: Date,
): Promise<string> {
  if (currentToken) await endSession(db, input.municipalityKey, currentToken);
  return createSession(db, input, now);
}

const SWEEP_EVERY_MS = 60_000;
/** Per database handle (so per app instance), as the rate limiter keeps its sweep time. */
const lastSweep = new WeakMap<Db, number>();

/**
 * Dead sessions are only refused, never used again; sign-ins remove them, at most once a
 * minute per database handle, so the table stays small without a scheduled job. Call it with
 * the app's handle after the sign-in's transaction, not with the transaction.
 */
export async function sweepDeadSessions(db: Db, now: Date): Promise<void> {
  const last = lastSweep.get(db);
  if (last !== undefined && Math.abs(now.getTime() - last) < SWEEP_EVERY_MS) return;
  lastSweep.set(db, now.getTime());
  await deleteExpiredSessions(db, now);
}

function prepareSessionLookup(db: Db) {
  return db
    .select({
      idHash: sessions.idHash,
      lastActiveAt: sessions.lastActiveAt,
      expiresAt: sessions.expiresAt,
      id: users.id,
      email: users.email,
      role: users.role,
      status: users.status,
      municipalityKey: users.municipalityKey,
      mfaEnabledAt: userMfa.enabledAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(
      userMfa,
      and(eq(userMfa.userId, users.id), eq(userMfa.municipalityKey, users.municipalityKey)),
    )
    .where(
      and(
        eq(sessions.idHash, sql.placeholder('idHash')),
        eq(sessions.municipalityKey, sql.placeholder('municipalityKey')),
        eq(users.municipalityKey, sql.placeholder('municipalityKey')),
      ),
    )
    .limit(1)
    .prepare('find_active_session');
}

// Every API request with a cookie runs this lookup: prepared once per database, it is neither
// rebuilt by Drizzle nor planned again by the server on each request.
const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();

/**
 * The session behind a cookie, if it is alive: not idle for 60 minutes, within its absolute
 * lifetime, made on this municipality's host (the WHERE clause), and its account still active.
 * Always reads the database; requests go through the instance's SessionCache.
 */
export async function findActiveSession(
  db: Db,
  token: string,
  municipalityKey: string,
  now: Date,
): Promise<ActiveSession | null> {
  return findActiveSessionByHash(db, hashToken(token), municipalityKey, now);
}

/** findActiveSession for a token already hashed. */
export async function findActiveSessionByHash(
  db: Db,
  idHash: string,
  municipalityKey: string,
  now: Date,
): Promise<ActiveSession | null> {
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ idHash, municipalityKey });
  if (!row || row.status !== 'active' || !withinSessionLimits(row, now)) return null;
  return {
    idHash: row.idHash,
    lastActiveAt: row.lastActiveAt,
    expiresAt: row.expiresAt,
    user: {
      id: row.id,
      email: row.email,
      role: row.role as Role,
      municipalityKey: row.municipalityKey,
      mfaEnabled: row.mfaEnabledAt !== null,
    },
  };
}

/** SESSION_POLICY's two limits; a cached session is held to them at every request too. */
export function withinSessionLimits(
  session: Pick<ActiveSession, 'lastActiveAt' | 'expiresAt'>,
  now: Date,
): boolean {
  return (
    now.getTime() - session.lastActiveAt.getTime() < SESSION_POLICY.idleMs &&
    now.getTime() < session.expiresAt.getTime()
  );
}

/** Real use moves the idle window; a poll alone does not call this. */
export async function touchSession(
  db: Db,
  municipalityKey: string,
  idHash: string,
  now: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ lastActiveAt: now })
    .where(and(eq(sessions.idHash, idHash), eq(sessions.municipalityKey, municipalityKey)));
}

/** Ends the session behind a cookie if it was made on this municipality's host. */
export async function endSession(db: Db, municipalityKey: string, token: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(eq(sessions.idHash, hashToken(token)), eq(sessions.municipalityKey, municipalityKey)),
    );
}

/** Sign-out everywhere: password change, reset, restriction. */
export async function endAllSessions(
  db: Db,
  municipalityKey: string,
  userId: number,
): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.municipalityKey, municipalityKey)));
}

/** Sessions past either expiry: they can never be used again. */
export async function deleteExpiredSessions(db: Db, now: Date): Promise<number> {
  const idleCutoff = new Date(now.getTime() - SESSION_POLICY.idleMs);
  const deleted = await db
    .delete(sessions)
    .where(or(lte(sessions.expiresAt, now), lte(sessions.lastActiveAt, idleCutoff)))
    .returning({ idHash: sessions.idHash });
  return deleted.length;
}
