import { insertHistory } from './history-repository.ts';
import type { Tx } from '../applications/index.ts';

/**
 * Puts what the owner did to a submitted filing on the review's timeline, in the caller's
 * transaction, so staff see it: a file added after filing (`evidence`, with the file) or the
 * filing withdrawn (`withdraw`) or the decision answered (`respond`, accept or disagree).
 */
export async function recordOwnerEvent(
  tx: Tx,
  event: {
    municipalityKey: string;
    applicationId: number;
    owner: { id: number; email: string };
    at: Date;
    action: 'evidence' | 'withdraw' | 'respond';
    after?: unknown;
  },
): Promise<void> {
  await insertHistory(tx, [
    {
      municipalityKey: event.municipalityKey,
      applicationId: event.applicationId,
      actorUserId: event.owner.id,
      actorEmail: event.owner.email,
      occurredAt: event.at,
      action: event.action,
      after: event.after,
    },
  ]);
}
