import {
  AppError,
  classGroupOf,
  isLanguage,
  OUTCOMES_MIN_CELL,
  outcomeRows,
  type OutcomeFiling,
  type PublishedOutcomes,
} from '@ir/domain';
import type { Db } from '../../db/client.ts';
import type { MunicipalityConfig } from '../../plugins/municipality.ts';
import { outcomeFilings, type OutcomeFilingRow } from '../applications/index.ts';

/** A filing's groups and outcome, as the published tables count it. */
export function outcomeFiling(row: OutcomeFilingRow): OutcomeFiling {
  const decided = row.reviewStatus === 'complete';
  const old = row.receivedTotalValue;
  const now = row.newTotalValue;
  return {
    nbhd: row.nbhdCode?.trim() || null,
    classGroup: classGroupOf(row.propClass),
    filer: row.filedByRepresentative ? 'representative' : 'owner',
    // An account since deleted reads as the site's default language, as its e-mails would.
    language: isLanguage(row.language) ? row.language : 'en',
    outcome: decided ? 'decided' : row.reviewStatus === 'withdrawn' ? 'withdrawn' : 'open',
    reduced: decided && old !== null && now !== null && now < old,
    changePercent:
      decided && old !== null && old > 0 && now !== null ? ((now - old) / old) * 100 : null,
    daysToDecision: decided ? row.daysToDecision : null,
  };
}

/**
 * GET /public/outcomes.json and .csv: the municipality's current roll year, counted; 404
 * while it does not publish them, so nothing is said about its filings at all.
 */
export async function publishedOutcomes(
  db: Db,
  municipality: MunicipalityConfig,
): Promise<PublishedOutcomes> {
  if (!municipality.publishOutcomes) {
    throw new AppError(404, 'not_found', 'outcomes.notPublished');
  }
  const rows = await outcomeFilings(db, municipality.key, municipality.rollYear);
  return {
    roll_year: municipality.rollYear,
    min_cell: OUTCOMES_MIN_CELL,
    rows: outcomeRows(rows.map(outcomeFiling)),
  };
}
