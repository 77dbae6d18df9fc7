import type { PdfContent, PdfDocument } from 'pdfmake';
import {
  AppError,
  type DecisionReason,
  filingNumber,
  type Language,
  type Reason,
  REASON_CODES,
} from '@ir/domain';
import { catalogueFor } from '@ir/domain/catalogues.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { renderPdf } from '../../plugins/pdf.ts';
import { listParcelsWithLatestSale } from '../properties/index.ts';
import {
  documentWords,
  findReadableDecision,
  letterhead,
  PDF_STYLES,
  type ReadableDecision,
} from './decision-notice.ts';
import { responseWindow } from './response-window.ts';
import type { SignedValues } from './signed-values.ts';

type Firm = SignedInContext['firm'];

/**
 * GET /applications/{id}/agreement.pdf: the "Agreement to the assessed value" of an owner who
 * accepted the decision, as they signed it. For that owner, and this municipality's staff and
 * town; anything else (no acceptance, someone else's filing) is the same 404.
 */
export async function agreementPdf(ctx: SignedInContext, id: number): Promise<Buffer> {
  const row = await findReadableDecision(ctx, id);
  if (row?.response?.decision !== 'accept') {
    throw new AppError(404, 'not_found', 'response.noAgreement');
  }
  return renderPdf(
    agreementDocument(ctx.municipality.displayName, ctx.firm, row, row.response, ctx.language),
    { accessiblePage: ctx.link(`/applications/${id}`), language: ctx.language },
  );
}

/**
 * GET /applications/{id}/grievance.pdf: the grievance packet of an owner who disagreed,
 * filled in from the filing in the order of form RP-524's parts. For that owner, and this
 * municipality's staff and town; anything else is the same 404.
 */
export async function grievancePacketPdf(ctx: SignedInContext, id: number): Promise<Buffer> {
  const row = await findReadableDecision(ctx, id);
  if (row?.response?.decision !== 'disagree') {
    throw new AppError(404, 'not_found', 'response.noPacket');
  }
  const a = row.application;
  const comps = await listParcelsWithLatestSale(ctx.db, ctx.municipality.key, a.comps);
  const bySbl = new Map(comps.map((c) => [c.sbl, c]));
  return renderPdf(
    grievancePacketDocument({
      municipality: ctx.municipality.displayName,
      grievanceDay: responseWindow(ctx.municipality, a.filingYear, ctx.now).grievanceDay,
      equalization: equalizationOf(ctx.municipality),
      firm: ctx.firm,
      language: ctx.language,
      decision: row,
      comps: a.comps.map((sbl) => {
        const c = bySbl.get(sbl);
        const address = c
          ? [c.locPrefixDir, c.locStNbr, c.locStName, c.locMailStSuff].filter(Boolean).join(' ')
          : '';
        return {
          sbl,
          address,
          saleDate: c?.saleDate ?? null,
          salePrice: c?.salePrice ?? null,
        };
      }),
    }),
    { accessiblePage: ctx.link(`/applications/${id}`), language: ctx.language },
  );
}

type Response = NonNullable<ReadableDecision['response']>;

/** The municipality's equalization rate with its year, when both are set. */
export function equalizationOf(
  m: SignedInContext['municipality'],
): GrievancePacket['equalization'] {
  return m.equalizationRate !== undefined && m.equalizationRateYear !== undefined
    ? { rate: m.equalizationRate, year: m.equalizationRateYear }
    : null;
}

/**
 * The full market value an assessment implies at an equalization rate in percent: the
 * assessment divided by the rate, in whole dollars (RP-524's "full value"). Null without either.
 */
export function impliedFullValue(assessment: number | null, rate: number | null): number | null {
  if (assessment === null || rate === null || !(rate > 0)) return null;
  return Math.round((assessment * 100) / rate);
}

const table = (rows: [string, string][], margin: number[] = [0, 0, 0, 10]): PdfContent => ({
  table: {
    widths: [150, '*'],
    // A label and its value stay on one page.
    dontBreakRows: true,
    body: rows.map(([term, value]) => [{ text: term, bold: true }, value]),
  },
  layout: 'noBorders',
  margin,
});

