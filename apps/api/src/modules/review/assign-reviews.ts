import { AppError, type AssignReviewsInput } from '@ir/domain';
import { lockReviews, setAssignees } from '../applications/index.ts';
import { listActiveStaff } from '../users/index.ts';
import { recordReviewEvents } from './record-event.ts';
import { withdrawnRefusal } from './withdrawn.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';

/**
 * POST /super/assign_review: all or none. Every review must be this municipality's, not yet
 * complete (SPEC §2 offers Assign only in the review and FAR views: a completed review has no
 * work left to give anyone), and every user its active staff, checked before anything is
 * written; one id twice is refused too, as its two assignees would contradict each other.
 */
export async function assignReviews(
  ctx: SignedInContext,
  input: AssignReviewsInput,
): Promise<void> {
  const muni = ctx.municipality.key;
  const ids = input.reviews.map((r) => r.id);
  if (new Set(ids).size !== ids.length) {
    throw new AppError(400, 'duplicate_review', 'review.assignFailed');
  }
  const userIds = [...new Set(input.reviews.flatMap((r) => (r.user === null ? [] : [r.user])))];
  await ctx.db.transaction(async (tx) => {
    const found = await lockReviews(tx, muni, ids);
    if (found.length !== ids.length) {
      throw new AppError(400, 'unknown_review', 'review.assignFailed');
    }
    if (found.some((review) => review.reviewStatus === 'complete')) {
      throw new AppError(409, 'review_complete', 'review.assignComplete');
    }
    const withdrawn = found.find((review) => review.reviewStatus === 'withdrawn');
    if (withdrawn) throw withdrawnRefusal(withdrawn);
    const staff = userIds.length > 0 ? await listActiveStaff(tx, muni, userIds) : [];
    if (staff.length !== userIds.length) {
      throw new AppError(400, 'not_staff', 'review.assignFailed');
    }
    const before = new Map(found.map((r) => [r.id, r.assignedTo]));
    const changed = input.reviews.filter((r) => before.get(r.id) !== r.user);
    await setAssignees(
      tx,
      muni,
      changed.map((r) => ({ applicationId: r.id, userId: r.user })),
      ctx.now,
    );
    await recordReviewEvents(
      tx,
      ctx,
      changed.map((r) => ({
        applicationId: r.id,
        action: 'assign' as const,
        before: { assigned_to: before.get(r.id) ?? null },
        after: { assigned_to: r.user },
      })),
    );
  });
}
