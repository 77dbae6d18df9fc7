import { and, asc, count, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPer } from '../../db/prepared.ts';
import { applicationFiles, filingDrafts } from '../../db/schema/index.ts';

/** One account's draft for one parcel of one municipality. */
export interface DraftKey {
  municipalityKey: string;
  userId: number;
  sbl: string;
}

export interface DraftFileRow {
  sha256: string;
  originalName: string;
  size: number;
  uploadedAt: Date;
}

const inDraft = (key: DraftKey) =>
  and(
    eq(applicationFiles.municipalityKey, key.municipalityKey),
    eq(applicationFiles.uploadedBy, key.userId),
    eq(applicationFiles.sbl, key.sbl),
    isNull(applicationFiles.applicationId),
  );

/**
 * Serializes the writers of one draft until the transaction ends, so the count checked
 * against DRAFT_FILES_MAX is still true when the row is inserted. An advisory lock, because
 * an empty draft has no row to lock.
 */
export async function lockDraft(db: Db, key: DraftKey): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${draftLock(key)}, 0))`);
}

/** The advisory locks' names: one name, one lock, whichever function takes it. */
const draftLock = (key: DraftKey) => `ir-draft:${key.municipalityKey}:${key.userId}:${key.sbl}`;
const bytesLock = (sha256: string) => `ir-file:${sha256}`;
const quotaLock = (municipalityKey: string, userId: number) =>
  `ir-upload-quota:${municipalityKey}:${userId}`;

/**
 * Serializes whoever adds a reference to these bytes with whoever deletes them once
 * unreferenced (the purge, a removal), until the transaction ends.
 */
export async function lockStoredBytes(db: Db, sha256: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${bytesLock(sha256)}, 0))`);
}

/**
 * Serializes the daily quota checks of one account's uploads until the transaction ends: two
 * uploads of one account on two instances are counted one after the other, so they cannot both
 * pass on a count that has neither. Taken before any other lock of that transaction (draft,
 * stored bytes), in every transaction that takes it.
 */
export async function lockUploadQuota(
  db: Db,
  municipalityKey: string,
  userId: number,
): Promise<void> {
  const name = quotaLock(municipalityKey, userId);
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
}

/**
 * lockUploadQuota, lockDraft and lockStoredBytes in that order, in one statement (a select
 * list is evaluated left to right): what recording a file in a draft takes, for one round trip
 * instead of three.
 */
export async function lockDraftFileWriters(db: Db, key: DraftKey, sha256: string): Promise<void> {
  const quota = quotaLock(key.municipalityKey, key.userId);
  const draft = draftLock(key);
  const bytes = bytesLock(sha256);
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${quota}, 0)), pg_advisory_xact_lock(hashtextextended(${draft}, 0)), pg_advisory_xact_lock(hashtextextended(${bytes}, 0))`,
  );
}

/** Bytes of the files the account uploaded after `since` that are still kept, of every kind. */
export async function uploadedBytesSince(
  db: Db,
  municipalityKey: string,
  userId: number,
  since: Date,
): Promise<number> {
  const [row] = await bytesUploadedSince(db).execute({
    municipalityKey,
    userId,
    since: since.toISOString(),
  });
  return Number(row?.bytes ?? 0);
}

// Each upload checks the daily quota before its body is read and again once its size is known.
const bytesUploadedSince = preparedPer((db) =>
  db
    .select({ bytes: sql<string | number>`coalesce(sum(${applicationFiles.size}), 0)` })
    .from(applicationFiles)
    .where(
      and(
        eq(applicationFiles.municipalityKey, sql.placeholder('municipalityKey')),
        eq(applicationFiles.uploadedBy, sql.placeholder('userId')),
        gt(applicationFiles.uploadedAt, sql.placeholder('since')),
      ),
    )
    .prepare('uploaded_bytes_since'),
);

/** How many files the draft holds, and whether this file is one of them. */
export async function draftFilesWith(
  db: Db,
  key: DraftKey,
  sha256: string,
): Promise<{ files: number; hasFile: boolean }> {
  const [row] = await db
    .select({
      files: count(),
      hasFile: sql<boolean>`coalesce(bool_or(${applicationFiles.sha256} = ${sha256}), false)`,
    })
    .from(applicationFiles)
    .where(inDraft(key));
  return { files: row?.files ?? 0, hasFile: row?.hasFile === true };
}

export async function listDraftFiles(db: Db, key: DraftKey): Promise<DraftFileRow[]> {
  return db
    .select({
      sha256: applicationFiles.sha256,
      originalName: applicationFiles.originalName,
      size: applicationFiles.size,
      uploadedAt: applicationFiles.uploadedAt,
    })
    .from(applicationFiles)
    .where(inDraft(key))
    .orderBy(asc(applicationFiles.uploadedAt), asc(applicationFiles.id));
}

/** True when the draft held the file; a submitted application's files are never matched. */
export async function deleteDraftFile(db: Db, key: DraftKey, sha256: string): Promise<boolean> {
  const removed = await db
    .delete(applicationFiles)
    .where(and(inDraft(key), eq(applicationFiles.sha256, sha256)))
    .returning({ id: applicationFiles.id });
  return removed.length > 0;
}

/** Rows of any municipality, draft or submitted, that name these bytes. */
export async function countFileReferences(db: Db, sha256: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(applicationFiles)
    .where(eq(applicationFiles.sha256, sha256));
  return row?.n ?? 0;
}

/**
 * Deletes up to `limit` draft rows uploaded before `before`, of every municipality (the purge
 * is the system's, not a tenant's), and returns their hashes. The files of a draft the owner
 * saved are kept while it is. Rows another instance's purge or
 * a submission holds are skipped (SKIP LOCKED), and a row attached meanwhile is left alone.
 */
export async function deleteExpiredDraftFiles(
  db: Db,
  before: Date,
  limit: number,
): Promise<string[]> {
  const due = db
    .select({ id: applicationFiles.id })
    .from(applicationFiles)
    .where(
      and(
        isNull(applicationFiles.applicationId),
        lt(applicationFiles.uploadedAt, before),
        // A draft the owner saved keeps its files until it is submitted, discarded or purged.
        sql`not exists (select 1 from ${filingDrafts} where ${filingDrafts.municipalityKey} = ${applicationFiles.municipalityKey} and ${filingDrafts.userId} = ${applicationFiles.uploadedBy} and ${filingDrafts.sbl} = ${applicationFiles.sbl})`,
      ),
    )
    .orderBy(asc(applicationFiles.uploadedAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const removed = await db
    .delete(applicationFiles)
    .where(and(inArray(applicationFiles.id, due), isNull(applicationFiles.applicationId)))
    .returning({ sha256: applicationFiles.sha256 });
  return removed.map((row) => row.sha256);
}

/** Deletes every file of the draft and returns their hashes, for the bytes to be released. */
export async function deleteDraftFilesOf(db: Db, key: DraftKey): Promise<string[]> {
  const removed = await db
    .delete(applicationFiles)
    .where(inDraft(key))
    .returning({ sha256: applicationFiles.sha256 });
  return removed.map((row) => row.sha256);
}
