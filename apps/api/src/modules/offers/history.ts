import type { RecordTimelineStep } from '../applications/index.ts';

/**
 * The review module's `recordOwnerEvent`, handed over by app.ts (review reads and closes
 * offers, so offers may not import review). It also takes the meeting steps, so an accept can
 * hand it to `cancelFilingMeeting`.
 */
export type RecordHistory = RecordTimelineStep<
  'offer' | 'offer_response' | 'offer_lapse' | 'meeting' | 'meeting_outcome'
>;