/** The agreement: the parties, the agreed values, the owner's signature and the assessor's. */
export function agreementDocument(
  municipality: string,
  firm: Firm,
  decision: ReadableDecision,
  response: Response,
  language: Language,
): PdfDocument {
  const { d, t, dollars, instant } = documentWords(language);
  const g = d.agreement;
  // What the owner signed, not the review as it may read now.
  const signed = response.values as SignedValues;
  const a = decision.application;
  return {
    info: { title: t(g.title, { number: signed.filingNumber }), author: firm.name },
    content: [
      ...letterhead(municipality, firm),
      { text: g.heading, style: 'title' },
      table([
        [d.terms.informalReview, signed.filingNumber],
        [d.terms.property, t(d.propertyWithSbl, { address: signed.address, sbl: signed.sbl })],
        [d.terms.propertyClass, a.propClass ?? '-'],
        [d.terms.rollYear, String(a.filingYear)],
        [d.terms.owner, `${a.ownerFirstName} ${a.ownerLastName}`],
      ]),
      {
        table: {
          headerRows: 1,
          widths: ['*', 'auto', 'auto'],
          body: [
            [
              { text: d.terms.assessedValue, bold: true },
              { text: g.tentativeRoll, bold: true },
              { text: g.agreed, bold: true },
            ],
            [d.terms.total, dollars(signed.receivedTotalValue), dollars(signed.assessedTotalValue)],
            [d.terms.land, dollars(signed.receivedLandValue), dollars(signed.assessedLandValue)],
          ],
        },
        margin: [0, 0, 0, 12],
      },
      {
        text: t(g.text, { municipality }),
        margin: [0, 0, 0, 18],
      },
      {
        columns: [
          [
            { text: g.ownerSignature, style: 'heading' },
            { text: t(g.signedBy, { name: response.signatureName }) },
            { text: instant(response.respondedAt) },
          ],
          [
            { text: g.assessorSignature, style: 'heading' },
            { text: '\n\n______________________________' },
            { text: g.assessor },
            { text: `\n${g.date}` },
          ],
        ],
        columnGap: 24,
      },
    ],
    // The record's number and hash tie the page to the stored answer, which also keeps the
    // address it came from; the printed page does not show that address (decision 049).
    footer: () => ({
      text: t(g.verification, { number: signed.filingNumber, hash: response.valuesHash }),
      style: 'small',
      margin: [54, 12, 54, 0],
    }),
    styles: PDF_STYLES,
  };
}

export interface GrievancePacket {
  municipality: string;
  grievanceDay: string | null;
  /** The State's equalization rate (percent) and the roll year it is for; null when unset. */
  equalization: { rate: number; year: number } | null;
  firm: Firm;
  /** The language of the request that downloads it (decision 040). */
  language: Language;
  decision: ReadableDecision;
  comps: { sbl: string; address: string; saleDate: string | null; salePrice: number | null }[];
}

const person = (
  labels: { name: string; mailingAddress: string; daytimePhone: string },
  p: {
    first: string | null;
    last: string | null;
    address1: string | null;
    address2: string | null;
    city: string | null;
    state: string | null;
    zip: string | null;
    phone: string | null;
  },
): [string, string][] => [
  [labels.name, `${p.first ?? ''} ${p.last ?? ''}`.trim()],
  [
    labels.mailingAddress,
    [p.address1, p.address2, `${p.city ?? ''}, ${p.state ?? ''} ${p.zip ?? ''}`.trim()]
      .filter(Boolean)
      .join('\n'),
  ],
  [labels.daytimePhone, p.phone ?? ''],
];

/**
 * RP-524's grounds. An informal review asks for a lower value, which the form calls an
 * excessive assessment; the owner confirms or changes the ground on the official form.
 */
const GROUNDS = [
  ['unequal', false],
  ['excessive', true],
  ['unlawful', false],
  ['misclassification', false],
] as const;

const isReason = (value: string): value is Reason =>
  (REASON_CODES as readonly string[]).includes(value);

