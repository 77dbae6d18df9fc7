import type { Db } from '../../db/client.ts';
import { reviewOutcomes as readOutcomes } from '../applications/index.ts';

export interface ReviewOutcomeOfApplication {
  applicationId: number;
  reviewStatus: 'incomplete' | 'far' | 'complete' | 'withdrawn';
  /** Only for a completed review: what was decided. */
  outcome: {
    assessedTotalValue: number | null;
    assessedLandValue: number | null;
    /** False is SPEC's "no change": the received values stand. */
    changed: boolean;
    completedAt: string | null;
  } | null;
}

/**
 * What My Applications shows of each application's review (the review's outcome), for the module
 * that answers GET /applications/view. Ids of another municipality are simply not returned.
 */
export async function reviewOutcomes(
  db: Db,
  municipalityKey: string,
  applicationIds: readonly number[],
): Promise<ReviewOutcomeOfApplication[]> {
  const rows = await readOutcomes(db, municipalityKey, applicationIds);
  return rows.map((r) => ({
    applicationId: r.applicationId,
    reviewStatus: r.reviewStatus as ReviewOutcomeOfApplication['reviewStatus'],
    outcome:
      r.reviewStatus === 'complete'
        ? {
            assessedTotalValue: r.assessedTotalValue,
            assessedLandValue: r.assessedLandValue,
            changed:
              r.assessedTotalValue !== r.receivedTotalValue ||
              r.assessedLandValue !== r.receivedLandValue,
            completedAt: r.reviewedAt?.toISOString() ?? null,
          }
        : null,
  }));
}
