/** The outcomes of reviews as My Applications shows them (read through index.ts). */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, reviews } from '../../db/schema/index.ts';
import { reviewColumns } from './query-parts.ts';

/**
 * What the applicant's list shows of each application's review: its status,
 * and once complete the assessed values and whether they changed. Another module's
 * `applications/view` reads it through the review module's entry.
 */
export async function reviewOutcomes(
  db: Db,
  municipalityKey: string,
  applicationIds: readonly number[],
) {
  if (applicationIds.length === 0) return [];
  return db
    .select({
      applicationId: applications.id,
      reviewStatus: applications.reviewStatus,
      receivedTotalValue: applications.receivedTotalValue,
      receivedLandValue: applications.receivedLandValue,
      assessedTotalValue: reviews.assessedTotalValue,
      assessedLandValue: reviews.assessedLandValue,
      totalValueChange: reviewColumns.totalValueChange,
      landValueChange: reviewColumns.landValueChange,
      reviewedAt: reviews.reviewedAt,
    })
    .from(applications)
    .leftJoin(reviews, eq(reviews.applicationId, applications.id))
    .where(
      and(
        eq(applications.municipalityKey, municipalityKey),
        inArray(applications.id, [...applicationIds]),
      ),
    )
    .orderBy(asc(applications.id));
}
export type ReviewOutcomeRow = Awaited<ReturnType<typeof reviewOutcomes>>[number];
