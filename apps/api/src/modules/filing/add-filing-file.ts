import { AppError, DRAFT_FILES_MAX } from '@ir/domain';
import type { SignedInContext } from '../../plugins/request-context.ts';
import type {
  AcceptedUpload,
  ReceivedUpload,
  ReceiveOptions,
} from '../../plugins/upload-pipeline/index.ts';
import { lockFilingOfAccount, type ApplicationRow } from '../applications/index.ts';
import { fileNameOf, recordOwnerEvent } from '../review/index.ts';
import {
  countFilingFiles,
  insertApplicationFile,
  lockStoredBytes,
  lockUploadQuota,
  refuseOverDailyQuota,
  releaseIfUnreferenced,
  type QuotaKey,
} from '../uploads/index.ts';

export interface AddedFile {
  added: boolean;
  file: { name: string; size: number; uploadedAt: string };
}

const notFound = () => new AppError(404, 'not_found', 'applications.notFound');

/**
 * Refuses a filing that is not the account's, that was withdrawn (nobody reviews it, so
 * evidence would go nowhere), whose review is complete, or that is full.
 */
async function refuseUnlessOpen(
  ctx: SignedInContext,
  db: SignedInContext['db'],
  id: number,
): Promise<Pick<ApplicationRow, 'id' | 'sbl'>> {
  const filing = await lockFilingOfAccount(db, ctx.municipality.key, ctx.actor.id, id);
  if (!filing) throw notFound();
  if (filing.reviewStatus === 'withdrawn') {
    throw new AppError(409, 'review_withdrawn', 'applications.withdrawnNoFiles');
  }
  if (filing.reviewStatus === 'complete') {
    throw new AppError(409, 'review_complete', 'applications.reviewComplete');
  }
  if ((await countFilingFiles(db, ctx.municipality.key, id)) >= DRAFT_FILES_MAX) {
    throw new AppError(409, 'too_many_files', 'applications.tooManyFiles');
  }
  return filing;
}

/**
 * POST /applications/{id}/files: the owner adds evidence to a submitted filing until its
 * review is complete, and never to one withdrawn. The filing and the account's daily quota are
 * checked before the body is read, and again with the file's size before the pipeline
 * (`receive`) scans or stores it; the file is attached, under the filing's row lock (where the
 * filing is checked once more), with a line on the review's timeline, in one transaction. A file not recorded has its bytes released unless something else has them.
 */
export async function addFilingFile(
  ctx: SignedInContext,
  id: number,
  receive: (options: ReceiveOptions) => Promise<ReceivedUpload>,
): Promise<AddedFile> {
  // At least one byte: no file fits once the quota is used up.
  await refuseOverDailyQuota(ctx.db, quotaKey(ctx), 1);
  await refuseUnlessOpen(ctx, ctx.db, id);
  const { file } = await receive({
    checkFields: async (_fields, { size }) => {
      await refuseOverDailyQuota(ctx.db, quotaKey(ctx), size);
    },
  });
  try {
    return await attach(ctx, id, file);
  } catch (error) {
    await releaseIfUnreferenced(ctx.db, ctx.storage, file.sha256);
    throw error;
  }
}

async function attach(ctx: SignedInContext, id: number, file: AcceptedUpload): Promise<AddedFile> {
  const muni = ctx.municipality.key;
  return ctx.db.transaction(async (tx) => {
    await lockUploadQuota(tx, muni, ctx.actor.id);
    // Under the filing's lock: a COMPLETE or a withdrawal that landed while the file was
    // scanned wins.
    const filing = await refuseUnlessOpen(ctx, tx, id);
    await lockStoredBytes(tx, file.sha256);
    await refuseOverDailyQuota(tx, quotaKey(ctx), file.size);
    // A draft purge between the pipeline's put and this lock may have deleted the same bytes,
    // unreferenced then; recording them now would point at nothing.
    if (!(await ctx.storage.has(file.sha256, tx))) {
      throw new AppError(503, 'store_failed', 'uploadAnswer.storeFailed');
    }
    const row = await insertApplicationFile(tx, {
      municipalityKey: muni,
      applicationId: filing.id,
      uploadedBy: ctx.actor.id,
      sbl: filing.sbl,
      sha256: file.sha256,
      size: file.size,
      mime: file.mime,
      originalName: file.originalName,
      uploadedAt: ctx.now,
      staff: false,
      // Evidence added once the filing is in, told apart from the files it was filed with.
      addedAfterFiling: true,
    });
    const answer = {
      name: file.originalName,
      size: file.size,
      uploadedAt: ctx.now.toISOString(),
    };
    if (!row) return { added: false, file: answer };
    await recordOwnerEvent(tx, {
      municipalityKey: muni,
      applicationId: filing.id,
      owner: { id: ctx.actor.id, email: ctx.actor.email },
      at: ctx.now,
      action: 'evidence',
      after: { file: fileNameOf(row), sha256: file.sha256, mime: file.mime, size: file.size },
    });
    return { added: true, file: answer };
  });
}

function quotaKey(ctx: SignedInContext): QuotaKey {
  return { municipalityKey: ctx.municipality.key, userId: ctx.actor.id, now: ctx.now };
}
