import {
  AppError,
  DRAFT_FILES_MAX,
  type DraftFile,
  refusesForbiddenCharacters,
  uploadFileFieldsSchema,
} from '@ir/domain';
import type { Db } from '../../db/client.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import type { FileStorage } from '../../plugins/storage.ts';
import type {
  AcceptedUpload,
  ReceivedUpload,
  ReceiveOptions,
} from '../../plugins/upload-pipeline/index.ts';
import { parcelExists } from '../properties/index.ts';
import {
  countFileReferences,
  deleteDraftFile,
  deleteDraftFilesOf,
  draftFilesWith,
  listDraftFiles,
  lockDraftFileWriters,
  lockStoredBytes,
  type DraftKey,
} from './repository.ts';
import { insertApplicationFile } from './application-files-repository.ts';
import { refuseOverDailyQuota, type QuotaKey } from './upload-quota.ts';
import { validationError } from '../../plugins/errors.ts';

export type UploadOutcome = 'uploaded' | 'already_exists';

/**
 * Receives one file for the account's draft of the parcel named by the form's `printkey`.
 * An account already at its daily quota is refused before the body is read; the parcel, and
 * the quota with this file's size, are checked once the form is read and before the file is
 * scanned or stored, so a refused form stores nothing; `receive` is the upload pipeline.
 */
export async function uploadDraftFile(
  ctx: SignedInContext,
  receive: (options: ReceiveOptions) => Promise<ReceivedUpload>,
): Promise<UploadOutcome> {
  // At least one byte: no file fits once the quota is used up.
  await refuseOverDailyQuota(ctx.db, quotaKey(ctx), 1);
  let sbl: string | undefined;
  const { file } = await receive({
    checkFields: async (fields, { size }) => {
      sbl = await draftParcel(ctx, fields);
      await refuseOverDailyQuota(ctx.db, quotaKey(ctx), size);
    },
  });
  if (sbl === undefined) throw new Error('the pipeline returned without checking the fields');
  return addDraftFile(ctx, sbl, file);
}

/**
 * The parcel's print key when it is one of this municipality's. A forbidden character is the
 * one validation_error of every route; a missing or malformed key keeps SPEC §7's text answers.
 */
async function draftParcel(
  ctx: SignedInContext,
  fields: Record<string, string | undefined>,
): Promise<string> {
  const parsed = uploadFileFieldsSchema.safeParse({ printkey: fields.printkey ?? '' });
  if (!parsed.success) {
    if (refusesForbiddenCharacters(parsed.error)) throw validationError(parsed.error, 'body');
    throw new AppError(400, 'no_printkey', 'uploadAnswer.noPrintkey', { field: 'printkey' });
  }
  const { printkey } = parsed.data;
  if (!(await parcelExists(ctx.db, ctx.municipality.key, printkey))) {
    throw new AppError(404, 'unknown_parcel', 'uploadAnswer.unknownParcel', {
      field: 'printkey',
    });
  }
  return printkey;
}

/**
 * Records a stored file in the draft. The same content in the same draft is 'already_exists'
 * (only the draft counts: a file on an application submitted before, say last year's, must be
 * uploaded again to go with a new one). When the file is not recorded its bytes are deleted
 * again unless something else refers to them.
 */
async function addDraftFile(
  ctx: SignedInContext,
  sbl: string,
  file: AcceptedUpload,
): Promise<UploadOutcome> {
  const key: DraftKey = { municipalityKey: ctx.municipality.key, userId: ctx.actor.id, sbl };
  try {
    return await ctx.db.transaction(async (tx) => {
      await lockDraftFileWriters(tx, key, file.sha256);
      const draft = await draftFilesWith(tx, key, file.sha256);
      if (draft.hasFile) return 'already_exists';
      if (draft.files >= DRAFT_FILES_MAX) {
        throw new AppError(409, 'too_many_files', 'uploadAnswer.tooManyFiles');
      }
      // Again under the account's lock: another upload of the account may have been recorded
      // since the check before storing.
      await refuseOverDailyQuota(tx, quotaKey(ctx), file.size);
      // A purge or removal between the pipeline's put and this lock may have deleted the same
      // bytes, unreferenced then; recording them now would point at nothing.
      if (!(await ctx.storage.has(file.sha256, tx))) {
        throw new AppError(503, 'store_failed', 'uploadAnswer.storeFailed');
      }
      const inserted = await insertApplicationFile(tx, {
        municipalityKey: key.municipalityKey,
        applicationId: null,
        uploadedBy: key.userId,
        sbl: key.sbl,
        sha256: file.sha256,
        size: file.size,
        mime: file.mime,
        originalName: file.originalName,
        uploadedAt: ctx.now,
        staff: false,
        addedAfterFiling: false,
      });
      return inserted ? 'uploaded' : 'already_exists';
    });
  } catch (error) {
    await releaseIfUnreferenced(ctx.db, ctx.storage, file.sha256);
    throw error;
  }
}

/** The account's draft for a parcel, oldest first; empty for a parcel it has none for. */
export async function listDraftFilesOf(
  ctx: SignedInContext,
  printkey: string,
): Promise<DraftFile[]> {
  const rows = await listDraftFiles(ctx.db, draftKey(ctx, printkey));
  return rows.map((row) => ({
    id: row.sha256,
    name: row.originalName,
    size: row.size,
    uploadedAt: row.uploadedAt.toISOString(),
  }));
}

/** Takes a file out of the account's draft; a submitted application's files are out of reach. */
export async function removeDraftFile(
  ctx: SignedInContext,
  printkey: string,
  sha256: string,
): Promise<void> {
  const removed = await deleteDraftFile(ctx.db, draftKey(ctx, printkey), sha256);
  if (!removed) throw new AppError(404, 'not_in_draft', 'draftFiles.notInDraft');
  await releaseIfUnreferenced(ctx.db, ctx.storage, sha256);
}

/**
 * Deletes every file of a discarded draft, then each one's bytes when nothing else names them;
 * how many files there were.
 */
export async function discardDraftFiles(
  deps: { db: Db; storage: FileStorage },
  key: DraftKey,
): Promise<number> {
  const hashes = await deleteDraftFilesOf(deps.db, key);
  for (const sha256 of new Set(hashes)) await releaseIfUnreferenced(deps.db, deps.storage, sha256);
  return hashes.length;
}

function quotaKey(ctx: SignedInContext): QuotaKey {
  return { municipalityKey: ctx.municipality.key, userId: ctx.actor.id, now: ctx.now };
}

function draftKey(ctx: SignedInContext, sbl: string): DraftKey {
  return { municipalityKey: ctx.municipality.key, userId: ctx.actor.id, sbl };
}

/**
 * Deletes the stored bytes when no application_files row (of any municipality, draft or
 * submitted) names them; true when it did. Storage is content-addressed, so two uploads of
 * the same file share bytes, and only the last reference's end may delete them.
 */
export async function releaseIfUnreferenced(
  db: Db,
  storage: FileStorage,
  sha256: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockStoredBytes(tx, sha256);
    if ((await countFileReferences(tx, sha256)) > 0) return false;
    return storage.delete(sha256, tx);
  });
}
