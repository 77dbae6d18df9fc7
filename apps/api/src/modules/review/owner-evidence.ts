import { insertHistory } from './history-repository.ts';
import type { Tx } from './query-parts.ts';

/**
 * Puts a file the owner added to a submitted filing on the review's timeline, in the caller's
 * transaction, so staff see when the evidence came. The owner is not staff: no audit row.
 */
export async function recordOwnerEvidence(
  tx: Tx,
  event: {
    municipalityKey: string;
    applicationId: number;
    owner: { id: number; email: string };
    at: Date;
    file: { name: string; sha256: string; mime: string; size: number };
  },
): Promise<void> {
  await insertHistory(tx, [
    {
      municipalityKey: event.municipalityKey,
      applicationId: event.applicationId,
      actorUserId: event.owner.id,
      actorEmail: event.owner.email,
      occurredAt: event.at,
      action: 'evidence',
      after: event.file,
    },
  ]);
}
