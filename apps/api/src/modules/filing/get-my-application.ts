import {
  AppError,
  type DecisionReason,
  filingNumber,
  type MyApplication,
  type OwnerResponse,
  type ReviewStatus,
} from '@ir/domain';
import { reviewStages } from '../review/index.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import {
  filingPeople,
  findApplicationOfAccount,
  responseWindow,
  type FilingPerson,
} from '../applications/index.ts';
import { listFiledFiles } from '../uploads/index.ts';
import { ownerOfferOf } from '../offers/index.ts';

/**
 * GET /applications/{id}: one of the account's filings here, as submitted, with its files and
 * the dates of its review's stages. Another account's filing, another municipality's and an id
 * that does not exist are the same 404, so an id tells a stranger nothing.
 */
export async function getMyApplication(ctx: SignedInContext, id: number): Promise<MyApplication> {
  const muni = ctx.municipality.key;
  const found = await findApplicationOfAccount(ctx.db, muni, ctx.actor.id, id);
  if (!found) throw new AppError(404, 'not_found', 'applications.notFound');
  const {
    application: a,
    assessedTotalValue,
    decisionReason,
    decisionExplanation,
    response,
  } = found;
  const [files, stages, offer] = await Promise.all([
    listFiledFiles(ctx.db, muni, a.id),
    reviewStages(ctx.db, muni, a.id),
    ownerOfferOf(ctx.db, muni, a.id),
  ]);
  const window = responseWindow(ctx.municipality, a.filingYear, ctx.now);
  // The database's check constraint allows only the four statuses.
  const status = a.reviewStatus as ReviewStatus;
  const people = filingPeople(a);
  // This contract names the ZIP code `zipCode`.
  const person = ({ zip, ...rest }: FilingPerson) => ({ ...rest, zipCode: zip });
  return {
    id: a.id,
    filingNumber: filingNumber(a.municipalityKey, a.filingYear, a.id),
    sbl: a.sbl,
    address: a.fullAddress,
    assessedValue: a.receivedTotalValue,
    landValue: a.receivedLandValue,
    desiredValue: a.desiredValue,
    reason: a.reason,
    valueComments: a.comments,
    owner: person(people.owner),
    applicant: people.applicant && person(people.applicant),
    comps: a.comps,
    files: files.map((f) => ({ ...f, uploadedAt: f.uploadedAt.toISOString() })),
    status,
    // Why the assessor's office voided it, never who (decision 043).
    voided: a.voidedAt ? { voided_at: a.voidedAt.toISOString(), reason: a.voidReason ?? '' } : null,
    // Only a completed review has decided anything the owner should read as the outcome.
    outcome:
      status === 'complete'
        ? { received_total_value: a.receivedTotalValue, assessed_total_value: assessedTotalValue }
        : null,
    timeline: {
      received: a.submittedAt.toISOString(),
      inReview: stages.inReview?.toISOString() ?? null,
      furtherReview: stages.furtherReview?.toISOString() ?? null,
      completed: status === 'complete' ? (stages.completed?.toISOString() ?? null) : null,
      withdrawn: a.withdrawnAt?.toISOString() ?? null,
    },
    decision:
      status === 'complete'
        ? {
            reason: (decisionReason as DecisionReason | null) ?? null,
            explanation: decisionExplanation ?? '',
          }
        : null,
    grievanceDay: window.grievanceDay,
    response: response
      ? {
          decision: response.decision as OwnerResponse,
          name: response.name,
          respondedAt: response.respondedAt.toISOString(),
        }
      : null,
    respondBy: window.closesAt?.toISOString() ?? null,
    responseOpen: status === 'complete' && !response && window.open,
    offer,
  };
}
