import { AppError, filingNumber, msg } from '@ir/domain';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { findApplicationOfAccount, markWithdrawn } from '../applications/index.ts';
import { audit } from '../audit/index.ts';
import { enqueueMail, mailBranding, withdrawalEmail } from '../mail/index.ts';
import { mailLanguageOf } from '../users/index.ts';
import { recordOwnerEvent } from '../review/index.ts';
import { cancelFilingMeeting } from '../meetings/index.ts';
import { closeOpenOffer } from '../offers/index.ts';
import { enqueueFilingStatusChanged } from '../webhooks/index.ts';

/**
 * POST /applications/withdraw: the owner takes back a filing no reviewer has acted on (still
 * Received). Under the filing's row lock, which FAR, COMPLETE and assignment take too, so a
 * reviewer's action and a withdrawal never both win. The status, the audit row, the review's
 * timeline and the e-mail to the account are one transaction; the parcel is then free to be
 * filed again this year (decision 019).
 */
export async function withdrawApplication(ctx: SignedInContext, id: number): Promise<void> {
  const muni = ctx.municipality.key;
  await ctx.db.transaction(async (tx) => {
    const found = await findApplicationOfAccount(tx, muni, ctx.actor.id, id, 'for update');
    if (!found) throw new AppError(404, 'not_found', 'applications.notFound');
    const a = found.application;
    if (a.reviewStatus !== 'incomplete') {
      throw new AppError(
        409,
        'review_acted',
        msg('applications.cannotWithdraw', { phone: ctx.firm.phone }),
      );
    }
    await markWithdrawn(tx, id, ctx.now);
    await closeOpenOffer(tx, muni, id, ctx.now);
    await cancelFilingMeeting(tx, ctx, id, recordOwnerEvent);
    const number = filingNumber(a.municipalityKey, a.filingYear, a.id);
    await audit(tx, {
      municipalityKey: muni,
      actorUserId: ctx.actor.id,
      action: 'application.withdraw',
      target: { type: 'application', id },
      before: { review_status: 'incomplete' },
      after: { review_status: 'withdrawn', filingNumber: number },
      requestId: ctx.requestId,
    });
    await recordOwnerEvent(tx, {
      municipalityKey: muni,
      applicationId: id,
      owner: { id: ctx.actor.id, email: ctx.actor.email },
      at: ctx.now,
      action: 'withdraw',
      after: { review_status: 'withdrawn' },
    });
    // A representative's webhooks hear of it, as they hear of staff's changes.
    await enqueueFilingStatusChanged(tx, {
      municipalityKey: muni,
      filerUserId: a.submittedBy,
      at: ctx.now,
      filing: { id, filingNumber: number, sbl: a.sbl },
      from: 'incomplete',
      to: 'withdrawn',
    });
    const language = await mailLanguageOf(tx, muni, { id: ctx.actor.id }, ctx.language);
    await enqueueMail(tx, {
      municipalityKey: muni,
      to: ctx.actor.email,
      ...withdrawalEmail(
        mailBranding(ctx, language),
        { filingNumber: number, sbl: a.sbl, address: a.fullAddress },
        ctx.link('/applications'),
      ),
    });
  });
}
