import {
  AppError,
  filingNumber,
  msg,
  type RespondToOfferInput,
  type ReviewStatus,
} from '@ir/domain';
import type { SignedInContext } from '../../plugins/request-context.ts';
import {
  findApplicationOfAccount,
  insertResponse,
  lockReviews,
  moveReviewStatus,
  saveReviewAction,
  signedValuesHash,
  type LockedReview,
  type ReviewValues,
  type SignedValues,
  type Tx,
} from '../applications/index.ts';
import { audit } from '../audit/index.ts';
import { enqueueMail, mailBranding, responseAcceptedEmail } from '../mail/index.ts';
import { cancelFilingMeeting } from '../meetings/index.ts';
import { accountEmails, mailLanguageOf } from '../users/index.ts';
import { enqueueFilingStatusChanged } from '../webhooks/index.ts';
import type { RecordHistory } from './history.ts';
import { lockOpenOffer, updateOpenOffer, type OfferRow } from './repository.ts';

/**
 * POST /applications/respond_offer: the owner answers the open offer on their filing. Under
 * the filing's row lock, so two answers sent at once leave one (the second finds no open
 * offer). Another account's filing, another municipality's and an id that does not exist are
 * the same 404. Who answered, when and from where are kept on the offer.
 */
export async function respondToOffer(
  ctx: SignedInContext,
  input: RespondToOfferInput,
  ipAddress: string,
  recordHistory: RecordHistory,
): Promise<void> {
  const muni = ctx.municipality.key;
  await ctx.db.transaction(async (tx) => {
    const found = await findApplicationOfAccount(tx, muni, ctx.actor.id, input.id, 'for update');
    if (!found) throw new AppError(404, 'not_found', 'applications.notFound');
    const offer = await lockOpenOffer(tx, muni, input.id);
    if (!offer) throw new AppError(409, 'no_open_offer', 'offers.noOpenOffer');
    const [review] = await lockReviews(tx, muni, [input.id]);
    if (!review) throw new AppError(404, 'not_found', 'applications.notFound');
    const answer = { ctx, tx, review, offer, ipAddress, recordHistory };
    if (input.decision === 'accept') await accept(answer, input.name ?? '');
    else if (input.decision === 'counter') {
      await counter(answer, input.counter_value ?? 0, input.counter_reason ?? '');
    } else await askForMeeting(answer);
  });
}

interface Answer {
  ctx: SignedInContext;
  tx: Tx;
  review: LockedReview;
  offer: OfferRow;
  ipAddress: string;
  recordHistory: RecordHistory;
}

const answeredBy = (a: Answer) => ({
  respondedBy: a.ctx.actor.id,
  respondedAt: a.ctx.now,
  respondedIp: a.ipAddress,
});

/**
 * Accept: the review completes at the offered values with the offer's reason and words, as
 * its sender's decision, and the owner's signed agreement is recorded as an accepted decision
 * is (the agreement PDF reads it), with its e-mail. As on COMPLETE, a booked meeting is
 * cancelled with its cancellation e-mail: nothing is left to talk over.
 */
async function accept(a: Answer, name: string): Promise<void> {
  const { ctx, tx, review, offer } = a;
  const muni = ctx.municipality.key;
  const sender =
    offer.sentBy === null
      ? undefined
      : (await accountEmails(tx, muni, [offer.sentBy])).get(offer.sentBy);
  const values: ReviewValues = {
    whoReviewed: sender ?? review.whoReviewed,
    reviewedBy: offer.sentBy,
    reviewedAt: ctx.now,
    assessedTotalValue: offer.offeredTotalValue,
    assessedLandValue: offer.offeredLandValue ?? review.receivedLandValue,
    totalValueChange: 'Y',
    landValueChange: offer.offeredLandValue === null ? 'N' : 'Y',
    dataChangeNeeded: review.dataChangeNeeded,
    sketchChangeNeeded: review.sketchChangeNeeded,
    dataChangeComplete: review.dataChangeComplete,
    sketchChangeComplete: review.sketchChangeComplete,
    partialAssessment: review.partialAssessment,
    irNotes: review.irNotes,
    farWhy: review.farWhy,
    decisionReason: offer.decisionReason,
    decisionExplanation: offer.decisionExplanation,
  };
  const saved = await saveReviewAction(tx, muni, review.id, review.version, 'complete', values);
  if (!saved) throw new AppError(409, 'version_conflict', 'review.conflict');
  await updateOpenOffer(tx, offer.id, {
    status: 'accepted',
    signatureName: name,
    ...answeredBy(a),
  });

  const number = filingNumber(review.municipalityKey, review.filingYear, review.id);
  const signed: SignedValues = {
    filingNumber: number,
    municipality: muni,
    sbl: review.sbl,
    address: review.fullAddress,
    decision: 'accept',
    receivedTotalValue: review.receivedTotalValue,
    receivedLandValue: review.receivedLandValue,
    assessedTotalValue: values.assessedTotalValue,
    assessedLandValue: values.assessedLandValue,
    name,
    respondedAt: ctx.now.toISOString(),
  };
  const valuesHash = signedValuesHash(signed);
  await insertResponse(tx, {
    applicationId: review.id,
    municipalityKey: muni,
    decision: 'accept',
    signatureName: name,
    respondedBy: ctx.actor.id,
    respondedAt: ctx.now,
    ipAddress: a.ipAddress,
    values: signed,
    valuesHash,
  });
  await audit(tx, {
    municipalityKey: muni,
    actorUserId: ctx.actor.id,
    action: 'application.respond',
    target: { type: 'application', id: review.id },
    before: null,
    // Under a name the audit keeps: it drops keys that look like secrets ('hash').
    after: {
      decision: 'accept',
      offer: offer.number,
      filingNumber: number,
      valuesSha256: valuesHash,
    },
    requestId: ctx.requestId,
  });
  await a.recordHistory(tx, {
    municipalityKey: muni,
    applicationId: review.id,
    owner: { id: ctx.actor.id, email: ctx.actor.email },
    at: ctx.now,
    action: 'offer_response',
    before: { review_status: 'offer' },
    after: {
      decision: 'accept',
      number: offer.number,
      review_status: 'complete',
      assessed_total_value: values.assessedTotalValue,
      assessed_land_value: values.assessedLandValue,
    },
  });
  await cancelFilingMeeting(tx, ctx, review.id, a.recordHistory);
  await statusChanged(a, 'complete');
  const branding = mailBranding(
    ctx,
    await mailLanguageOf(tx, muni, { id: ctx.actor.id }, ctx.language),
  );
  await enqueueMail(tx, {
    municipalityKey: muni,
    to: ctx.actor.email,
    ...responseAcceptedEmail(
      branding,
      {
        filingNumber: number,
        sbl: review.sbl,
        address: review.fullAddress,
        assessedTotalValue: values.assessedTotalValue,
      },
      {
        document: ctx.link(`/api/applications/${review.id}/agreement.pdf`),
        filing: ctx.link(`/applications/${review.id}`),
      },
    ),
  });
}

