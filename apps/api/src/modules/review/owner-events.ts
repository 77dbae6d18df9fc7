import { insertHistory } from './history-repository.ts';
import type { TimelineStep, Tx } from '../applications/index.ts';

/**
 * Puts what the owner did to a submitted filing on the review's timeline, in the caller's
 * transaction, so staff see it: a file added after filing (`evidence`, with the file) or the
 * filing withdrawn (`withdraw`) or the decision answered (`respond`, accept or disagree); and,
 * handed to offers and meetings, their steps.
 */
export async function recordOwnerEvent(tx: Tx, event: TimelineStep): Promise<void> {
  await insertHistory(tx, [
    {
      municipalityKey: event.municipalityKey,
      applicationId: event.applicationId,
      actorUserId: event.owner?.id ?? null,
      actorEmail: event.owner?.email ?? null,
      occurredAt: event.at,
      action: event.action,
      before: event.before,
      after: event.after,
    },
  ]);
}
