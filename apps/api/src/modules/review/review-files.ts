import type { Readable } from 'node:stream';
import { AppError, MESSAGES, uploadStaffFileFieldsSchema } from '@ir/domain';
import type { AcceptedUpload } from '../../plugins/upload-pipeline/index.ts';
import { fileIdOf, fileNameOf } from './file-names.ts';
import { findAttachedFile, findReview, insertStaffFile, listParcelFiles } from './repository.ts';
import { recordReviewEvents } from './record-event.ts';
import type { ReviewContext } from './review-context.ts';

/** POST /super/listfiles: the names getfile takes, of a parcel's files in this municipality. */
export async function listFiles(
  ctx: Pick<ReviewContext, 'db' | 'municipality'>,
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

const notFound = () => new AppError(404, 'unknown_file', MESSAGES.review.fileNotFound);

/**
 * GET /super/getfile: the bytes of a file listfiles named, found by its id in this
 * municipality and accepted only when the whole name matches. The download is written to the
 * review's history before the bytes go out.
 */
export async function getFile(ctx: ReviewContext, name: string): Promise<FileDownload> {
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

/**
 * POST /super/uploadfile after the pipeline accepted the file: attaches it to the application
 * as a staff file (SPEC §6: it cannot be deleted) with its history and audit rows.
 */
export async function attachStaffFile(
  ctx: ReviewContext,
  file: AcceptedUpload,
  fields: Record<string, string>,
): Promise<{ name: string }> {
  const muni = ctx.municipality.key;
  const parsed = uploadStaffFileFieldsSchema.safeParse({ id: fields.id });
  if (!parsed.success) throw new AppError(400, 'bad_id', MESSAGES.upload.internalFailed);
  const review = await findReview(ctx.db, muni, parsed.data.id);
  if (!review) throw new AppError(404, 'unknown_review', MESSAGES.review.notFound);
  const application = review.application;
  return ctx.db.transaction(async (tx) => {
    const row = await insertStaffFile(tx, {
      municipalityKey: muni,
      applicationId: application.id,
      uploadedBy: ctx.actor.id,
      sbl: application.sbl,
      sha256: file.sha256,
      size: file.size,
      mime: file.mime,
      originalName: file.originalName,
      uploadedAt: ctx.now,
    });
    const name = fileNameOf(row);
    // The same bytes again are 'already exists': nothing new to record.
    if (row.created) {
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
