import { AppError, type ListReviewerComparablesInput, MAX_REVIEWER_COMPS } from '@ir/domain';
import { rankForReviewer, type RankedSaleRecord } from './rank-adapter.ts';
import { findCandidateSales, findParcelByParcelId } from '../properties/index.ts';
import type { RequestContext } from '../../plugins/request-context.ts';

/**
 * POST /super/rpscomps: the sales most like the subject parcel, best first, ranked by the
 * same domain function as the applicant's suggestions.
 */
export async function listReviewerComparables(
  ctx: Pick<RequestContext, 'db' | 'municipality' | 'now'>,
  input: ListReviewerComparablesInput,
): Promise<RankedSaleRecord[]> {
  const muni = ctx.municipality.key;
  // An empty or missing SWIS code matches any.
  const subject = await findParcelByParcelId(ctx.db, muni, input.parcel_id, {
    co: input.swis_co || undefined,
    town: input.swis_town || undefined,
    vg: input.swis_vg || undefined,
  });
  if (!subject) throw new AppError(404, 'unknown_parcel', 'filing.noProperty');
  const candidates = await findCandidateSales(ctx.db, muni, subject, ctx.now);
  return rankForReviewer(subject, candidates, ctx.now, MAX_REVIEWER_COMPS);
}
