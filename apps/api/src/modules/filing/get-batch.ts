import { AppError, type BulkBatch, type BulkBatchStatus } from '@ir/domain';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { findBatchOfAccount, listBatchOutcomes } from './bulk-repository.ts';

/**
 * GET /applications/bulk/{batch_id}: one of the account's batches, with the outcome of each
 * row done so far (decision 043). Another account's batch, or another municipality's, is 404.
 */
export async function getBatch(ctx: SignedInContext, id: number): Promise<BulkBatch> {
  const batch = await findBatchOfAccount(ctx.db, ctx.municipality.key, ctx.actor.id, id);
  if (!batch) throw new AppError(404, 'not_found', 'bulk.batchNotFound');
  const rows = await listBatchOutcomes(ctx.db, batch.id);
  return {
    batch_id: batch.id,
    status: batch.status as BulkBatchStatus,
    total: batch.rowCount,
    processed: rows.length,
    created_at: batch.createdAt.toISOString(),
    finished_at: batch.finishedAt?.toISOString() ?? null,
    rows,
  };
}
