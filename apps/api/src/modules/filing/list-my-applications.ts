import type { MyApplicationRow, OwnerResponse, ReviewStatus } from '@ir/domain';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { listApplicationsOf, responseWindow } from '../applications/index.ts';

/**
 * GET /applications/view: the signed-in account's applications here, newest first, each with
 * its status and, once complete, the outcome and the owner's answer, or, while the decision
 * awaits one and answers are open, the last day to give it (its roll's Grievance Day); a
 * voided one with why (decision 043).
 */
export async function listMyApplications(ctx: SignedInContext): Promise<MyApplicationRow[]> {
  const rows = await listApplicationsOf(ctx.db, ctx.municipality.key, ctx.actor.id);
  return rows.map((r) => {
    const complete = r.reviewStatus === 'complete';
    // The database's check constraint allows only the two answers.
    const answer = (r.answer as OwnerResponse | null) ?? null;
    const window = responseWindow(ctx.municipality, r.filingYear, ctx.now);
    return [
      r.sbl,
      r.submittedAt.toISOString(),
      r.desiredValue,
      r.locStNbr,
      r.locPrefixDir,
      r.locStName,
      r.locMailStSuff,
      r.locUnit,
      // The database's check constraint allows only the three statuses.
      r.reviewStatus as ReviewStatus,
      // Only a completed review has decided anything the applicant should read as the outcome.
      complete
        ? { received_total_value: r.receivedTotalValue, assessed_total_value: r.assessedTotalValue }
        : null,
      r.id,
      r.voidedAt ? { voided_at: r.voidedAt.toISOString(), reason: r.voidReason ?? '' } : null,
      answer,
      // The filing's page offers the answer on the same terms (responseOpen).
      complete && !answer && window.open ? { answer_by: window.grievanceDay } : null,
    ];
  });
}
