import type { Tx } from '../applications/index.ts';
import { auditAll, type AuditEntry } from '../audit/index.ts';
import { insertHistory, type HistoryEntry } from './history-repository.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';

export interface ReviewEvent {
  applicationId: number;
  action: HistoryEntry['action'];
  /**
   * The audit log's action, when the timeline's word says less than the log should: a void
   * is a `withdraw` on the timeline (decision 043) and `review.void` in the log.
   */
  auditAction?: AuditEntry['action'];
  before?: unknown;
  after?: unknown;
}

/**
 * Writes what a staff member did to the reviews' timelines and to the municipality's audit
 * log, in the caller's transaction: the change and its record commit or roll back together.
 */
export async function recordReviewEvents(
  tx: Tx,
  ctx: SignedInContext,
  events: readonly ReviewEvent[],
): Promise<void> {
  const muni = ctx.municipality.key;
  await insertHistory(
    tx,
    events.map((e) => ({
      municipalityKey: muni,
      applicationId: e.applicationId,
      actorUserId: ctx.actor.id,
      actorEmail: ctx.actor.email,
      occurredAt: ctx.now,
      action: e.action,
      before: e.before,
      after: e.after,
    })),
  );
  await auditAll(
    tx,
    events.map((e) => ({
      municipalityKey: muni,
      actorUserId: ctx.actor.id,
      action: e.auditAction ?? (`review.${e.action}` as const),
      target: { type: 'application', id: e.applicationId },
      before: e.before,
      after: e.after,
      requestId: ctx.requestId,
    })),
  );
}
