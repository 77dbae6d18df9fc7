/**
 * What the review's queries share: the transaction type, a review's columns, batches. Tx and
 * batches serve modules/review's history writes too (through index.ts).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reviews } from '../../db/schema/index.ts';

/** A drizzle transaction, for the writes that must commit with their history row. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The review's own columns as a row reads them, 'N' and empty until the first staff action. */
export const reviewColumns = {
  assignedTo: reviews.assignedTo,
  whoReviewed: reviews.whoReviewed,
  reviewedAt: reviews.reviewedAt,
  assessedTotalValue: reviews.assessedTotalValue,
  assessedLandValue: reviews.assessedLandValue,
  landValueChange: sql<'Y' | 'N'>`coalesce(${reviews.landValueChange}, 'N')`,
  totalValueChange: sql<'Y' | 'N'>`coalesce(${reviews.totalValueChange}, 'N')`,
  dataChangeNeeded: sql<'Y' | 'N'>`coalesce(${reviews.dataChangeNeeded}, 'N')`,
  sketchChangeNeeded: sql<'Y' | 'N'>`coalesce(${reviews.sketchChangeNeeded}, 'N')`,
  dataChangeComplete: sql<'Y' | 'N'>`coalesce(${reviews.dataChangeComplete}, 'N')`,
  sketchChangeComplete: sql<'Y' | 'N'>`coalesce(${reviews.sketchChangeComplete}, 'N')`,
  partialAssessment: sql<boolean>`coalesce(${reviews.partialAssessment}, false)`,
  irNotes: sql<string>`coalesce(${reviews.irNotes}, '')`,
  farWhy: sql<string>`coalesce(${reviews.farWhy}, '')`,
  decisionReason: reviews.decisionReason,
  decisionExplanation: sql<string>`coalesce(${reviews.decisionExplanation}, '')`,
  version: sql<number>`coalesce(${reviews.version}, 0)::int`,
  hasReviewRow: sql<boolean>`${reviews.applicationId} is not null`,
};

/** Rows per INSERT: at most eight parameters each keeps a statement under PostgreSQL's 65,535. */
const ROWS_PER_INSERT = 4000;

export function* batches<T>(rows: readonly T[]): Generator<T[]> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) yield rows.slice(i, i + ROWS_PER_INSERT);
}
