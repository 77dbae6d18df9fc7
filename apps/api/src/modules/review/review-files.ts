import type { Readable } from 'node:stream';
import { AppError, uploadStaffFileFieldsSchema } from '@ir/domain';
import { validationError } from '../../plugins/errors.ts';
import type {
  AcceptedUpload,
  ReceivedUpload,
  ReceiveOptions,
} from '../../plugins/upload-pipeline/index.ts';
import { findReview } from '../applications/index.ts';
import {
  findAttachedFile,
  findFileOfApplication,
  insertApplicationFile,
  listParcelFiles,
  lockStoredBytes,
  lockUploadQuota,
  refuseOverDailyQuota,
  releaseIfUnreferenced,
  type QuotaKey,
} from '../uploads/index.ts';
import { fileIdOf, fileNameOf } from './file-names.ts';
import { recordReviewEvents } from './record-event.ts';
import type { RequestContext, SignedInContext } from '../../plugins/request-context.ts';

/** POST /super/listfiles: the names getfile takes, of a parcel's files in this municipality. */
export async function listFiles(
  ctx: Pick<RequestContext, 'db' | 'municipality'>,
  printKey: string,
): Promise<string[]> {
  const files = await listParcelFiles(ctx.db, ctx.municipality.key, printKey);
  return files.map(fileNameOf);
}

export interface FileDownload {
  stream: Readable;
  size: number;
  mime: string;
  originalName: string;
}

const notFound = () => new AppError(404, 'unknown_file', 'review.fileNotFound');

/**
 * GET /super/getfile: the bytes of a file listfiles named, found by its id in this
 * municipality and accepted only when the whole name matches. The download is written to the
 * review's history before the bytes go out.
 */
export async function getFile(ctx: SignedInContext, name: string): Promise<FileDownload> {
  const muni = ctx.municipality.key;
  const id = fileIdOf(name);
  if (id === undefined) throw notFound();
  const file = await findAttachedFile(ctx.db, muni, id);
  if (!file || file.applicationId === null || fileNameOf(file) !== name) throw notFound();
  const content = await ctx.storage.get(file.sha256);
  if (!content) throw notFound();
  const applicationId = file.applicationId;
  try {
    await ctx.db.transaction((tx) =>
      recordReviewEvents(tx, ctx, [
        { applicationId, action: 'download', after: { file: name, sha256: file.sha256 } },
      ]),
    );
  } catch (error) {
    content.stream.destroy();
    throw error;
  }
  return {
    stream: content.stream,
    size: content.size,
    mime: file.mime,
    originalName: file.originalName,
  };
}

/** The review a staff upload's form names, checked before the file is scanned or stored. */
async function staffUploadTarget(ctx: SignedInContext, fields: Record<string, string>) {
  const parsed = uploadStaffFileFieldsSchema.safeParse({ id: fields.id });
  if (!parsed.success) throw validationError(parsed.error, 'body');
  const review = await findReview(ctx.db, ctx.municipality.key, parsed.data.id);
  if (!review) throw new AppError(404, 'unknown_review', 'review.notFound');
  return review.application;
}

/**
 * POST /super/uploadfile: the staff member's daily upload quota (the owners' one) is checked
 * before the body is read, and the form's `id` and the quota with the file's size before the
 * pipeline (`receive`) scans or stores anything, so a refused upload leaves no bytes behind;
 * the accepted file is attached to the application as a staff file (SPEC §6: it cannot be
 * deleted) with its history and audit rows. When it is not recorded its bytes are released
 * unless something else has them.
 */
export async function uploadStaffFile(
  ctx: SignedInContext,
  receive: (options: ReceiveOptions) => Promise<ReceivedUpload>,
): Promise<{ name: string }> {
  // At least one byte: no file fits once the quota is used up.
  await refuseOverDailyQuota(ctx.db, quotaKey(ctx), 1);
  let application: Awaited<ReturnType<typeof staffUploadTarget>> | undefined;
  const { file } = await receive({
    checkFields: async (fields, { size }) => {
      application = await staffUploadTarget(ctx, fields);
      await refuseOverDailyQuota(ctx.db, quotaKey(ctx), size);
    },
  });
  if (application === undefined)
    throw new Error('the pipeline returned without checking the fields');
  try {
    return await attachStaffFile(ctx, application, file);
  } catch (error) {
    await releaseIfUnreferenced(ctx.db, ctx.storage, file.sha256);
    throw error;
  }
}

function quotaKey(ctx: SignedInContext): QuotaKey {
  return { municipalityKey: ctx.municipality.key, userId: ctx.actor.id, now: ctx.now };
}

async function attachStaffFile(
  ctx: SignedInContext,
  application: Awaited<ReturnType<typeof staffUploadTarget>>,
  file: AcceptedUpload,
): Promise<{ name: string }> {
  return ctx.db.transaction(async (tx) => {
    await lockUploadQuota(tx, ctx.municipality.key, ctx.actor.id);
    await lockStoredBytes(tx, file.sha256);
    // Again under the account's lock: another upload of the account may have been recorded
    // since the check before storing.
    await refuseOverDailyQuota(tx, quotaKey(ctx), file.size);
    // A draft purge between the pipeline's put and this lock may have deleted the same bytes,
    // unreferenced then; recording them now would point at nothing.
    if (!(await ctx.storage.has(file.sha256, tx))) {
      throw new AppError(503, 'store_failed', 'uploadAnswer.storeFailed');
    }
    const inserted = await insertApplicationFile(tx, {
      municipalityKey: ctx.municipality.key,
      applicationId: application.id,
      uploadedBy: ctx.actor.id,
      sbl: application.sbl,
      sha256: file.sha256,
      size: file.size,
      mime: file.mime,
      originalName: file.originalName,
      uploadedAt: ctx.now,
      staff: true,
      addedAfterFiling: false,
    });
    // The same bytes already on the application are kept once, under the name they have.
    const row =
      inserted ??
      (await findFileOfApplication(tx, ctx.municipality.key, application.id, file.sha256));
    if (!row) throw new Error('staff file neither inserted nor found');
    const name = fileNameOf(row);
    // The same bytes again are 'already exists': nothing new to record.
    if (inserted) {
      await recordReviewEvents(tx, ctx, [
        {
          applicationId: application.id,
          action: 'upload',
          after: { file: name, sha256: file.sha256, mime: file.mime, size: file.size },
        },
      ]);
    }
    return { name };
  });
}
