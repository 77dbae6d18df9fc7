import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiKeys } from '../../db/schema/index.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

const live = (municipalityKey: string) =>
  and(eq(apiKeys.municipalityKey, municipalityKey), isNull(apiKeys.revokedAt));

export async function insertApiKey(
  db: Db,
  values: {
    municipalityKey: string;
    userId: number;
    name: string;
    prefix: string;
    keyHash: string;
    createdAt: Date;
  },
): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(values).returning();
  if (!row) throw new Error('the API key insert returned no row');
  return row;
}

/** The account's keys not revoked, newest first. */
export async function listLiveApiKeys(
  db: Db,
  municipalityKey: string,
  userId: number,
): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(and(live(municipalityKey), eq(apiKeys.userId, userId)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

/**
 * Serialises the account's key changes (a transaction-scoped advisory lock), so two creations
 * at once cannot both pass the count of live keys.
 */
export async function lockAccountKeys(
  db: Db,
  municipalityKey: string,
  userId: number,
): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`api_keys:${municipalityKey}:${userId}`}, 0))`,
  );
}

/** Revokes one live key of the account; undefined when it has no such key here. */
export async function revokeApiKey(
  db: Db,
  municipalityKey: string,
  userId: number,
  id: number,
  now: Date,
): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(live(municipalityKey), eq(apiKeys.userId, userId), eq(apiKeys.id, id)))
    .returning();
  return row;
}

/** The live key with this hash, in this municipality only. */
export async function findLiveApiKeyByHash(
  db: Db,
  municipalityKey: string,
  keyHash: string,
): Promise<Pick<ApiKeyRow, 'id' | 'userId' | 'lastUsedAt'> | undefined> {
  const [row] = await db
    .select({ id: apiKeys.id, userId: apiKeys.userId, lastUsedAt: apiKeys.lastUsedAt })
    .from(apiKeys)
    .where(and(live(municipalityKey), eq(apiKeys.keyHash, keyHash)))
    .limit(1);
  return row;
}

/** Records a use, unless one was recorded since `notBefore` (another instance's, say). */
export async function touchApiKey(
  db: Db,
  municipalityKey: string,
  id: number,
  now: Date,
  notBefore: Date,
): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiKeys.municipalityKey, municipalityKey),
        eq(apiKeys.id, id),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, notBefore)),
      ),
    );
}