/**
 * Counter: a value below the assessed one and not the offer's, with why. The offer is
 * countered and the review goes back to where it was, for its reviewer to decide or offer
 * once more.
 */
async function counter(a: Answer, value: number, reason: string): Promise<void> {
  const { ctx, tx, review, offer } = a;
  const muni = ctx.municipality.key;
  const assessed = review.receivedTotalValue;
  if (assessed !== null && value >= assessed) {
    throw new AppError(
      400,
      'bad_counter',
      msg('offers.counterTooHigh', { value: `$${assessed.toLocaleString('en-US')}` }),
      { field: 'counter_value' },
    );
  }
  if (value === offer.offeredTotalValue) {
    throw new AppError(400, 'bad_counter', 'offers.counterEqualsOffer', { field: 'counter_value' });
  }
  await updateOpenOffer(tx, offer.id, {
    status: 'countered',
    counterValue: value,
    counterReason: reason,
    ...answeredBy(a),
  });
  const back = offer.statusBefore as 'incomplete' | 'far';
  await moveReviewStatus(tx, muni, review.id, back, ctx.now);
  await ownerAudit(a, 'counter', { counter_value: value });
  await a.recordHistory(tx, {
    municipalityKey: muni,
    applicationId: review.id,
    owner: { id: ctx.actor.id, email: ctx.actor.email },
    at: ctx.now,
    action: 'offer_response',
    before: { review_status: 'offer' },
    after: {
      decision: 'counter',
      number: offer.number,
      review_status: back,
      counter_value: value,
      counter_reason: reason,
    },
  });
  await statusChanged(a, back);
}

/** Meeting: the owner asks to talk; the offer stays open and waits for the meeting. */
async function askForMeeting(a: Answer): Promise<void> {
  const { ctx, tx, review, offer } = a;
  if (offer.meetingRequestedAt) {
    throw new AppError(409, 'offer_answered', 'offers.meetingAlreadyRequested');
  }
  await updateOpenOffer(tx, offer.id, {
    meetingRequestedAt: ctx.now,
    respondedBy: ctx.actor.id,
    respondedIp: a.ipAddress,
  });
  await ownerAudit(a, 'meeting', {});
  await a.recordHistory(tx, {
    municipalityKey: ctx.municipality.key,
    applicationId: review.id,
    owner: { id: ctx.actor.id, email: ctx.actor.email },
    at: ctx.now,
    action: 'offer_response',
    after: { decision: 'meeting', number: offer.number },
  });
}

async function ownerAudit(a: Answer, decision: 'counter' | 'meeting', extra: object) {
  await audit(a.tx, {
    municipalityKey: a.ctx.municipality.key,
    actorUserId: a.ctx.actor.id,
    action: 'application.offer-response',
    target: { type: 'application', id: a.review.id },
    before: { review_status: 'offer' },
    after: { decision, offer: a.offer.number, ...extra },
    requestId: a.ctx.requestId,
  });
}

async function statusChanged(a: Answer, to: ReviewStatus): Promise<void> {
  const { review } = a;
  await enqueueFilingStatusChanged(a.tx, {
    municipalityKey: review.municipalityKey,
    filerUserId: review.submittedBy,
    at: a.ctx.now,
    filing: {
      id: review.id,
      filingNumber: filingNumber(review.municipalityKey, review.filingYear, review.id),
      sbl: review.sbl,
    },
    from: 'offer',
    to,
  });
}
