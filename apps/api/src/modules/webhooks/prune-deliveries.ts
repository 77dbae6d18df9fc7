import type { Db } from '../../db/client.ts';
import { deleteFinishedDeliveries } from './repository.ts';

/** Rows deleted per statement: short transactions, however large the backlog. */
export const PRUNE_BATCH = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One pass of the delivery log's pruning: delivered and dropped deliveries whose last attempt
 * is older than `retentionDays` go, one batch. Pending ones stay whatever their age (the
 * dispatcher still owes them an outcome). Answers how many went; a full batch means more may
 * be waiting.
 */
export async function pruneWebhookDeliveries(
  db: Db,
  now: Date,
  retentionDays: number,
  limit = PRUNE_BATCH,
): Promise<number> {
  return deleteFinishedDeliveries(db, new Date(now.getTime() - retentionDays * DAY_MS), limit);
}
