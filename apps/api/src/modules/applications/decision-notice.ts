import type { PdfContent, PdfDocument } from 'pdfmake';
import {
  AppError,
  can,
  type DecisionReason,
  filingNumber,
  formatInstant,
  formatText,
  formatWeekdayDate,
  type Language,
  LOCALES,
} from '@ir/domain';
import { catalogueFor } from '@ir/domain/catalogues.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { renderPdf } from '../../plugins/pdf.ts';
import { findDecidedApplication } from './filings-repository.ts';
import { responseWindow } from './response-window.ts';

/**
 * What the owner's documents write in their language: the catalogue's `documents` texts, ICU
 * formatting, whole dollars, and dates (decision 040). What the owner typed is left as typed.
 */
export function documentWords(language: Language) {
  const locale = LOCALES[language];
  const money = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });
  const catalogue = catalogueFor(language);
  const d = catalogue.documents;
  return {
    d,
    /** The filing page's words the documents share: the decision's reasons, what comes next. */
    notice: catalogue.applications.notice,
    t: (template: string, values: Record<string, string | number> = {}) =>
      formatText(language, template, values),
    dollars: (value: number | null) => (value === null ? d.notOnRecord : money.format(value)),
    /** A Grievance Day (YYYY-MM-DD) with its weekday. */
    day: (isoDate: string) => formatWeekdayDate(isoDate, locale),
    instant: (at: Date | string) => formatInstant(at, 'long', locale),
  };
}

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
  /** The language of the request that downloads it: the page's (decision 040). */
  language: Language;
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
  if (!row) throw new AppError(404, 'not_found', 'applications.noNotice');
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
      language: ctx.language,
    }),
    { accessiblePage: ctx.link(`/applications/${id}`), language: ctx.language },
  );
}

/** The notice laid out on a letter page: letterhead, facts, values, reason, what next. */
export function decisionNoticeDocument(notice: DecisionNotice): PdfDocument {
  const { d, notice: words, t, dollars, day, instant } = documentWords(notice.language);
  const grievanceDay = notice.municipality.grievanceDay
    ? day(notice.municipality.grievanceDay)
    : null;
  const facts = {
    table: {
      widths: ['auto', '*'],
      body: [
        [d.terms.filing, notice.filingNumber],
        [d.terms.property, t(d.propertyWithSbl, { address: notice.address, sbl: notice.sbl })],
        [d.terms.owner, notice.owner],
        [d.terms.decided, notice.decidedAt ? instant(notice.decidedAt) : '-'],
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
          { text: d.terms.assessedValue, bold: true },
          { text: d.notice.before, bold: true },
          { text: d.notice.after, bold: true },
        ],
        [d.terms.total, dollars(notice.before.total), dollars(notice.after.total)],
        [d.terms.land, dollars(notice.before.land), dollars(notice.after.land)],
      ],
    },
    margin: [0, 0, 0, 12],
  };
  const website = notice.municipality.website;
  return {
    info: { title: t(d.notice.title, { number: notice.filingNumber }), author: notice.firm.name },
    content: [
      ...letterhead(notice.municipality.displayName, notice.firm),
      { text: d.notice.heading, style: 'title' },
      facts,
      values,
      { text: d.notice.reasonHeading, style: 'heading' },
      {
        text: notice.reason ? words.reasons[notice.reason] : d.notGiven,
        margin: [0, 0, 0, 6],
      },
      ...(notice.explanation
        ? [
            { text: d.notice.reviewerWords, bold: true, margin: [0, 0, 0, 2] },
            { text: notice.explanation, margin: [0, 0, 0, 12] },
          ]
        : []),
      { text: d.notice.nextHeading, style: 'heading' },
      {
        ul: [
          grievanceDay ? t(d.notice.acceptOn, { day: grievanceDay }) : t(d.notice.accept),
          grievanceDay
            ? t(words.grieveBy, { date: grievanceDay })
            : t(d.notice.disagree, { website }),
          t(d.scar),
          t(d.questions, { phone: notice.firm.phone }),
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
