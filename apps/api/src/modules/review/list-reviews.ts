import type { ReviewListRow } from '@ir/domain';
import { listReviewRows, listStaff } from './repository.ts';
import type { ReviewContext } from './review-context.ts';

/**
 * GET /super/list: SPEC §7 answers each row as the JSON text the client parses. The key order
 * is fixed here, so the same data always gives the same bytes.
 */
export async function listReviews(ctx: Pick<ReviewContext, 'db' | 'municipality'>): Promise<string[]> {
  const rows = await listReviewRows(ctx.db, ctx.municipality.key);
  return rows.map((r) => {
    const row: ReviewListRow = {
      ir_id: r.id,
      assigned_to: r.assignedTo,
      review_status: r.reviewStatus as ReviewListRow['review_status'],
      print_key: r.sbl,
      prop_class: r.propClass,
      loc_st_nbr: r.locStNbr,
      loc_st_name: r.locStName,
      application_submitted: r.submittedAt.toISOString(),
      who_reviewed: r.whoReviewed,
      received_total_value: r.receivedTotalValue,
      total_value_change: r.totalValueChange,
      data_change_needed: r.dataChangeNeeded,
      sketch_change_needed: r.sketchChangeNeeded,
      data_change_complete: r.dataChangeComplete,
      sketch_change_complete: r.sketchChangeComplete,
    };
    return JSON.stringify(row);
  });
}

/** GET /super/list_super_users. */
export async function listSuperUsers(ctx: Pick<ReviewContext, 'db' | 'municipality'>) {
  const staff = await listStaff(ctx.db, ctx.municipality.key);
  return staff.map(({ id, email }) => ({ id, email }));
}