/** The packet: what the filing knows, in RP-524's order, then the steps left to the owner. */
export function grievancePacketDocument(packet: GrievancePacket): PdfDocument {
  const { decision, firm } = packet;
  const { d, notice, t, dollars, day, instant, percent } = documentWords(packet.language);
  const k = d.packet;
  const a = decision.application;
  const response = decision.response as Response;
  const number = filingNumber(a.municipalityKey, a.filingYear, a.id);
  const grievanceDay = packet.grievanceDay ? day(packet.grievanceDay) : k.unknownDay;
  const part = (text: string): PdfContent => ({ text, style: 'heading', margin: [0, 10, 0, 4] });
  const reasons = catalogueFor(packet.language).filing.reasons;
  const reason = isReason(a.reason) ? reasons[a.reason] : a.reason;
  const decided = decision.decisionReason as DecisionReason | null;
  // The assessment the owner grieves: the value this review left (the original if unchanged).
  const grievedTotal = decision.assessedTotalValue ?? a.receivedTotalValue;
  const grievedLand = decision.assessedLandValue ?? a.receivedLandValue;
  const rate = packet.equalization;
  const withRate: [string, string][] = rate
    ? [
        [
          k.equalizationRate,
          t(k.rateOfYear, { rate: percent(rate.rate), year: String(rate.year) }),
        ],
        [k.impliedValue, dollars(impliedFullValue(grievedTotal, rate.rate))],
      ]
    : [];
  return {
    info: { title: t(k.title, { number }), author: firm.name },
    content: [
      ...letterhead(packet.municipality, firm),
      { text: k.heading, style: 'title' },
      {
        text: t(k.prepared, {
          number,
          date: instant(response.respondedAt),
          name: response.signatureName,
        }),
        margin: [0, 0, 0, 6],
      },
      part(k.partOne),
      { text: k.owner, bold: true },
      table(
        person(k, {
          first: a.ownerFirstName,
          last: a.ownerLastName,
          address1: a.ownerAddress1,
          address2: a.ownerAddress2,
          city: a.ownerCity,
          state: a.ownerState,
          zip: a.ownerZip,
          phone: a.ownerPhone,
        }),
      ),
      { text: k.applicant, bold: true },
      a.applicantIsOwner
        ? { text: k.ownerFiled, margin: [0, 0, 0, 10] }
        : table(
            person(k, {
              first: a.applicantFirstName,
              last: a.applicantLastName,
              address1: a.applicantAddress1,
              address2: a.applicantAddress2,
              city: a.applicantCity,
              state: a.applicantState,
              zip: a.applicantZip,
              phone: a.applicantPhone,
            }),
          ),
      { text: k.property, bold: true },
      table([
        [k.taxMapNumber, a.sbl],
        [k.location, a.fullAddress],
        [k.municipality, packet.municipality],
        [d.terms.propertyClass, a.propClass ?? '-'],
      ]),
      part(k.partTwo),
      table([
        [d.terms.rollYear, String(a.filingYear)],
        [k.totalAssessed, dollars(grievedTotal)],
        [k.landAssessed, dollars(grievedLand)],
        ...withRate,
        // The filing asks for an assessment, not a market value (SPEC §5): no estimate to copy.
        [k.ownerEstimate, k.ownerEstimateNotAsked],
        [k.requested, dollars(a.desiredValue)],
        ...(rate
          ? ([[k.requestedImplies, dollars(impliedFullValue(a.desiredValue, rate.rate))]] as [
              string,
              string,
            ][])
          : []),
      ]),
      part(k.partThree),
      {
        ul: GROUNDS.map(([ground, claimed]) => `${claimed ? '[X]' : '[  ]'} ${k[ground]}`),
        margin: [0, 0, 0, 6],
      },
      table([
        [k.reasonGiven, reason],
        [k.comments, a.comments || '-'],
      ]),
      part(k.comparableSales),
      packet.comps.length === 0
        ? { text: k.noComps, margin: [0, 0, 0, 10] }
        : {
            table: {
              headerRows: 1,
              widths: ['auto', '*', 'auto', 'auto'],
              body: [
                [k.sbl, k.address, k.saleDate, k.salePrice].map((text) => ({
                  text,
                  bold: true,
                })),
                ...packet.comps.map((c) => [
                  c.sbl,
                  c.address || '-',
                  c.saleDate ?? k.noSale,
                  dollars(c.salePrice),
                ]),
              ],
            },
            margin: [0, 0, 0, 10],
          },
      part(k.partFour),
      table([
        [d.terms.informalReview, number],
        [d.terms.decided, decision.reviewedAt ? instant(decision.reviewedAt) : '-'],
        [k.totalBefore, dollars(a.receivedTotalValue)],
        [k.landBefore, dollars(a.receivedLandValue)],
        [k.totalAfter, dollars(grievedTotal)],
        [k.landAfter, dollars(grievedLand)],
        [d.terms.reason, decided ? notice.reasons[decided] : d.notGiven],
        ...(decision.decisionExplanation
          ? ([[d.terms.explanation, decision.decisionExplanation]] as [string, string][])
          : []),
      ]),
      part(k.nextHeading),
      {
        ol: [
          t(k.getForm),
          t(k.attach),
          t(k.fileBy, { municipality: packet.municipality, day: grievanceDay }),
          t(d.scar),
        ],
      },
      { text: t(d.questions, { phone: firm.phone }), margin: [0, 8, 0, 0] },
    ],
    footer: (page, pages) => ({
      text: t(k.footer, { number, page: String(page), pages: String(pages) }),
      style: 'small',
      alignment: 'center',
    }),
    styles: PDF_STYLES,
  };
}
