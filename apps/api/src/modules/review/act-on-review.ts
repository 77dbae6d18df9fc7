import { accountLanguage } from '@ir/domain/catalogues.ts';
import {
  AppError,
  assessedValuesOf,
  can,
  filingNumber,
  type CompleteReviewInput,
  type MarkReviewFarInput,
  reviewActionRefusal,
  reviewTransition,
} from '@ir/domain';
import {
  lockReviews,
  saveReviewAction,
  type LockedReview,
  type ReviewValues,
  type Tx,
} from '../applications/index.ts';
import {
  enqueueMail,
  furtherReviewEmail,
  mailBranding,
  reviewOutcomeEmail,
} from '../mail/index.ts';
import { cancelFilingMeeting } from '../meetings/index.ts';
import { recordOwnerEvent } from './owner-events.ts';
import { closeOpenOffer } from '../offers/index.ts';
import { findUserById } from '../users/index.ts';
import { enqueueFilingStatusChanged } from '../webhooks/index.ts';
import { integrityVerdict, type IntegrityVerdict } from '../roll-integrity/index.ts';
import { recordReviewEvents } from './record-event.ts';
import { withdrawnRefusal } from './withdrawn.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';

type ReviewActionInput = MarkReviewFarInput | CompleteReviewInput;

/** The fields a FAR or COMPLETE changes, as the history shows them before and after. */
function snapshot(r: {
  reviewStatus: string;
  assessedTotalValue: number | null;
  assessedLandValue: number | null;
  totalValueChange: string;
  landValueChange: string;
  dataChangeNeeded: string;
  sketchChangeNeeded: string;
  dataChangeComplete: string;
  sketchChangeComplete: string;
  partialAssessment: boolean;
  irNotes: string;
  farWhy: string;
  decisionReason?: string | null;
  decisionExplanation?: string;
  integrityFlag?: boolean;
  integrityNote?: string | null;
}) {
  return {
    review_status: r.reviewStatus,
    assessed_total_value: r.assessedTotalValue,
    assessed_land_value: r.assessedLandValue,
    total_value_change: r.totalValueChange,
    land_value_change: r.landValueChange,
    data_change_needed: r.dataChangeNeeded,
    sketch_change_needed: r.sketchChangeNeeded,
    data_change_complete: r.dataChangeComplete,
    sketch_change_complete: r.sketchChangeComplete,
    partial_assessment: r.partialAssessment,
    ir_notes: r.irNotes,
    far_why: r.farWhy,
    decision_reason: r.decisionReason ?? null,
    decision_explanation: r.decisionExplanation ?? '',
    integrity_flag: r.integrityFlag ?? false,
    integrity_note: r.integrityNote ?? null,
  };
}

/**
 * POST /super/far and /super/complete (SPEC §5 internal review, decision 021). Every rule
 * is checked again here, whatever the client did; the values, the status, the history and
 * audit rows, and on COMPLETE the applicant's outcome e-mail are one transaction.
 */
