import {
  addDays,
  AppError,
  filingNumber,
  formatLongDate,
  msg,
  newYorkDay,
  OFFERS_PER_FILING,
  offerRefusal,
  type SendOfferInput,
} from '@ir/domain';
import { lockReviews, moveReviewStatus, responseWindow } from '../applications/index.ts';
import { audit } from '../audit/index.ts';
import { integrityVerdict } from '../roll-integrity/index.ts';
import { enqueueFilingStatusChanged, enqueueWebhookEvent } from '../webhooks/index.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import type { RecordHistory } from './history.ts';
import { queueOfferMail } from './offer-mail.ts';
import { closeOpenOffer } from './close-open-offer.ts';
import { insertOffer, lockOpenOffer, offerNumbers } from './repository.ts';

/**
 * POST /super/offer: a reviewer sends a preliminary offer instead of a final decision. Under
 * the filing's row lock, like FAR and COMPLETE: the offer, the status 'offer' with the
 * review's next version, the history and audit rows, the owner's e-mail and the webhook
 * events are one transaction. The owner has `respond_days` New York days to answer, never
 * past Grievance Day.
 */
export async function sendOffer(
  ctx: SignedInContext,
  input: SendOfferInput,
  recordHistory: RecordHistory,
): Promise<{ number: number; respond_by: string }> {
  const muni = ctx.municipality.key;
  // The integrity check reads the roll and sales, so it runs before the transaction.
  const integrity = await integrityVerdict(
    ctx.db,
    ctx.municipality,
    input.id,
    input.offered_total_value,
    input.integrity_note,
    ctx.now,
  );
  return ctx.db.transaction(async (tx) => {
    const [current] = await lockReviews(tx, muni, [input.id]);
    // Another municipality's id does not exist here.
    if (!current) throw new AppError(404, 'unknown_review', 'review.notFound');
    if (current.version !== input.version) {
      throw new AppError(409, 'version_conflict', 'review.conflict');
    }
    if (current.reviewStatus === 'withdrawn') {
      // The owner withdrew it, or an administrator voided it: the refusal names which.
      throw new AppError(
        409,
        'review_withdrawn',
        current.voidedAt ? 'review.voided' : 'review.withdrawn',
      );
    }
    if (current.reviewStatus === 'complete') {
      throw new AppError(409, 'review_complete', 'offers.reviewComplete');
    }
    // An open offer waits for the owner, unless the owner asked to talk: after the meeting
    // the reviewer may send the second offer, which closes the first.
    let statusBefore = current.reviewStatus;
    if (current.reviewStatus === 'offer') {
      const open = await lockOpenOffer(tx, muni, current.id);
      if (!open?.meetingRequestedAt) throw new AppError(409, 'offer_open', 'offers.offerOpen');
      statusBefore = open.statusBefore;
    }
    const sent = (await offerNumbers(tx, muni, [current.id])).get(current.id) ?? 0;
    if (sent >= OFFERS_PER_FILING) throw new AppError(409, 'offer_limit', 'offers.offerLimit');
    const refusal = offerRefusal(input);
    if (refusal) {
      throw new AppError(400, 'review_refused', refusal.message, { field: refusal.field });
    }

    const today = newYorkDay(ctx.now);
    let respondBy = addDays(today, input.respond_days);
    const window = responseWindow(ctx.municipality, current.filingYear, ctx.now);
    if (!window.open) {
      throw new AppError(
        409,
        'no_respond_day',
        msg('offers.noRespondDay', {
          date: formatLongDate(ctx.municipality.grievanceDay ?? today),
        }),
      );
    }
    if (window.grievanceDay && respondBy > window.grievanceDay) respondBy = window.grievanceDay;

    if (current.reviewStatus === 'offer') await closeOpenOffer(tx, muni, current.id, ctx.now);
    const offer = await insertOffer(tx, {
      municipalityKey: muni,
      applicationId: current.id,
      number: sent + 1,
      offeredTotalValue: input.offered_total_value,
      offeredLandValue: input.offered_land_value,
      decisionReason: input.decision_reason ?? 'other',
      decisionExplanation: input.decision_explanation,
      respondBy,
      statusBefore,
      sentBy: ctx.actor.id,
      sentAt: ctx.now,
      integrityFlag: integrity.flag,
      integrityNote: integrity.note,
    });
    const moved = await moveReviewStatus(tx, muni, current.id, 'offer', ctx.now, input.version);
    if (!moved) throw new AppError(409, 'version_conflict', 'review.conflict');

    const change = {
      before: { review_status: current.reviewStatus },
      after: {
        review_status: 'offer',
        number: offer.number,
        offered_total_value: offer.offeredTotalValue,
        offered_land_value: offer.offeredLandValue,
        decision_reason: offer.decisionReason,
        decision_explanation: offer.decisionExplanation,
        respond_by: offer.respondBy,
        integrity_flag: offer.integrityFlag,
        integrity_note: offer.integrityNote,
      },
    };
    await recordHistory(tx, {
      municipalityKey: muni,
      applicationId: current.id,
      owner: { id: ctx.actor.id, email: ctx.actor.email },
      at: ctx.now,
      action: 'offer',
      ...change,
    });
    await audit(tx, {
      municipalityKey: muni,
      actorUserId: ctx.actor.id,
      action: 'review.offer',
      target: { type: 'application', id: current.id },
      ...change,
      requestId: ctx.requestId,
    });
    await queueOfferMail(tx, 'sent', ctx, current, offer, ctx.link(`/applications/${current.id}`));

    const filing = {
      id: current.id,
      filingNumber: filingNumber(current.municipalityKey, current.filingYear, current.id),
      sbl: current.sbl,
    };
    if (current.submittedBy !== null) {
      await enqueueWebhookEvent(tx, {
        municipalityKey: muni,
        userId: current.submittedBy,
        type: 'offer.sent',
        at: ctx.now,
        data: {
          id: filing.id,
          filing_number: filing.filingNumber,
          sbl: filing.sbl,
          offer_number: offer.number,
          offered_total_value: offer.offeredTotalValue,
          offered_land_value: offer.offeredLandValue,
          respond_by: offer.respondBy,
        },
      });
    }
    await enqueueFilingStatusChanged(tx, {
      municipalityKey: muni,
      filerUserId: current.submittedBy,
      at: ctx.now,
      filing,
      from: current.reviewStatus,
      to: 'offer',
    });
    return { number: offer.number, respond_by: offer.respondBy };
  });
}
