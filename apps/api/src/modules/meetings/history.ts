import type { RecordTimelineStep } from '../applications/index.ts';

/**
 * The review module's `recordOwnerEvent`, handed over by app.ts and by review's own callers
 * (review cancels a filing's meeting on COMPLETE and void, so meetings may not import review).
 */
export type RecordMeetingHistory = RecordTimelineStep<'meeting' | 'meeting_outcome'>;
