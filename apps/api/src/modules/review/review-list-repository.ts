/** The review list's reads: its rows' text and the revision that tags its answers. */
import { eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { reviewListRevisions, reviewListRows } from '../../db/schema/index.ts';

/**
 * SPEC §3 list review rows of a municipality, newest first, as the JSON text of an array of
 * strings, each the JSON text of one row (SPEC §7). Each element's text is kept ready in
 * `review_list_rows` by the triggers of migration 0010 (decision 024), so this only joins
 * them, in the order of the table's index. Two ways to read the same text, each the quicker
 * on its driver (docs/benchmarks.md, "Staff review"): PostgreSQL sends 20,000 short rows in
 * a third of the time it takes to build one 9 MB value, and PGlite, where every row costs
 * JavaScript in this process, builds the value in a third of the time its rows take.
 */
export async function listReviewRowsJson(
  db: Db,
  municipalityKey: string,
  driver: Database['driver'],
): Promise<string> {
  const order = sql`${reviewListRows.submittedAt} desc, ${reviewListRows.applicationId} desc`;
  const mine = eq(reviewListRows.municipalityKey, municipalityKey);
  if (driver === 'postgres') {
    const rows = await db
      .select({ text: reviewListRows.rowJson })
      .from(reviewListRows)
      .where(mine)
      .orderBy(order);
    return `[${rows.map((row) => row.text).join(',')}]`;
  }
  const [joined] = await db
    .select({
      text: sql<string | null>`string_agg(${reviewListRows.rowJson}, ',' order by ${order})`,
    })
    .from(reviewListRows)
    .where(mine);
  return `[${joined?.text ?? ''}]`;
}

export interface ReviewListRevision {
  revision: number;
  changedAt: Date | null;
}

/** One primary-key read; revision 0 when the municipality's list never changed. */
export async function readReviewListRevision(
  db: Db,
  municipalityKey: string,
): Promise<ReviewListRevision> {
  const [row] = await db
    .select({ revision: reviewListRevisions.revision, changedAt: reviewListRevisions.changedAt })
    .from(reviewListRevisions)
    .where(eq(reviewListRevisions.municipalityKey, municipalityKey));
  return row ?? { revision: 0, changedAt: null };
}
