import { FILING_TIME_ZONE, type TownSummary } from '@ir/domain';
import type { Db } from '../../db/client.ts';
import { filingsPerDay, medianDaysToDecision, summaryFigures } from '../applications/index.ts';
import { countMeetings } from '../meetings/index.ts';
import { countOffers } from '../offers/index.ts';

/** GET /town/summary: the municipality's filings in figures (decision 022). */
export async function getTownSummary(db: Db, municipalityKey: string): Promise<TownSummary> {
  const [figures, days, offers, meetings, medianDays] = await Promise.all([
    summaryFigures(db, municipalityKey),
    filingsPerDay(db, municipalityKey),
    countOffers(db, municipalityKey),
    countMeetings(db, municipalityKey),
    medianDaysToDecision(db, municipalityKey),
  ]);
  const { incomplete, far, offer, complete, withdrawn, voided, total } = figures;
  return {
    // Every filing, withdrawn and voided ones included, as the chart's days count them.
    counts: { incomplete, far, offer, complete, withdrawn, voided, total },
    // "Under review" is every filing not yet complete: received, further review, an offer out.
    under_review: {
      count: incomplete + far + offer,
      received_total_value: figures.underReviewValue,
    },
    completed: {
      count: complete,
      changed: figures.completedChanged,
      total_value_change: figures.completedChange,
      // Answers count for a completed review only: a reopened one awaits a new decision.
      responses: {
        accept: figures.completedAccepted,
        disagree: figures.completedDisagreed,
        none: complete - figures.completedAccepted - figures.completedDisagreed,
      },
    },
    offers,
    meetings,
    median_days_to_decision: medianDays,
    filings_per_day: days,
    time_zone: FILING_TIME_ZONE,
  };
}
