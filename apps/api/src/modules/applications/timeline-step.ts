import type { Tx } from './query-parts.ts';

/** What a person (or the system) did to a submitted filing, as its review's timeline shows it. */
export type TimelineAction =
  | 'evidence'
  | 'withdraw'
  | 'respond'
  | 'offer'
  | 'offer_response'
  | 'offer_lapse'
  | 'meeting'
  | 'meeting_outcome';

export interface TimelineStep<A extends TimelineAction = TimelineAction> {
  municipalityKey: string;
  applicationId: number;
  /** Who did it; null for the system's own step (an offer that lapsed): no person did it. */
  owner: { id: number; email: string } | null;
  at: Date;
  action: A;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes one step in the caller's transaction: the review module's `recordOwnerEvent`, handed
 * to the modules review itself calls (offers, meetings), which therefore may not import it.
 */
export type RecordTimelineStep<A extends TimelineAction> = (
  tx: Tx,
  step: TimelineStep<A>,
) => Promise<void>;
