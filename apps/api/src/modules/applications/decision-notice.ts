import {
  AppError,
  can,
  type DecisionReason,
  filingNumber,
  formatInstant,
  formatLongDate,
  formatText,
  formatWeekdayDate,
  type Language,
  LOCALES,
} from '@ir/domain';
import { catalogueFor } from '@ir/domain/catalogues.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { type PdfBlock, type PdfDocument, renderPdf, type Space } from '../../plugins/pdf.ts';
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
    /** A letter's date (YYYY-MM-DD): "November 28, 2026", "28 de noviembre de 2026". */
    date: (isoDate: string) => formatLongDate(isoDate, locale),
    /** An equalization rate in percent: "85.5%", "85,5 %" as the language writes it. */
    percent: (rate: number) =>
      new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
        rate / 100,
      ),
    instant: (at: Date | string) => formatInstant(at, 'long', locale),
  };
}

/** The assessor a municipality's documents name; each part is null when it is not set. */
export interface Assessor {
  name: string | null;
  address: string | null;
  phone: string | null;
}

/** The municipality's assessor as its settings have them. */
export function assessorOf(m: SignedInContext['municipality']): Assessor {
  return {
    name: m.assessorName ?? null,
    address: m.assessorAddress ?? null,
    phone: m.assessorPhone ?? null,
  };
}

