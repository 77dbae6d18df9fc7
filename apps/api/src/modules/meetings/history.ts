import type { Tx } from '../applications/index.ts';

/**
 * Writes one step on a review's timeline, in the caller's transaction: the review module's
 * `recordOwnerEvent`, handed over by app.ts and by review's own callers (review cancels a
 * filing's meeting on COMPLETE and void, so meetings may not import review). `owner` is
 * whoever did it: the owner, the staff member, or null for the system.
 */
export type RecordMeetingHistory = (
  tx: Tx,
  event: {
    municipalityKey: string;
    applicationId: number;
    owner: { id: number; email: string } | null;
    at: Date;
    action: 'meeting' | 'meeting_outcome';
    before?: unknown;
    after?: unknown;
  },
) => Promise<void>;
