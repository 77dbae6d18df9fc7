import { listReviewRowsJson, listStaff } from './repository.ts';
import type { ReviewContext } from './review-context.ts';

/** GET /super/list: the JSON text of the answer, ready to send (SPEC §7: an array of JSON strings). */
export async function listReviews(
  ctx: Pick<ReviewContext, 'db' | 'municipality'>,
): Promise<string> {
  return listReviewRowsJson(ctx.db, ctx.municipality.key);
}

/** GET /super/list_super_users. */
export async function listSuperUsers(ctx: Pick<ReviewContext, 'db' | 'municipality'>) {
  const staff = await listStaff(ctx.db, ctx.municipality.key);
  return staff.map(({ id, email }) => ({ id, email }));
}
