import { and, asc, count, desc, eq, gt, lt, lte, ne, sql } from 'drizzle-orm';
import type { FilingDraft } from '@ir/domain';
import type { Db } from '../../db/client.ts';
import { applicationFiles, filingDrafts } from '../../db/schema/index.ts';
import type { DraftKey } from './repository.ts';

const ofKey = (key: DraftKey) =>
  and(
    eq(filingDrafts.municipalityKey, key.municipalityKey),
    eq(filingDrafts.userId, key.userId),
    eq(filingDrafts.sbl, key.sbl),
  );

/**
 * The account's saved drafts here, newest first, each with the number of files uploaded to it
 * (the draft files of the same account and parcel).
 */
export async function listSavedDrafts(db: Db, municipalityKey: string, userId: number) {
  const files = db
    .select({ n: count() })
    .from(applicationFiles)
    .where(
      and(
        eq(applicationFiles.municipalityKey, filingDrafts.municipalityKey),
        eq(applicationFiles.uploadedBy, filingDrafts.userId),
        eq(applicationFiles.sbl, filingDrafts.sbl),
        sql`${applicationFiles.applicationId} is null`,
      ),
    );
  return db
    .select({
      sbl: filingDrafts.sbl,
      data: filingDrafts.data,
      updatedAt: filingDrafts.updatedAt,
      fileCount: sql<number>`(${files})::int`,
    })
    .from(filingDrafts)
    .where(and(eq(filingDrafts.municipalityKey, municipalityKey), eq(filingDrafts.userId, userId)))
    .orderBy(desc(filingDrafts.updatedAt), desc(filingDrafts.id));
}

/** How many drafts the account keeps here besides the one of `key`'s parcel. */
export async function countOtherSavedDrafts(db: Db, key: DraftKey): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(filingDrafts)
    .where(
      and(
        eq(filingDrafts.municipalityKey, key.municipalityKey),
        eq(filingDrafts.userId, key.userId),
        ne(filingDrafts.sbl, key.sbl),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Serializes the saves of one account here until the transaction ends, so the count checked
 * against SAVED_DRAFTS_MAX is still true when the row is written.
 */
export async function lockSavedDrafts(db: Db, municipalityKey: string, userId: number) {
  const name = `ir-saved-drafts:${municipalityKey}:${userId}`;
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
}

/** Creates or replaces the draft of `key`. */
export async function upsertSavedDraft(
  db: Db,
  key: DraftKey,
  values: { data: FilingDraft; periodEndsAt: Date; now: Date },
): Promise<void> {
  await db
    .insert(filingDrafts)
    .values({ ...key, ...values, createdAt: values.now, updatedAt: values.now })
    .onConflictDoUpdate({
      target: [filingDrafts.municipalityKey, filingDrafts.userId, filingDrafts.sbl],
      set: { data: values.data, periodEndsAt: values.periodEndsAt, updatedAt: values.now },
    });
}

/** Removes the draft of `key`; true when there was one. */
export async function deleteSavedDraft(db: Db, key: DraftKey): Promise<boolean> {
  const removed = await db
    .delete(filingDrafts)
    .where(ofKey(key))
    .returning({ id: filingDrafts.id });
  return removed.length > 0;
}

/**
 * Removes the drafts of every municipality whose filing period ended before `before` (the
 * purge is the system's, not a tenant's); the number removed.
 */
export async function deleteSavedDraftsOfPeriodsEndedBefore(db: Db, before: Date): Promise<number> {
  const removed = await db
    .delete(filingDrafts)
    .where(lt(filingDrafts.periodEndsAt, before))
    .returning({ id: filingDrafts.id });
  return removed.length;
}

/**
 * The saved drafts of every municipality whose period ends after `after` and at or before
 * `until` (the reminder pass is the system's, not a tenant's), grouped by the caller.
 */
export async function listDraftsOfPeriodsEnding(db: Db, after: Date, until: Date) {
  return db
    .select({
      municipalityKey: filingDrafts.municipalityKey,
      userId: filingDrafts.userId,
      sbl: filingDrafts.sbl,
      periodEndsAt: filingDrafts.periodEndsAt,
    })
    .from(filingDrafts)
    .where(and(gt(filingDrafts.periodEndsAt, after), lte(filingDrafts.periodEndsAt, until)))
    .orderBy(asc(filingDrafts.municipalityKey), asc(filingDrafts.userId), asc(filingDrafts.sbl));
}