/** The lines of a mailing address: street, second line, "City, ST ZIP"; empty parts left out. */
export function mailingLines(p: {
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}): string[] {
  const place = [p.city?.trim(), [p.state?.trim(), p.zip?.trim()].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [p.address1?.trim(), p.address2?.trim(), place].filter((line): line is string =>
    Boolean(line),
  );
}

/** What the notice says: a letter to the owner about the filing, the values and the decision. */
export interface DecisionNotice {
  municipality: {
    displayName: string;
    website: string;
    grievanceDay: string | null;
    assessor: Assessor;
  };
  firm: { name: string; phone: string; website: string };
  /** The window of the envelope: the owner's name, then their mailing address's lines. */
  mailTo: string[];
  /** The date the letter bears (YYYY-MM-DD, New York's day of the decision). */
  noticeDate: string;
  rollYear: number;
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
  const owner = `${a.ownerFirstName} ${a.ownerLastName}`.trim();
  return renderPdf(
    decisionNoticeDocument({
      municipality: {
        displayName: ctx.municipality.displayName,
        website: ctx.municipality.website,
        grievanceDay: responseWindow(ctx.municipality, a.filingYear, ctx.now).grievanceDay,
        assessor: assessorOf(ctx.municipality),
      },
      firm: ctx.firm,
      mailTo: [
        owner,
        ...mailingLines({
          address1: a.ownerAddress1,
          address2: a.ownerAddress2,
          city: a.ownerCity,
          state: a.ownerState,
          zip: a.ownerZip,
        }),
      ],
      // The day the decision was made, as New York's calendar had it.
      noticeDate: formatInstant(row.reviewedAt ?? ctx.now, 'csv').slice(0, 10),
      rollYear: a.filingYear,
      filingNumber: filingNumber(a.municipalityKey, a.filingYear, a.id),
      sbl: a.sbl,
      address: a.fullAddress,
      owner,
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
    {
      accessiblePage: ctx.link(`/applications/${id}`),
      // A letter opens with its letterhead and the window's address (decision 049).
      accessibleVersionIn: 'footer',
    },
  );
}

/**
 * Where a #10 window envelope shows the letter's address, in points from the page's top left:
 * its window (4½ × 1⅛ in) sits ⅞ in from the left edge, and a letter folded in three shows
 * from about 2¼ in to 3⅓ in of its top third, however it slides in the envelope. The address
 * starts 1 in from the left and 2¼ in from the top, 4 in wide: the owner's name and at most
 * three lines of address (street, second line, city), 10 points high, end by 3 in.
 */
export const WINDOW_ADDRESS = { x: 72, y: 162, width: 288 } as const;

/** Where the letter's text starts: below the window, 3¼ in from the top. */
const BODY_TOP = 234;

/** The notice laid out as a letter: letterhead, the window's address, date, facts, values, reason, what next, signature. */
export function decisionNoticeDocument(notice: DecisionNotice): PdfDocument {
  const { d, notice: words, t, dollars, day, date, instant } = documentWords(notice.language);
  const assessor = notice.municipality.assessor;
  const municipality = notice.municipality.displayName;
  const grievanceDay = notice.municipality.grievanceDay
    ? day(notice.municipality.grievanceDay)
    : null;
  const website = notice.municipality.website;
  // The office's lines, each left out when its setting is empty.
  const office = [assessor.address, assessor.phone].filter(Boolean).join(' · ');
  const paragraph = (text: string, space?: Space): PdfBlock => ({
    type: 'paragraph',
    text,
    ...(space && { space }),
  });
  return {
    title: t(d.notice.title, { number: notice.filingNumber }),
    author: notice.firm.name,
    language: notice.language,
    // Room at the foot for the accessible version's line and the page numbers.
    bottomMargin: 72,
    blocks: [
      {
        type: 'group',
        at: { x: 54, y: 54 },
        blocks: [
          { type: 'paragraph', text: municipality, style: 'letterhead' },
          ...(assessor.name
            ? [
                {
                  type: 'paragraph',
                  text: t(d.notice.assessor, { name: assessor.name }),
                  style: 'address',
                } as const,
              ]
            : []),
          ...(office ? [{ type: 'paragraph', text: office, style: 'address' } as const] : []),
          {
            type: 'paragraph',
            text: t(d.notice.reviewBy, {
              firm: `${notice.firm.name} · ${notice.firm.phone} · ${notice.firm.website}`,
            }),
            style: 'small',
            space: [2, 0],
          },
        ],
      },
      {
        type: 'group',
        at: WINDOW_ADDRESS,
        blocks: [{ type: 'paragraph', text: notice.mailTo.join('\n'), style: 'address' }],
      },
      paragraph(date(notice.noticeDate), [BODY_TOP - 54, 12]),
      { type: 'heading', level: 1, text: d.notice.heading },
      {
        type: 'facts',
        rows: [
          [d.terms.filing, notice.filingNumber],
          [d.terms.property, t(d.propertyWithSbl, { address: notice.address, sbl: notice.sbl })],
          [d.terms.owner, notice.owner],
          [d.terms.rollYear, String(notice.rollYear)],
          [d.terms.decided, notice.decidedAt ? instant(notice.decidedAt) : '-'],
        ],
        space: [0, 8],
      },
      {
        type: 'table',
        header: [d.terms.assessedValue, d.notice.before, d.notice.after],
        rows: [
          [d.terms.total, dollars(notice.before.total), dollars(notice.after.total)],
          [d.terms.land, dollars(notice.before.land), dollars(notice.after.land)],
        ],
        widths: ['*', 'auto', 'auto'],
        space: [0, 8],
      },
      { type: 'heading', level: 2, text: d.notice.reasonHeading },
      paragraph(notice.reason ? words.reasons[notice.reason] : d.notGiven, [0, 6]),
      ...(notice.explanation
        ? [
            { type: 'heading', level: 3, text: d.notice.reviewerWords, space: [0, 2] } as const,
            paragraph(notice.explanation, [0, 8]),
          ]
        : []),
      { type: 'heading', level: 2, text: d.notice.nextHeading },
      {
        type: 'list',
        items: [
          grievanceDay ? t(d.notice.acceptOn, { day: grievanceDay }) : t(d.notice.accept),
          grievanceDay
            ? t(words.grieveBy, { date: grievanceDay })
            : t(d.notice.disagree, { website }),
          t(d.scar),
          t(d.questions, { phone: notice.firm.phone }),
        ].map((text) => ({ text })),
      },
      {
        type: 'group',
        blocks: [
          paragraph(d.notice.signOff, [8, 4]),
          ...(assessor.name
            ? [paragraph(assessor.name), paragraph(t(d.notice.assessorOf, { municipality }))]
            : [paragraph(t(d.notice.officeOf, { municipality }))]),
        ],
      },
    ],
    footer: (page, pages) => [
      t(d.notice.footer, { number: notice.filingNumber, page: String(page), pages: String(pages) }),
    ],
    footerAlign: 'center',
  };
}

/** The municipality's name over the firm's, at the top of each of its documents. */
export function letterhead(
  municipality: string,
  firm: { name: string; phone: string; website: string },
): PdfBlock {
  return {
    type: 'group',
    blocks: [
      { type: 'paragraph', text: municipality, style: 'letterhead' },
      {
        type: 'paragraph',
        text: `${firm.name} · ${firm.phone} · ${firm.website}`,
        style: 'small',
        space: [0, 18],
      },
    ],
  };
}
