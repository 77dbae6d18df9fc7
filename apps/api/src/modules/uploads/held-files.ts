import { and, eq, inArray, isNull } from 'drizzle-orm';
import { AppError, msg, uploadExtension } from '@ir/domain';
import type { Db } from '../../db/client.ts';
import { applicationFiles } from '../../db/schema/index.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import type {
  AcceptedUpload,
  ReceivedUpload,
  ReceiveOptions,
} from '../../plugins/upload-pipeline/index.ts';
import { draftFilesWith, lockDraftFileWriters } from './repository.ts';
import { insertApplicationFile } from './application-files-repository.ts';
import { releaseIfUnreferenced } from './service.ts';
import { refuseOverDailyQuota } from './upload-quota.ts';

/**
 * A file uploaded through the filing API (decision 053) is held for the account before any
 * filing names it: a draft file of no parcel. No SBL is empty, so the wizard's drafts never
 * see these rows, and the draft purge removes them a day after upload like any other.
 */
export const HELD_FILE_SBL = '';
/** Files one account may hold unused at once: many filings' worth, still a bound. */
export const HELD_FILES_MAX = 200;

const heldBy = (municipalityKey: string, userId: number) =>
  and(
    eq(applicationFiles.municipalityKey, municipalityKey),
    eq(applicationFiles.uploadedBy, userId),
    eq(applicationFiles.sbl, HELD_FILE_SBL),
    isNull(applicationFiles.applicationId),
  );

/**
 * POST /v1/files: one file through the wizard's pipeline (size, sniffing, scan, the daily
 * quota before the body is read and again as it is recorded), held for the account. The same
 * bytes held already answer the same id.
 */
export async function uploadHeldFile(
  ctx: SignedInContext,
  receive: (options: ReceiveOptions) => Promise<ReceivedUpload>,
): Promise<{ fileId: number }> {
  const quota = { municipalityKey: ctx.municipality.key, userId: ctx.actor.id, now: ctx.now };
  await refuseOverDailyQuota(ctx.db, quota, 1);
  const { file } = await receive({
    checkFields: async (_fields, { size }) => {
      await refuseOverDailyQuota(ctx.db, quota, size);
    },
  });
  try {
    return await ctx.db.transaction(async (tx) => {
      const key = {
        municipalityKey: quota.municipalityKey,
        userId: quota.userId,
        sbl: HELD_FILE_SBL,
      };
      await lockDraftFileWriters(tx, key, file.sha256);
      const draft = await draftFilesWith(tx, key, file.sha256);
      if (!draft.hasFile) {
        if (draft.files >= HELD_FILES_MAX) {
          throw new AppError(
            409,
            'too_many_files',
            msg('filingApi.tooManyHeldFiles', { max: HELD_FILES_MAX }),
          );
        }
        await refuseOverDailyQuota(tx, quota, file.size);
        // A purge between the pipeline's put and this lock may have deleted the same bytes.
        if (!(await ctx.storage.has(file.sha256, tx))) {
          throw new AppError(503, 'store_failed', 'uploadAnswer.storeFailed');
        }
        const inserted = await insertApplicationFile(tx, {
          ...key,
          applicationId: null,
          uploadedBy: key.userId,
          sha256: file.sha256,
          size: file.size,
          mime: file.mime,
          originalName: file.originalName,
          uploadedAt: ctx.now,
          staff: false,
          addedAfterFiling: false,
        });
        if (inserted) return { fileId: inserted.id };
      }
      const [held] = await tx
        .select({ id: applicationFiles.id })
        .from(applicationFiles)
        .where(
          and(heldBy(key.municipalityKey, key.userId), eq(applicationFiles.sha256, file.sha256)),
        );
      if (!held) throw new Error('a held file vanished under its draft lock');
      return { fileId: held.id };
    });
  } catch (error) {
    await releaseIfUnreferenced(ctx.db, ctx.storage, file.sha256);
    throw error;
  }
}

/** The account's held files among `ids`, as a filing attaches them. */
export async function findHeldFiles(
  db: Db,
  municipalityKey: string,
  userId: number,
  ids: readonly number[],
): Promise<Array<AcceptedUpload & { id: number }>> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: applicationFiles.id,
      sha256: applicationFiles.sha256,
      size: applicationFiles.size,
      mime: applicationFiles.mime,
      originalName: applicationFiles.originalName,
    })
    .from(applicationFiles)
    .where(and(heldBy(municipalityKey, userId), inArray(applicationFiles.id, [...ids])));
  return rows.map((row) => {
    // The pipeline accepts a file only under an allowed extension, so its name still gives one.
    const ext = uploadExtension(row.originalName);
    if (ext === undefined) throw new Error(`held file ${row.id} has no allowed extension`);
    return { ...row, ext };
  });
}

/**
 * Takes the held files `ids` out of the account's hold, in the filing's transaction: false
 * when one is gone meanwhile (another filing used it, the purge removed it), and the caller
 * then rolls back.
 */
export async function takeHeldFiles(
  tx: Db,
  municipalityKey: string,
  userId: number,
  ids: readonly number[],
): Promise<boolean> {
  if (ids.length === 0) return true;
  const taken = await tx
    .delete(applicationFiles)
    .where(and(heldBy(municipalityKey, userId), inArray(applicationFiles.id, [...ids])))
    .returning({ id: applicationFiles.id });
  return taken.length === new Set(ids).size;
}
