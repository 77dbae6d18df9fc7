import {
  AppError,
  classGroupOf,
  INTEGRITY_NOTE_MIN_LENGTH,
  integrityCheck,
  MAX_REVIEWER_COMPS,
  salesWindow,
  type IntegrityCheckData,
  type IntegrityFigures,
} from '@ir/domain';
import { rankComparables } from '@ir/domain/comparables.ts';
import type { Db } from '../../db/client.ts';
import { completedReviewTotals, findReview } from '../applications/index.ts';
import { effectiveFilingPeriod, type MunicipalityConfig } from '../municipalities/index.ts';
import {
  findCandidateSales,
  findParcelBySbl,
  listParcelsWithLatestSale,
  ratioStudySales,
} from '../properties/index.ts';

/**
 * The integrity check of one review (decision 057): the data the review screen computes from,
 * and the same figures decided on the server for COMPLETE and an offer. Reads only.
 */
export async function integrityCheckData(
  db: Db,
  municipality: MunicipalityConfig,
  applicationId: number,
  now: Date,
): Promise<IntegrityCheckData> {
  const muni = municipality.key;
  const row = await findReview(db, muni, applicationId);
  if (!row) throw new AppError(404, 'unknown_review', 'review.notFound');
  const { application } = row;
  const parcel = await findParcelBySbl(db, muni, application.sbl);
  const nbhd = parcel?.nbhdCode?.trim() || null;
  const { rollYear } = await effectiveFilingPeriod(db, municipality, now);
  const [chosen, candidates, sample, totals] = await Promise.all([
    listParcelsWithLatestSale(db, muni, application.comps),
    parcel ? findCandidateSales(db, muni, parcel, now) : Promise.resolve([]),
    nbhd ? ratioStudySales(db, muni, salesWindow(rollYear), nbhd) : Promise.resolve([]),
    nbhd ? completedReviewTotals(db, muni, rollYear) : Promise.resolve(new Map<string, number>()),
  ]);

  // The comparables on the screen: the applicant's chosen ones, then the reviewer's ranked ones.
  const comparables = new Map<string, IntegrityCheckData['comparables'][number]>();
  for (const c of chosen) comparables.set(c.sbl, { sbl: c.sbl, price: c.salePrice, sfla: c.sfla });
  if (parcel) {
    for (const r of rankComparables(parcel, candidates, { now, limit: MAX_REVIEWER_COMPS })) {
      if (!comparables.has(r.sbl)) {
        comparables.set(r.sbl, { sbl: r.sbl, price: r.salePrice, sfla: r.sfla });
      }
    }
  }

  // The neighbourhood's sales of the subject's class group, at the season's values so far.
  const group = classGroupOf(parcel?.propClass);
  const sales = sample
    .filter((s) => classGroupOf(s.propClass) === group)
    .map((s) => ({
      assessed: totals.get(s.sbl) ?? s.totalAv,
      price: s.price,
      subject: s.sbl === application.sbl,
    }));

  return {
    guard: municipality.integrityGuard ?? 'warn',
    subject_sfla: parcel?.sfla ?? null,
    nbhd,
    comparables: [...comparables.values()],
    sales,
  };
}

/** What a decision stores: whether it crossed the guard, and the note when it did. */
export interface IntegrityVerdict {
  flag: boolean;
  note: string | null;
  figures: IntegrityFigures;
}

/**
 * The server's own integrity check of a proposed value (never the client's): flags a value
 * that crosses a warn or require_note guard; with require_note such a value without a note of
 * INTEGRITY_NOTE_MIN_LENGTH characters is a 400 `integrity_note_required`. A note sent without
 * cause is ignored. Runs before the caller's transaction (it only reads).
 */
export async function integrityVerdict(
  db: Db,
  municipality: MunicipalityConfig,
  applicationId: number,
  proposed: number | null,
  note: string | undefined,
  now: Date,
): Promise<IntegrityVerdict> {
  const data = await integrityCheckData(db, municipality, applicationId, now);
  const figures = integrityCheck({
    proposed,
    subjectSfla: data.subject_sfla,
    comparables: data.comparables,
    sales: data.sales,
    guard: data.guard,
  });
  if (!figures.crossed) return { flag: false, note: null, figures };
  const given = note?.trim() ?? '';
  if (data.guard === 'require_note' && given.length < INTEGRITY_NOTE_MIN_LENGTH) {
    throw new AppError(400, 'integrity_note_required', 'integrity.noteRequired', {
      field: 'integrity_note',
    });
  }
  return { flag: true, note: given === '' ? null : given, figures };
}
