import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reviewHistory } from '../../db/schema/index.ts';

/** When staff first took a filing up, its latest further review and its latest completion. */
export interface ReviewStages {
  inReview: Date | null;
  furtherReview: Date | null;
  completed: Date | null;
}

const asDate = (value: unknown): Date | null =>
  value === null || value === undefined ? null : new Date(value as string);

/**
 * The dates of a review's stages from its history, for the owner's filing page: no actor is
 * read, so no staff name can reach the owner. An id of another municipality reads nothing.
 */
export async function reviewStages(
  db: Db,
  municipalityKey: string,
  applicationId: number,
): Promise<ReviewStages> {
  const [row] = await db
    .select({
      inReview: sql<unknown>`min(${reviewHistory.occurredAt}) filter (where ${reviewHistory.action} in ('assign', 'far', 'complete'))`,
      furtherReview: sql<unknown>`max(${reviewHistory.occurredAt}) filter (where ${reviewHistory.action} = 'far')`,
      completed: sql<unknown>`max(${reviewHistory.occurredAt}) filter (where ${reviewHistory.action} = 'complete')`,
    })
    .from(reviewHistory)
    .where(
      and(
        eq(reviewHistory.municipalityKey, municipalityKey),
        eq(reviewHistory.applicationId, applicationId),
      ),
    );
  return {
    inReview: asDate(row?.inReview),
    furtherReview: asDate(row?.furtherReview),
    completed: asDate(row?.completed),
  };
}
