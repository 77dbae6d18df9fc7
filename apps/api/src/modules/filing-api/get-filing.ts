import {
  API_BASE_PATH,
  API_FILING_DOCUMENTS,
  type ApiFiling,
  type ApiFilingDocumentKind,
  AppError,
} from '@ir/domain';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { agreementPdf, decisionNoticePdf, grievancePacketPdf } from '../applications/index.ts';
import { getMyApplication } from '../filing/index.ts';

/**
 * GET /v1/filings/{filing_number} (decision 053): one of the account's filings, read as its
 * owner's page reads it (the same service), in the API's names. The number names the
 * municipality, the roll year and the id: a number of another municipality, another account's
 * filing or a wrong year are the same 404.
 */
export async function getFiling(ctx: SignedInContext, number: string): Promise<ApiFiling> {
  const filing = await accountFiling(ctx, number);
  // The key opens them too: the same services, under /v1 (filingDocumentPdf).
  const link = (kind: ApiFilingDocumentKind) => ({
    kind,
    url: ctx.link(`${API_BASE_PATH}/v1/filings/${number}/${API_FILING_DOCUMENTS[kind]}`),
  });
  const documents: ApiFiling['documents'] = [];
  if (filing.status === 'complete') documents.push(link('decision_notice'));
  if (filing.response?.decision === 'accept') documents.push(link('agreement'));
  if (filing.response?.decision === 'disagree') documents.push(link('grievance_packet'));
  const offer = filing.offer;
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
    offer: offer && {
      number: offer.number,
      status: offer.status,
      offered_total_value: offer.offered_total_value,
      offered_land_value: offer.offered_land_value,
      reason: offer.decision_reason,
      explanation: offer.decision_explanation,
      sent_at: offer.sent_at,
      respond_by: offer.respond_by,
      meeting_requested: offer.meeting_requested,
      counter_value: offer.counter_value,
      responded_at: offer.responded_at,
    },
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

const DOCUMENT_PDFS = {
  decision_notice: decisionNoticePdf,
  agreement: agreementPdf,
  grievance_packet: grievancePacketPdf,
} as const;

/**
 * GET /v1/filings/{filing_number}/notice.pdf, agreement.pdf and grievance.pdf: the owner's
 * pages' documents of one of the account's filings, by the same services (which answer 404
 * for a document that does not exist yet), in `language`.
 */
export async function filingDocumentPdf(
  ctx: SignedInContext,
  number: string,
  kind: ApiFilingDocumentKind,
  language: SignedInContext['language'],
): Promise<{ pdf: Buffer; filename: string }> {
  const filing = await accountFiling(ctx, number);
  const pdf = await DOCUMENT_PDFS[kind]({ ...ctx, language }, filing.id);
  return { pdf, filename: `${number}-${API_FILING_DOCUMENTS[kind]}` };
}

/**
 * The account's filing of that number here, read through the owner's own service; a number
 * of another municipality, another account's filing or a wrong year are the same 404.
 */
async function accountFiling(ctx: SignedInContext, number: string) {
  const id = idOf(ctx, number);
  const filing = id === undefined ? undefined : await ownFiling(ctx, id);
  if (!filing || filing.filingNumber !== number) {
    throw new AppError(404, 'not_found', 'applications.notFound');
  }
  return filing;
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
