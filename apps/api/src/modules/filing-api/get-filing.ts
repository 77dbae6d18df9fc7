import { API_BASE_PATH, type ApiFiling, AppError } from '@ir/domain';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { getMyApplication } from '../filing/index.ts';

/**
 * GET /v1/filings/{filing_number} (decision 053): one of the account's filings, read as its
 * owner's page reads it (the same service), in the API's names. The number names the
 * municipality, the roll year and the id: a number of another municipality, another account's
 * filing or a wrong year are the same 404.
 */
export async function getFiling(ctx: SignedInContext, number: string): Promise<ApiFiling> {
  const id = idOf(ctx, number);
  const filing = id === undefined ? undefined : await ownFiling(ctx, id);
  if (!filing || filing.filingNumber !== number) {
    throw new AppError(404, 'not_found', 'applications.notFound');
  }
  const link = (document: string) =>
    ctx.link(`${API_BASE_PATH}/applications/${filing.id}/${document}`);
  const documents: ApiFiling['documents'] = [];
  if (filing.status === 'complete') {
    documents.push({ kind: 'decision_notice', url: link('notice.pdf') });
  }
  if (filing.response?.decision === 'accept') {
    documents.push({ kind: 'agreement', url: link('agreement.pdf') });
  }
  if (filing.response?.decision === 'disagree') {
    documents.push({ kind: 'grievance_packet', url: link('grievance.pdf') });
  }
  return {
    id: filing.id,
    filing_number: filing.filingNumber,
    sbl: filing.sbl,
    address: filing.address,
    status: filing.status,
    values: {
      received_total_value: filing.assessedValue,
      received_land_value: filing.landValue,
      requested_value: filing.desiredValue,
    },
    decision:
      filing.decision && filing.outcome
        ? {
            assessed_total_value: filing.outcome.assessed_total_value,
            reason: filing.decision.reason,
            explanation: filing.decision.explanation,
          }
        : null,
    response: filing.response && {
      decision: filing.response.decision,
      responded_at: filing.response.respondedAt,
    },
    voided: filing.voided,
    dates: {
      submitted_at: filing.timeline.received,
      in_review_at: filing.timeline.inReview,
      further_review_at: filing.timeline.furtherReview,
      completed_at: filing.timeline.completed,
      withdrawn_at: filing.timeline.withdrawn,
      respond_by: filing.respondBy,
    },
    files: filing.files.map((file) => ({ name: file.name, size: file.size })),
    documents,
  };
}

/** The id a filing number of this municipality carries. */
function idOf(ctx: SignedInContext, number: string): number | undefined {
  const prefix = `${ctx.municipality.key.toUpperCase()}-`;
  if (!number.startsWith(prefix)) return undefined;
  const id = Number(number.slice(prefix.length).split('-')[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

async function ownFiling(ctx: SignedInContext, id: number) {
  try {
    return await getMyApplication(ctx, id);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return undefined;
    throw error;
  }
}