export async function actOnReview(ctx: SignedInContext, input: ReviewActionInput): Promise<void> {
  const muni = ctx.municipality.key;
  // The integrity check reads the roll and sales, so it runs before the transaction; only a
  // COMPLETE that changes the total is a reduction to check.
  let integrity: IntegrityVerdict | null = null;
  if (input.review_status === 'complete' && input.total_value_change === 'Y') {
    integrity = await integrityVerdict(
      ctx.db,
      ctx.municipality,
      input.id,
      input.assessed_total_value ?? null,
      input.integrity_note,
      ctx.now,
    );
  }
  await ctx.db.transaction(async (tx) => {
    const [current] = await lockReviews(tx, muni, [input.id]);
    // Another municipality's id does not exist here.
    if (!current) throw new AppError(404, 'unknown_review', 'review.notFound');
    if (current.version !== input.version) {
      throw new AppError(409, 'version_conflict', 'review.conflict');
    }
    if (current.reviewStatus === 'withdrawn') throw withdrawnRefusal(current);
    const from = current.reviewStatus as 'incomplete' | 'far' | 'offer' | 'complete';
    const transition = reviewTransition(from, input.review_status);
    if (transition === 'final') {
      throw new AppError(400, 'review_complete', 'review.completeIsFinal');
    }
    if (transition === 'reopen' && !can(ctx.actor.role, 'review:reopen')) {
      throw new AppError(403, 'reopen_forbidden', 'review.completeIsFinal');
    }
    const received = {
      received_total_value: current.receivedTotalValue,
      received_land_value: current.receivedLandValue,
    };
    const refusal = reviewActionRefusal(input, received);
    if (refusal) {
      throw new AppError(400, 'review_refused', refusal.message, { field: refusal.field });
    }

    const assessed = assessedValuesOf(input, received);
    const values: ReviewValues = {
      whoReviewed: ctx.actor.email,
      reviewedBy: ctx.actor.id,
      reviewedAt: ctx.now,
      assessedTotalValue: assessed.total,
      assessedLandValue: assessed.land,
      landValueChange: input.land_value_change,
      totalValueChange: input.total_value_change,
      dataChangeNeeded: input.data_change_needed,
      sketchChangeNeeded: input.sketch_change_needed,
      dataChangeComplete: input.data_change_complete,
      sketchChangeComplete: input.sketch_change_complete,
      partialAssessment: input.partial_assessment,
      irNotes: input.ir_notes,
      farWhy: input.far_why,
      // Only a COMPLETE is checked; a FAR (a reopening among them) undoes the decision, and
      // with it the flag the list shows.
      integrityFlag: integrity?.flag ?? false,
      integrityNote: integrity?.note ?? null,
      ...(input.review_status === 'complete'
        ? {
            decisionReason: input.decision_reason,
            decisionExplanation: input.decision_explanation,
          }
        : {}),
    };
    const saved = await saveReviewAction(
      tx,
      muni,
      current.id,
      current.version,
      input.review_status,
      values,
    );
    if (!saved) throw new AppError(409, 'version_conflict', 'review.conflict');
    // The reviewer decided instead of waiting for the owner: the open offer ends here.
    await closeOpenOffer(tx, muni, current.id, ctx.now);

    await recordReviewEvents(tx, ctx, [
      {
        applicationId: current.id,
        action: transition === 'reopen' ? 'reopen' : input.review_status,
        before: snapshot(current),
        after: snapshot({ ...values, reviewStatus: input.review_status }),
      },
    ]);
    if (input.review_status === 'complete') await queueOutcomeMail(tx, ctx, current, assessed);
    // A decided review has nothing left to talk over: its booked meeting is cancelled.
    if (input.review_status === 'complete')
      await cancelFilingMeeting(tx, ctx, current.id, recordOwnerEvent);
    // A representative's webhooks hear of a move to FAR or COMPLETE (a FAR saved again is none).
    await enqueueFilingStatusChanged(tx, {
      municipalityKey: muni,
      filerUserId: current.submittedBy,
      at: ctx.now,
      filing: {
        id: current.id,
        filingNumber: filingNumber(current.municipalityKey, current.filingYear, current.id),
        sbl: current.sbl,
      },
      from: current.reviewStatus,
      to: input.review_status,
    });
    // A move to FAR (not a FAR saved again) tells the owner it takes longer.
    if (input.review_status === 'far' && current.reviewStatus !== 'far') {
      await queueFurtherReviewMail(tx, ctx, current);
    }
  });
}

/** The account that filed hears that its review went to further review. */
async function queueFurtherReviewMail(
  tx: Tx,
  ctx: SignedInContext,
  review: LockedReview,
): Promise<void> {
  const muni = ctx.municipality.key;
  if (review.submittedBy === null) return; // the account was deleted: nobody to tell
  const account = await findUserById(tx, muni, review.submittedBy);
  if (!account) return;
  // Staff act in their language; the owner reads the e-mail in the account's.
  const branding = mailBranding(ctx, accountLanguage(account.language));
  await enqueueMail(tx, {
    municipalityKey: muni,
    to: account.email,
    ...furtherReviewEmail(
      branding,
      { sbl: review.sbl, address: review.fullAddress },
      ctx.link(`/applications/${review.id}`),
    ),
  });
}

/** The account that filed hears the decision by e-mail (the owner's e-mail is not collected). */
async function queueOutcomeMail(
  tx: Tx,
  ctx: SignedInContext,
  review: LockedReview,
  assessed: { total: number | null; land: number | null },
): Promise<void> {
  const muni = ctx.municipality.key;
  if (review.submittedBy === null) return; // the account was deleted: nobody to tell
  const account = await findUserById(tx, muni, review.submittedBy);
  if (!account) return;
  // Staff act in their language; the owner reads the e-mail in the account's.
  const branding = mailBranding(ctx, accountLanguage(account.language));
  await enqueueMail(tx, {
    municipalityKey: muni,
    to: account.email,
    ...reviewOutcomeEmail(
      branding,
      {
        sbl: review.sbl,
        address: review.fullAddress,
        receivedTotalValue: review.receivedTotalValue,
        receivedLandValue: review.receivedLandValue,
        assessedTotalValue: assessed.total,
        assessedLandValue: assessed.land,
        municipalityWebsite: ctx.municipality.website,
        grievanceDay: ctx.municipality.grievanceDay,
      },
      // The owner's filing page holds the decision notice.
      ctx.link(`/applications/${review.id}`),
    ),
  });
}
