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
import { type PdfBlock, type PdfDocument, renderPdf } from '../../plugins/pdf.ts';
import { listParcelsWithLatestSale } from '../properties/index.ts';
import {
  documentWords,
  findReadableDecision,
  letterhead,
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
    { accessiblePage: ctx.link(`/applications/${id}`) },
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
    { accessiblePage: ctx.link(`/applications/${id}`) },
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

const table = (rows: [string, string][]): PdfBlock => ({
  type: 'facts',
  rows,
  labelWidth: 150,
  space: [0, 10],
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
    title: t(g.title, { number: signed.filingNumber }),
    author: firm.name,
    language,
    blocks: [
      letterhead(municipality, firm),
      { type: 'heading', level: 1, text: g.heading },
      table([
        [d.terms.informalReview, signed.filingNumber],
        [d.terms.property, t(d.propertyWithSbl, { address: signed.address, sbl: signed.sbl })],
        [d.terms.propertyClass, a.propClass ?? '-'],
        [d.terms.rollYear, String(a.filingYear)],
        [d.terms.owner, `${a.ownerFirstName} ${a.ownerLastName}`],
      ]),
      {
        type: 'table',
        header: [d.terms.assessedValue, g.tentativeRoll, g.agreed],
        rows: [
          [d.terms.total, dollars(signed.receivedTotalValue), dollars(signed.assessedTotalValue)],
          [d.terms.land, dollars(signed.receivedLandValue), dollars(signed.assessedLandValue)],
        ],
        widths: ['*', 'auto', 'auto'],
        space: [0, 12],
      },
      { type: 'paragraph', text: t(g.text, { municipality }), space: [0, 18] },
      {
        type: 'columns',
        gap: 24,
        columns: [
          [
            { type: 'heading', level: 2, text: g.ownerSignature },
            { type: 'paragraph', text: t(g.signedBy, { name: response.signatureName }) },
            { type: 'paragraph', text: instant(response.respondedAt) },
          ],
          [
            { type: 'heading', level: 2, text: g.assessorSignature },
            { type: 'signature-line', width: 200 },
            { type: 'paragraph', text: g.assessor },
            { type: 'paragraph', text: g.date, space: [13, 0] },
          ],
        ],
      },
    ],
    // The record's number and hash tie the page to the stored answer, which also keeps the
    // address it came from; the printed page does not show that address (decision 049).
    footer: () => [t(g.verification, { number: signed.filingNumber, hash: response.valuesHash })],
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
  const part = (text: string): PdfBlock => ({ type: 'heading', level: 2, text, space: [10, 4] });
  const label = (text: string): PdfBlock => ({ type: 'heading', level: 3, text });
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
    title: t(k.title, { number }),
    author: firm.name,
    language: packet.language,
    blocks: [
      letterhead(packet.municipality, firm),
      { type: 'heading', level: 1, text: k.heading },
      {
        type: 'paragraph',
        text: t(k.prepared, {
          number,
          date: instant(response.respondedAt),
          name: response.signatureName,
        }),
        space: [0, 6],
      },
      part(k.partOne),
      label(k.owner),
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
      label(k.applicant),
      a.applicantIsOwner
        ? { type: 'paragraph', text: k.ownerFiled, space: [0, 10] }
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
      label(k.property),
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
        type: 'list',
        // Each ground's box, ticked or not, is its item's label.
        items: GROUNDS.map(([ground, claimed]) => ({
          label: claimed ? '[X]' : '[  ]',
          text: k[ground],
        })),
        space: [0, 6],
      },
      table([
        [k.reasonGiven, reason],
        [k.comments, a.comments || '-'],
      ]),
      part(k.comparableSales),
      packet.comps.length === 0
        ? { type: 'paragraph', text: k.noComps, space: [0, 10] }
        : {
            type: 'table',
            header: [k.sbl, k.address, k.saleDate, k.salePrice],
            rows: packet.comps.map((c) => [
              c.sbl,
              c.address || '-',
              c.saleDate ?? k.noSale,
              dollars(c.salePrice),
            ]),
            widths: ['auto', '*', 'auto', 'auto'],
            space: [0, 10],
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
        type: 'list',
        ordered: true,
        items: [
          t(k.getForm),
          t(k.attach),
          t(k.fileBy, { municipality: packet.municipality, day: grievanceDay }),
          t(d.scar),
        ].map((text) => ({ text })),
      },
      { type: 'paragraph', text: t(d.questions, { phone: firm.phone }), space: [8, 0] },
    ],
    footer: (page, pages) => [t(k.footer, { number, page: String(page), pages: String(pages) })],
    footerAlign: 'center',
  };
}
