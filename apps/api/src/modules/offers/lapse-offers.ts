import { filingNumber, newYorkDay } from '@ir/domain';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { municipalityLink } from '../../plugins/links.ts';
import { firmFor } from '../../plugins/request-context.ts';
import { lockReviews, moveReviewStatus } from '../applications/index.ts';
import { audit } from '../audit/index.ts';
import type { MunicipalityConfig } from '../municipalities/index.ts';
import type { RecordHistory } from './history.ts';
import { enqueueFilingStatusChanged } from '../webhooks/index.ts';
import { queueOfferMail } from './offer-mail.ts';
import { listDueOffers, lockOpenOffer, updateOpenOffer } from './repository.ts';

export interface OfferSweepDeps {
  db: Db;
  config: Pick<Config, 'PUBLIC_URL' | 'PORT' | 'firm'>;
  municipalities: { get(key: string): MunicipalityConfig | undefined };
  recordHistory: RecordHistory;
}

/** Offers looked at per pass; a full pass asks for the next one at once. */
export const LAPSE_BATCH = 100;

/**
 * Lapses the open offers whose last day to answer ended before today in New York and that
 * wait for no meeting: each offer lapsed, its filing back to the status it had, a history
 * entry and an audit row by the system (no actor), and an e-mail to the owner. One offer per
 * transaction, taken under the filing's row lock (the order every offer change takes), and
 * checked again under it: sweeps on several instances at once lapse each offer once.
 * Returns how many lapsed and whether more may be due.
 */
export async function lapseDueOffers(
  deps: OfferSweepDeps,
  now: Date,
): Promise<{ lapsed: number; more: boolean }> {
  const today = newYorkDay(now);
  const due = await listDueOffers(deps.db, today, LAPSE_BATCH);
  let lapsed = 0;
  for (const candidate of due) {
    const m = deps.municipalities.get(candidate.municipalityKey);
    if (!m) continue;
    const done = await deps.db.transaction(async (tx) => {
      const [review] = await lockReviews(tx, m.key, [candidate.applicationId]);
      if (!review) return false;
      const offer = await lockOpenOffer(tx, m.key, candidate.applicationId);
      // Answered, closed or lapsed by another sweep since it was listed.
      if (!offer || offer.id !== candidate.id) return false;
      if (offer.meetingRequestedAt !== null || offer.respondBy >= today) return false;
      await updateOpenOffer(tx, offer.id, { status: 'lapsed', lapsedAt: now });
      const back = offer.statusBefore as 'incomplete' | 'far';
      await moveReviewStatus(tx, m.key, review.id, back, now);
      const change = {
        before: { review_status: 'offer' },
        after: { number: offer.number, respond_by: offer.respondBy, review_status: back },
      };
      await deps.recordHistory(tx, {
        municipalityKey: m.key,
        applicationId: review.id,
        owner: null,
        at: now,
        action: 'offer_lapse',
        ...change,
      });
      await audit(tx, {
        municipalityKey: m.key,
        actorUserId: null,
        action: 'review.offer-lapse',
        target: { type: 'application', id: review.id },
        ...change,
      });
      await enqueueFilingStatusChanged(tx, {
        municipalityKey: m.key,
        filerUserId: review.submittedBy,
        at: now,
        filing: {
          id: review.id,
          filingNumber: filingNumber(review.municipalityKey, review.filingYear, review.id),
          sbl: review.sbl,
        },
        from: 'offer',
        to: back,
      });
      await queueOfferMail(
        tx,
        'lapsed',
        { municipality: m, firm: firmFor(deps.config.firm, m) },
        review,
        offer,
        municipalityLink(deps.config, m, `/applications/${review.id}`),
      );
      return true;
    });
    if (done) lapsed += 1;
  }
  // A full batch of which none lapsed would be listed again: wait for the next interval.
  return { lapsed, more: lapsed > 0 && due.length === LAPSE_BATCH };
}
