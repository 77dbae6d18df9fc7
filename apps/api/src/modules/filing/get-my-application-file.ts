import type { Readable } from 'node:stream';
import { AppError } from '@ir/domain';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { findApplicationOfAccount } from '../applications/index.ts';
import { findFiledFile } from '../uploads/index.ts';

export interface OwnFileDownload {
  stream: Readable;
  size: number;
  mime: string;
  originalName: string;
}

/**
 * GET /applications/{id}/files/{fileId}: a file the owner filed with one of their own filings
 * here. Another account's filing, another municipality's, a staff file, a file of another filing
 * and an id that does not exist are the same 404, so an id tells a stranger nothing.
 */
export async function getMyApplicationFile(
  ctx: SignedInContext,
  id: number,
  fileId: number,
): Promise<OwnFileDownload> {
  const muni = ctx.municipality.key;
  const notFound = () => new AppError(404, 'not_found', 'applications.notFound');
  const mine = await findApplicationOfAccount(ctx.db, muni, ctx.actor.id, id);
  if (!mine) throw notFound();
  const file = await findFiledFile(ctx.db, muni, id, fileId);
  if (!file) throw notFound();
  const content = await ctx.storage.get(file.sha256);
  if (!content) throw notFound();
  return {
    stream: content.stream,
    size: content.size,
    mime: file.mime,
    originalName: file.originalName,
  };
}
