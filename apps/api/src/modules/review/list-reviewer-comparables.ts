import {
  AppError,
  MAX_REVIEWER_COMPS,
  MESSAGES,
  propertyClassNumber,
  type ListReviewerComparablesInput,
} from '@ir/domain';
import { COMPARABLE_MAX_AGE_YEARS } from '@ir/domain/comparables.ts';
import { rankForReviewer, type RankedSaleRecord } from './rank-adapter.ts';
import { findCandidateSales } from '../properties/index.ts';
import { findParcelByParcelId } from './repository.ts';
import type { RequestContext } from '../../plugins/request-context.ts';

/** How many recent sales of the class group the ranking chooses from. */
export const CANDIDATE_SALES_LIMIT = 300;

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * POST /super/rpscomps: the sales most like the subject parcel, best first, ranked by the
 * same domain function as the applicant's suggestions.
 */
export async function listReviewerComparables(
  ctx: Pick<RequestContext, 'db' | 'municipality' | 'now'>,
  input: ListReviewerComparablesInput,
): Promise<RankedSaleRecord[]> {
  const muni = ctx.municipality.key;
  const subject = await findParcelByParcelId(ctx.db, muni, {
    parcelId: input.parcel_id,
    swisCo: input.swis_co,
    swisTown: input.swis_town,
    swisVg: input.swis_vg,
  });
  if (!subject) throw new AppError(404, 'unknown_parcel', MESSAGES.filing.noProperty);
  const classNumber = propertyClassNumber(subject.propClass);
  if (!Number.isFinite(classNumber) || classNumber < 100 || classNumber > 999) return [];
  const digit = Math.floor(classNumber / 100);
  const since = new Date(ctx.now);
  since.setUTCFullYear(since.getUTCFullYear() - COMPARABLE_MAX_AGE_YEARS);
  const candidates = await findCandidateSales(ctx.db, muni, {
    classFrom: String(digit),
    // ':' follows '9', so '9' <= '9xx' < ':'.
    classTo: String.fromCharCode('0'.charCodeAt(0) + digit + 1),
    since: isoDate(since),
    until: isoDate(ctx.now),
    nbhdCode: subject.nbhdCode,
    excludeSbl: subject.sbl,
    limit: CANDIDATE_SALES_LIMIT,
  });
  return rankForReviewer(subject, candidates, ctx.now, MAX_REVIEWER_COMPS);
}
