import {
  rankComparables,
  type ComparableCandidate,
  type ComparableSubject,
} from '@ir/domain/comparables.ts';
import type { ComparableSaleRecord } from '@ir/domain';

/**
 * The one place staff review meets the domain's ranking (packages/domain/src/comparables.ts,
 * shared with the applicant's suggestions): the module's rows in, SPEC §3 comparable sale
 * records with score and reasons out, best first.
 */
export type SubjectParcel = ComparableSubject;

export interface CandidateSale extends ComparableCandidate {
  locPrefixDir: string | null;
  locStNbr: string | null;
  locStName: string | null;
  locMailStSuff: string | null;
}

export type RankedSaleRecord = ComparableSaleRecord & { score: number; reasons: string[] };

export function rankForReviewer(
  subject: SubjectParcel,
  candidates: readonly CandidateSale[],
  now: Date,
  limit: number,
): RankedSaleRecord[] {
  const bySale = new Map(candidates.map((c) => [`${c.sbl}|${c.saleDate}`, c]));
  return rankComparables(subject, candidates, { now, limit }).map((ranked) => {
    const sale = bySale.get(`${ranked.sbl}|${ranked.saleDate}`);
    return {
      sbl: ranked.sbl,
      loc_prefix_dir: sale?.locPrefixDir ?? null,
      loc_st_nbr: sale?.locStNbr ?? null,
      loc_st_name: sale?.locStName ?? null,
      loc_mail_st_suff: sale?.locMailStSuff ?? null,
      bldg_style: ranked.bldgStyle,
      yr_built: ranked.yrBuilt,
      overall_cond: ranked.overallCond,
      sfla: ranked.sfla,
      sale_date: ranked.saleDate,
      sale_price: ranked.salePrice,
      score: ranked.score,
      reasons: ranked.reasons,
    };
  });
}
