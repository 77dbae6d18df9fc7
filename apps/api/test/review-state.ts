import { count, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import {
  applicationFiles,
  applications,
  auditLog,
  outbox,
  reviewHistory,
  reviews,
} from '../src/db/schema/index.ts';

/** Every table a review call may write, plus each application's status, to prove a refusal wrote nothing. */
export async function reviewState(db: Db) {
  const n = async (
    table:
      | typeof reviews
      | typeof reviewHistory
      | typeof auditLog
      | typeof outbox
      | typeof applicationFiles,
  ) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    reviews: await db.select().from(reviews).orderBy(reviews.applicationId),
    statuses: await db
      .select({ id: applications.id, status: applications.reviewStatus })
      .from(applications)
      .orderBy(applications.id),
    history: await n(reviewHistory),
    audit: await n(auditLog),
    outbox: await n(outbox),
    files: await n(applicationFiles),
  };
}

export async function historyOf(db: Db, applicationId: number) {
  return db
    .select()
    .from(reviewHistory)
    .where(eq(reviewHistory.applicationId, applicationId))
    .orderBy(reviewHistory.id);
}

/** A FAR or COMPLETE body as the review screen sends it: no change, nothing needed. */
export function actionBody(
  id: number,
  status: 'far' | 'complete',
  overrides: Record<string, unknown> = {},
) {
  return {
    id,
    version: 0,
    review_status: status,
    land_value_change: 'N',
    total_value_change: 'N',
    data_change_needed: 'N',
    sketch_change_needed: 'N',
    data_change_complete: 'N',
    sketch_change_complete: 'N',
    partial_assessment: false,
    assessed_total_value: '',
    assessed_land_value: '',
    ir_notes: '',
    far_why: status === 'far' ? 'Needs a field visit' : '',
    ...(status === 'complete' ? { decision_reason: 'comparable_sales_support' } : {}),
    documents: [],
    ...overrides,
  };
}
