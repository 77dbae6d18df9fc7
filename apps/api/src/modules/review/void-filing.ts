import { accountLanguage } from '@ir/domain/catalogues.ts';
import { AppError, filingNumber, normalizeEmail, type VoidFilingInput } from '@ir/domain';
import { lockReviews, markVoided } from '../applications/index.ts';
import { enqueueMail, mailBranding, voidedFilingEmail } from '../mail/index.ts';
import { findUserById, mailLanguageOf } from '../users/index.ts';
import { enqueueFilingStatusChanged } from '../webhooks/index.ts';
import { cancelFilingMeeting } from '../meetings/index.ts';
import { recordOwnerEvent } from './owner-events.ts';
import { closeOpenOffer } from '../offers/index.ts';
import { recordReviewEvents } from './record-event.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';

/**
 * POST /super/void (decision 043): an administrator voids a filing that is neither complete
 * nor withdrawn (a batch filed without the owners' say holds their parcels). Under the
 * filing's row lock, which FAR, COMPLETE, assignment and the owner's withdrawal take too, so
 * none of them and a void both win. The status (withdrawn, so the parcel is free again), the
 * void's when, why and who, the timeline entry, the audit row and the e-mails to the filer
 * and the owner are one transaction.
 */
export async function voidFiling(ctx: SignedInContext, input: VoidFilingInput): Promise<void> {
  const muni = ctx.municipality.key;
  await ctx.db.transaction(async (tx) => {
    const [current] = await lockReviews(tx, muni, [input.id]);
    // Another municipality's id does not exist here.
    if (!current) throw new AppError(404, 'unknown_review', 'review.notFound');
    if (current.voidedAt) {
      throw new AppError(409, 'review_withdrawn', 'review.voidAlready');
    }
    if (current.reviewStatus === 'withdrawn') {
      throw new AppError(409, 'review_withdrawn', 'review.voidWithdrawn');
    }
    // A decision was made and mailed: it stands unless an administrator reopens it first.
    if (current.reviewStatus === 'complete') {
      throw new AppError(409, 'review_complete', 'review.voidComplete');
    }

    await markVoided(tx, muni, current.id, { at: ctx.now, reason: input.reason, by: ctx.actor.id });
    await closeOpenOffer(tx, muni, current.id, ctx.now);
    await cancelFilingMeeting(tx, ctx, current.id, recordOwnerEvent);
    const number = filingNumber(current.municipalityKey, current.filingYear, current.id);
    await recordReviewEvents(tx, ctx, [
      {
        applicationId: current.id,
        // The timeline knows withdrawals; `voided` tells this one from an owner's.
        action: 'withdraw',
        auditAction: 'review.void',
        before: { review_status: current.reviewStatus },
        after: {
          review_status: 'withdrawn',
          voided: true,
          void_reason: input.reason,
          filing_number: number,
        },
      },
    ]);

    await enqueueFilingStatusChanged(tx, {
      municipalityKey: muni,
      filerUserId: current.submittedBy,
      at: ctx.now,
      filing: { id: current.id, filingNumber: number, sbl: current.sbl },
      from: current.reviewStatus,
      to: 'withdrawn',
      voided: true,
    });

    const filing = {
      filingNumber: number,
      sbl: current.sbl,
      address: current.fullAddress,
      reason: input.reason,
    };
    // A deleted account has nobody to tell; staff act in their language, the filer reads its own.
    const filer =
      current.submittedBy === null ? undefined : await findUserById(tx, muni, current.submittedBy);
    const filerLanguage = accountLanguage(filer?.language);
    if (filer) {
      await enqueueMail(tx, {
        municipalityKey: muni,
        to: filer.email,
        ...voidedFilingEmail(mailBranding(ctx, filerLanguage), filing, {
          filingLink: ctx.link(`/applications/${current.id}`),
        }),
      });
    }
    const ownerEmail = current.ownerEmail ? normalizeEmail(current.ownerEmail) : null;
    if (ownerEmail && ownerEmail !== filer?.email) {
      // An owner without an account here reads it in the filer's language: the language of
      // the batch's page, which their receipt was written in, is not kept on the filing.
      const ownerLanguage = await mailLanguageOf(tx, muni, { email: ownerEmail }, filerLanguage);
      await enqueueMail(tx, {
        municipalityKey: muni,
        to: ownerEmail,
        ...voidedFilingEmail(mailBranding(ctx, ownerLanguage), filing, 'owner'),
      });
    }
  });
}
