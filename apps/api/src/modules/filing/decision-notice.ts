import type { PdfContent, PdfDocument } from 'pdfmake';
import {
  AppError,
  can,
  DECISION_REASONS,
  filingNumber,
  formatInstant,
  MESSAGES,
  type DecisionReason,
} from '@ir/domain';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { renderPdf } from '../../plugins/pdf.ts';
import { findDecidedApplication } from './repository.ts';
import { responseWindow } from './respond-to-decision.ts';

const DOLLARS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
export const dollars = (value: number | null) =>
  value === null ? 'not on record' : DOLLARS.format(value);
export const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** What the notice says: the filing, the values, the decision and its date. */
export interface DecisionNotice {
  municipality: { displayName: string; website: string; grievanceDay: string | null };
  firm: { name: string; phone: string; website: string };
  filingNumber: string;
  sbl: string;
  address: string;
  owner: string;
  before: { total: number | null; land: number | null };
  after: { total: number | null; land: number | null };
  reason: DecisionReason | null;
  explanation: string;
  decidedAt: Date | null;
}

export type ReadableDecision = NonNullable<Awaited<ReturnType<typeof findDecidedApplication>>>;

/**
 * A completed review of this municipality, with the owner's answer, when the actor may read
 * its documents: the owner who filed it, and this municipality's staff and town. Anyone else,
 * another municipality's id, a guessed one and a review not complete find nothing, so the
 * documents' routes answer all of them with the same 404.
 */
export async function findReadableDecision(
  ctx: SignedInContext,
  id: number,
): Promise<ReadableDecision | undefined> {
  const row = await findDecidedApplication(ctx.db, ctx.municipality.key, id);
  if (!row || row.application.reviewStatus !== 'complete') return undefined;
  const mayRead =
    row.application.submittedBy === ctx.actor.id ||
    can(ctx.actor.role, 'review:list') ||
    can(ctx.actor.role, 'town:dashboard');
  return mayRead ? row : undefined;
}

/** GET /applications/{id}/notice.pdf: the decision notice of a completed review. */
export async function decisionNoticePdf(ctx: SignedInContext, id: number): Promise<Buffer> {
  const row = await findReadableDecision(ctx, id);
  if (!row) throw new AppError(404, 'not_found', MESSAGES.applications.noNotice);
  const a = row.application;
  return renderPdf(
    decisionNoticeDocument({
      municipality: {
        displayName: ctx.municipality.displayName,
        website: ctx.municipality.website,
        grievanceDay: responseWindow(ctx.municipality, a.filingYear, ctx.now).grievanceDay,
      },
      firm: ctx.firm,
      filingNumber: filingNumber(a.municipalityKey, a.filingYear, a.id),
      sbl: a.sbl,
      address: a.fullAddress,
      owner: `${a.ownerFirstName} ${a.ownerLastName}`,
      before: { total: a.receivedTotalValue, land: a.receivedLandValue },
      after: {
        total: row.assessedTotalValue ?? a.receivedTotalValue,
        land: row.assessedLandValue ?? a.receivedLandValue,
      },
      reason: (row.decisionReason as DecisionReason | null) ?? null,
      explanation: row.decisionExplanation ?? '',
      decidedAt: row.reviewedAt,
    }),
    { accessiblePage: ctx.link(`/applications/${id}`) },
  );
}

/** The notice laid out on a letter page: letterhead, facts, values, reason, what next. */
export function decisionNoticeDocument(notice: DecisionNotice): PdfDocument {
  const grievanceDay = notice.municipality.grievanceDay
    ? LONG_DATE.format(new Date(`${notice.municipality.grievanceDay}T00:00:00Z`))
    : null;
  const facts = {
    table: {
      widths: ['auto', '*'],
      body: [
        ['Filing', notice.filingNumber],
        ['Property', `${notice.address} (SBL ${notice.sbl})`],
        ['Owner', notice.owner],
        ['Decided', notice.decidedAt ? formatInstant(notice.decidedAt, 'long') : '-'],
      ].map(([term, value]) => [{ text: term ?? '', bold: true }, value ?? '']),
    },
    layout: 'noBorders',
    margin: [0, 0, 0, 12],
  };
  const values = {
    table: {
      headerRows: 1,
      widths: ['*', 'auto', 'auto'],
      body: [
        [
          { text: 'Assessed value', bold: true },
          { text: 'Before', bold: true },
          { text: 'After the review', bold: true },
        ],
        ['Total', dollars(notice.before.total), dollars(notice.after.total)],
        ['Land', dollars(notice.before.land), dollars(notice.after.land)],
      ],
    },
    margin: [0, 0, 0, 12],
  };
  return {
    info: { title: `Decision notice ${notice.filingNumber}`, author: notice.firm.name },
    content: [
      ...letterhead(notice.municipality.displayName, notice.firm),
      { text: 'Informal Review Decision Notice', style: 'title' },
      facts,
      values,
      { text: 'Reason for the decision', style: 'heading' },
      { text: notice.reason ? DECISION_REASONS[notice.reason] : 'Not given', margin: [0, 0, 0, 6] },
      ...(notice.explanation ? [{ text: notice.explanation, margin: [0, 0, 0, 12] }] : []),
      { text: 'What happens next', style: 'heading' },
      {
        ul: [
          grievanceDay
            ? `If you agree with the new value, accept it on your filing's page under My Applications by the end of Grievance Day, ${grievanceDay}: you sign an agreement and need not file a grievance.`
            : "If you agree with the new value, accept it on your filing's page under My Applications before Grievance Day: you sign an agreement and need not file a grievance.",
          grievanceDay
            ? `If you still disagree, you may file a formal grievance (form RP-524) with the Board of Assessment Review on or before Grievance Day, ${grievanceDay}. Bring this notice, your evidence and the signed form.`
            : `If you still disagree, you may file a formal grievance (form RP-524) with the Board of Assessment Review on or before Grievance Day; the assessor's office (${notice.municipality.website}) has this year's date. Bring this notice, your evidence and the signed form.`,
          'If the Board does not change the assessment, you may then ask for small claims assessment review (SCAR) in court.',
          `Questions: call ${notice.firm.phone}.`,
        ],
      },
    ],
    styles: PDF_STYLES,
  };
}

/** The municipality's name over the firm's, at the top of each of its documents. */
export function letterhead(
  municipality: string,
  firm: { name: string; phone: string; website: string },
): PdfContent[] {
  return [
    { text: municipality, style: 'letterhead' },
    {
      text: `${firm.name} · ${firm.phone} · ${firm.website}`,
      style: 'small',
      margin: [0, 0, 0, 18],
    },
  ];
}

/** The styles the documents' parts name. */
export const PDF_STYLES: NonNullable<PdfDocument['styles']> = {
  letterhead: { fontSize: 16, bold: true },
  title: { fontSize: 14, bold: true, margin: [0, 0, 0, 12] },
  heading: { fontSize: 12, bold: true, margin: [0, 6, 0, 4] },
  small: { fontSize: 9, color: '#4b5563' },
};
