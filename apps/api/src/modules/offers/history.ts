import type { Tx } from '../applications/index.ts';

/**
 * Writes one step on a review's timeline, in the caller's transaction: the review module's
 * `recordOwnerEvent`, handed over by app.ts (review reads and closes offers, so offers may not
 * import review). `owner` is whoever did it: the reviewer who sent the offer, the owner who
 * answered it, or null for the system's lapse. It also takes the meeting steps, so an accept
 * can hand it to `cancelFilingMeeting`.
 */
export type RecordHistory = (
  tx: Tx,
  event: {
    municipalityKey: string;
    applicationId: number;
    owner: { id: number; email: string } | null;
    at: Date;
    action: 'offer' | 'offer_response' | 'offer_lapse' | 'meeting' | 'meeting_outcome';
    before?: unknown;
    after?: unknown;
  },
) => Promise<void>;
