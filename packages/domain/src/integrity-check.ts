import { medianInPlace, ratioStudy } from './ratio-study.ts';
import { INTEGRITY_GUARD_SHARE, type IntegrityGuard } from './roll-integrity.ts';

/**
 * The integrity check of one decision (decision 057): what the review screen's panel shows as
 * the reviewer types, and what COMPLETE and an offer decide on the server, from the same
 * function so the two always agree. Pure and allocation-light (one ratio study of the
 * neighbourhood before and one after).
 */

/** Fewer comparables with a price and a living area than this: too few to judge. */
export const INTEGRITY_MIN_COMPARABLES = 3;
/** Fewer sales in the neighbourhood's ratio sample than this: too few to judge. */
export const INTEGRITY_MIN_SALES = 5;

/** A comparable sale on the review screen: its price and living area (sfla, square feet). */
export interface IntegrityComparable {
  price: number | null;
  sfla: number | null;
}

/** A sale of the neighbourhood's ratio sample; `subject` when it is the subject parcel's. */
export interface IntegritySale {
  assessed: number;
  price: number;
  subject: boolean;
}

export interface IntegrityCheckInput {
  /** The value the reviewer proposes (whole dollars); null while the box is empty. */
  proposed: number | null;
  /** The subject's living area (sfla); null when the roll has none. */
  subjectSfla: number | null;
  comparables: readonly IntegrityComparable[];
  sales: readonly IntegritySale[];
  guard: IntegrityGuard;
}

export type IntegrityShortfall = 'comparables' | 'sales' | 'subject_sfla' | 'proposed';

export interface IntegrityFigures {
  /** The comparables with a price and a living area. */
  comparables_used: number;
  /** Their median sale price per square foot of living area. */
  price_per_sfla: number | null;
  /** price_per_sfla × the subject's sfla, whole dollars. */
  indicated_value: number | null;
  /** The proposed value / the indicated value. */
  proposed_ratio: number | null;
  nbhd_count: number;
  nbhd_median_ratio: number | null;
  /** The neighbourhood's COD and PRD as they are, and with the subject's sale at the proposed value. */
  cod_now: number | null;
  prd_now: number | null;
  cod_after: number | null;
  prd_after: number | null;
  /** The ratio below which a proposed value crosses the guard (share × the median). */
  threshold_ratio: number | null;
  /** The guard is warn or require_note and the proposed ratio is below the threshold. */
  crossed: boolean;
  /** What is missing to judge, first first; empty when the check could judge. */
  too_few: IntegrityShortfall[];
}

/** The check's figures for a proposed value (see IntegrityFigures). */
export function integrityCheck(input: IntegrityCheckInput): IntegrityFigures {
  const perFoot = new Float64Array(input.comparables.length);
  let used = 0;
  for (const c of input.comparables) {
    if (c.price !== null && c.sfla !== null && c.price > 0 && c.sfla > 0) {
      perFoot[used++] = c.price / c.sfla;
    }
  }
  const pricePerSfla = used > 0 ? medianInPlace(perFoot.subarray(0, used)) : null;
  const sfla = input.subjectSfla !== null && input.subjectSfla > 0 ? input.subjectSfla : null;
  const indicated =
    used >= INTEGRITY_MIN_COMPARABLES && pricePerSfla !== null && sfla !== null
      ? Math.round(pricePerSfla * sfla)
      : null;
  const proposed = input.proposed !== null && input.proposed > 0 ? input.proposed : null;
  const proposedRatio =
    indicated !== null && indicated > 0 && proposed !== null ? proposed / indicated : null;

  const now = ratioStudy(input.sales);
  const after = ratioStudy(
    proposed === null
      ? input.sales
      : input.sales.map((s) => (s.subject ? { assessed: proposed, price: s.price } : s)),
  );
  const enoughSales = now.count >= INTEGRITY_MIN_SALES;
  const median = enoughSales ? now.median_ratio : null;
  const threshold = median === null ? null : INTEGRITY_GUARD_SHARE * median;
  const crossed =
    input.guard !== 'off' &&
    proposedRatio !== null &&
    threshold !== null &&
    proposedRatio < threshold;

  const tooFew: IntegrityShortfall[] = [];
  if (used < INTEGRITY_MIN_COMPARABLES) tooFew.push('comparables');
  if (!enoughSales) tooFew.push('sales');
  if (sfla === null) tooFew.push('subject_sfla');
  if (proposed === null) tooFew.push('proposed');
  return {
    comparables_used: used,
    price_per_sfla: pricePerSfla,
    indicated_value: indicated,
    proposed_ratio: proposedRatio,
    nbhd_count: now.count,
    nbhd_median_ratio: median,
    cod_now: enoughSales ? now.cod : null,
    prd_now: enoughSales ? now.prd : null,
    cod_after: enoughSales ? after.cod : null,
    prd_after: enoughSales ? after.prd : null,
    threshold_ratio: threshold,
    crossed,
    too_few: tooFew,
  };
}
