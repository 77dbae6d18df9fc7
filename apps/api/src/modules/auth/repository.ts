import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPer } from '../../db/prepared.ts';
import { rateLimits, userTokens } from '../../db/schema/index.ts';
import { accountExists, accountIdsIn } from '../users/index.ts';

export type TokenPurpose = 'verify' | 'reset' | 'invite';

export interface NewUserToken {
  userId: number;
  purpose: TokenPurpose;
  tokenHash: string;
  expiresAt: Date;
}

/** Stores a token for an account of this municipality; false (nothing written) otherwise. */
export async function insertUserToken(
  db: Db,
  municipalityKey: string,
  token: NewUserToken,
  now: Date,
): Promise<boolean> {
  if (!(await accountExists(db, municipalityKey, token.userId))) return false;
  await db.insert(userTokens).values({ ...token, createdAt: now });
  return true;
}

export interface StoredToken {
  id: number;
  userId: number;
  expiresAt: Date;
  usedAt: Date | null;
  municipalityKey: string;
}

/** The token with this hash and purpose, of an account in this municipality. */
export async function findUserToken(
  db: Db,
  municipalityKey: string,
  tokenHash: string,
  purpose: TokenPurpose,
): Promise<StoredToken | undefined> {
  const [row] = await db
    .select({
      id: userTokens.id,
      userId: userTokens.userId,
      expiresAt: userTokens.expiresAt,
      usedAt: userTokens.usedAt,
    })
    .from(userTokens)
    .where(
      and(
        eq(userTokens.tokenHash, tokenHash),
        eq(userTokens.purpose, purpose),
        inArray(userTokens.userId, accountIdsIn(db, municipalityKey)),
      ),
    )
    .limit(1);
  return row && { ...row, municipalityKey };
}

/**
 * Marks a token used if it still is unused and unexpired. The condition sits in the UPDATE
 * itself, so two requests racing with one link cannot both succeed.
 */
export async function markUserTokenUsed(
  db: Db,
  municipalityKey: string,
  id: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.id, id),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
        inArray(userTokens.userId, accountIdsIn(db, municipalityKey)),
      ),
    )
    .returning({ id: userTokens.id });
  return rows.length === 1;
}

/** Ends every live token of one purpose, so only the newest link works. */
export async function expireUnusedUserTokens(
  db: Db,
  municipalityKey: string,
  userId: number,
  purpose: TokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .update(userTokens)
    .set({ expiresAt: now })
    .where(
      and(
        eq(userTokens.userId, userId),
        inArray(userTokens.userId, accountIdsIn(db, municipalityKey)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    );
}

const rateLimitHit = preparedPer((db) =>
  db
    .insert(rateLimits)
    .values({
      key: sql.placeholder('key'),
      windowStart: sql.placeholder('windowStart'),
      count: 1,
    })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({
      count: rateLimits.count,
      previous:
        sql<number>`coalesce((select p.count from rate_limits p where p.key = ${sql.placeholder('key')} and p.window_start = ${sql.placeholder('previousStart')}), 0)`.mapWith(
          Number,
        ),
      // Whether the key has windows older than the previous one, so the caller deletes them
      // only when there are any: most keys (an address, an e-mail) are new or seen lately.
      stale:
        sql<boolean>`exists (select 1 from rate_limits o where o.key = ${sql.placeholder('key')} and o.window_start < ${sql.placeholder('previousStart')})`.mapWith(
          Boolean,
        ),
    })
    .prepare('rate_limit_hit'),
);

/**
 * Counts one hit in `key`'s window starting at `windowStart`, atomically across instances,
 * and returns the new count with the count of the window before it (0 if none) and whether
 * windows before that one are left (`stale`).
 */
export async function incrementRateLimit(
  db: Db,
  key: string,
  windowStart: Date,
  previousStart: Date,
): Promise<{ count: number; previous: number; stale: boolean }> {
  const [row] = await rateLimitHit(db).execute({
    key,
    windowStart,
    previousStart: previousStart.toISOString(),
  });
  return { count: row?.count ?? 1, previous: row?.previous ?? 0, stale: row?.stale ?? true };
}

/** Drops one key's windows that started before `before` (they can no longer refuse anyone). */
export async function deleteRateLimitWindows(db: Db, key: string, before: Date): Promise<void> {
  await db
    .delete(rateLimits)
    .where(and(eq(rateLimits.key, key), lt(rateLimits.windowStart, before)));
}

/** Drops every window that started before `before`, whatever its key. */
export async function deleteStaleRateLimitWindows(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, before))
    .returning({ key: rateLimits.key });
  return rows.length;
}
