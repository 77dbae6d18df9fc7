import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';

/** The unique index one key's first answer holds: a second insert of the key fails on it. */
export const IDEMPOTENCY_INDEX = 'idempotency_keys_key';

export interface IdempotencyKey {
  municipalityKey: string;
  userId: number;
  key: string;
}

export interface StoredAnswer {
  requestSha256: string;
  statusCode: number | null;
  response: unknown;
}

/** The answer stored for the account's key, in this municipality only. */
export async function findIdempotentAnswer(
  db: Db,
  { municipalityKey, userId, key }: IdempotencyKey,
): Promise<StoredAnswer | undefined> {
  const [row] = await db
    .select({
      requestSha256: idempotencyKeys.requestSha256,
      statusCode: idempotencyKeys.statusCode,
      response: idempotencyKeys.response,
    })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.municipalityKey, municipalityKey),
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.key, key),
      ),
    )
    .limit(1);
  return row;
}

/**
 * A plain insert in the filing's transaction: a second request with the key waits on the
 * unique index until the first commits, then fails on it and rolls back its own filing.
 */
export async function insertIdempotentAnswer(
  tx: Db,
  values: IdempotencyKey & {
    requestSha256: string;
    statusCode: number;
    response: unknown;
    createdAt: Date;
  },
): Promise<void> {
  await tx.insert(idempotencyKeys).values(values);
}
