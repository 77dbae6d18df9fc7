import type { Db } from '../../db/client.ts';
import { enqueueWebhookEvent } from './enqueue-webhook-event.ts';

export interface FilingStatusChange {
  municipalityKey: string;
  /** The account that filed (applications.submitted_by); null when it was deleted. */
  filerUserId: number | null;
  at: Date;
  filing: { id: number; filingNumber: string; sbl: string };
  /** Review statuses as the API names them: incomplete (received), far, complete, withdrawn. */
  from: string;
  to: string;
  /** A withdrawal by staff (a void) rather than by the owner. */
  voided?: boolean;
}

/**
 * `filing.status_changed` for the filer's webhooks, in the transaction that changes the
 * status: a move to FAR or COMPLETE, or a withdrawal (the owner's, or staff's void). One
 * shape for every caller, so a receiver reads each change the same way.
 */
export async function enqueueFilingStatusChanged(
  tx: Db,
  change: FilingStatusChange,
): Promise<void> {
  if (change.filerUserId === null || change.from === change.to) return;
  await enqueueWebhookEvent(tx, {
    municipalityKey: change.municipalityKey,
    userId: change.filerUserId,
    type: 'filing.status_changed',
    at: change.at,
    data: {
      id: change.filing.id,
      filing_number: change.filing.filingNumber,
      sbl: change.filing.sbl,
      old_status: change.from,
      new_status: change.to,
      ...(change.voided ? { voided: true } : {}),
    },
  });
}
