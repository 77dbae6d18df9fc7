import type { PdfContent, PdfDocument } from 'pdfmake';
import {
  AppError,
  DECISION_REASONS,
  filingNumber,
  formatInstant,
  MESSAGES,
  REASONS,
  type DecisionReason,
  type Reason,
} from '@ir/domain';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { renderPdf } from '../../plugins/pdf.ts';
import { listParcelsWithLatestSale } from '../properties/index.ts';
import {
  dollars,
  findReadableDecision,
  letterhead,
  LONG_DATE,
  PDF_STYLES,
  type ReadableDecision,
} from './decision-notice.ts';
import { responseWindow, type SignedValues } from './respond-to-decision.ts';

type Firm = SignedInContext['firm'];

/**
 * GET /applications/{id}/agreement.pdf: the "Agreement to the assessed value" of an owner who
 * accepted the decision, as they signed it. For that owner, and this municipality's staff and
 * town; anything else (no acceptance, someone else's filing) is the same 404.
 */
export async function agreementPdf(ctx: SignedInContext, id: number): Promise<Buffer> {
  const row = await findReadableDecision(ctx, id);
  if (row?.response?.decision !== 'accept') {
    throw new AppError(404, 'not_found', MESSAGES.response.noAgreement);
  }
  return renderPdf(agreementDocument(ctx.municipality.displayName, ctx.firm, row, row.response), {
    accessiblePage: ctx.link(`/applications/${id}`),
  });
}

/**
 * GET /applications/{id}/grievance.pdf: the grievance packet of an owner who disagreed,
 * filled in from the filing in the order of form RP-524's parts. For that owner, and this
 * municipality's staff and town; anything else is the same 404.
 */
export async function grievancePacketPdf(ctx: SignedInContext, id: number): Promise<Buffer> {
  const row = await findReadableDecision(ctx, id);
  if (row?.response?.decision !== 'disagree') {
    throw new AppError(404, 'not_found', MESSAGES.response.noPacket);
  }
  const a = row.application;
  const comps = await listParcelsWithLatestSale(ctx.db, ctx.municipality.key, a.comps);
  const bySbl = new Map(comps.map((c) => [c.sbl, c]));
  return renderPdf(
    grievancePacketDocument({
      municipality: ctx.municipality.displayName,
      grievanceDay: responseWindow(ctx.municipality, a.filingYear, ctx.now).grievanceDay,
      firm: ctx.firm,
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

const table = (rows: [string, string][], margin: number[] = [0, 0, 0, 10]): PdfContent => ({
  table: {
    widths: [150, '*'],
    body: rows.map(([term, value]) => [{ text: term, bold: true }, value]),
  },
  layout: 'noBorders',
  margin,
});

const signedAt = (response: Response) => formatInstant(response.respondedAt, 'long');

/** The agreement: the parties, the agreed values, the owner's signature and the assessor's. */
export function agreementDocument(
  municipality: string,
  firm: Firm,
  decision: ReadableDecision,
  response: Response,
): PdfDocument {
  // What the owner signed, not the review as it may read now.
  const signed = response.values as SignedValues;
  const a = decision.application;
  return {
    info: { title: `Agreement to the assessed value ${signed.filingNumber}`, author: firm.name },
    content: [
      ...letterhead(municipality, firm),
      { text: 'Agreement to the assessed value', style: 'title' },
      table([
        ['Informal review', signed.filingNumber],
        ['Property', `${signed.address} (SBL ${signed.sbl})`],
        ['Property class', a.propClass ?? '-'],
        ['Roll year', String(a.filingYear)],
        ['Owner', `${a.ownerFirstName} ${a.ownerLastName}`],
      ]),
      {
        table: {
          headerRows: 1,
          widths: ['*', 'auto', 'auto'],
          body: [
            [
              { text: 'Assessed value', bold: true },
              { text: 'On the tentative roll', bold: true },
              { text: 'Agreed', bold: true },
            ],
            ['Total', dollars(signed.receivedTotalValue), dollars(signed.assessedTotalValue)],
            ['Land', dollars(signed.receivedLandValue), dollars(signed.assessedLandValue)],
          ],
        },
        margin: [0, 0, 0, 12],
      },
      {
        text: `The owner and the assessor agree that the assessed value of the property above is the agreed value shown. The assessor files this agreement with the ${municipality} Board of Assessment Review, which may ratify the agreed value (Real Property Tax Law §524(3) and §525(3)(a)). By signing, the owner gives up a grievance of this assessment for this roll year.`,
        margin: [0, 0, 0, 18],
      },
      {
        columns: [
          [
            { text: "Owner's signature", style: 'heading' },
            { text: `Signed electronically by ${response.signatureName}` },
            { text: signedAt(response) },
            {
              text: `From ${response.ipAddress}. Record ${response.valuesHash}`,
              style: 'small',
              margin: [0, 4, 0, 0],
            },
          ],
          [
            { text: "Assessor's signature", style: 'heading' },
            { text: '\n\n______________________________' },
            { text: 'Assessor' },
            { text: '\nDate: ____________________' },
          ],
        ],
        columnGap: 24,
      },
    ],
    styles: PDF_STYLES,
  };
}

export interface GrievancePacket {
  municipality: string;
  grievanceDay: string | null;
  firm: Firm;
  decision: ReadableDecision;
  comps: { sbl: string; address: string; saleDate: string | null; salePrice: number | null }[];
}

const person = (p: {
  first: string | null;
  last: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  phone: string | null;
}): [string, string][] => [
  ['Name', `${p.first ?? ''} ${p.last ?? ''}`.trim()],
  [
    'Mailing address',
    [p.address1, p.address2, `${p.city ?? ''}, ${p.state ?? ''} ${p.zip ?? ''}`.trim()]
      .filter(Boolean)
      .join('\n'),
  ],
  ['Daytime phone', p.phone ?? ''],
];

/**
 * RP-524's grounds. An informal review asks for a lower value, which the form calls an
 * excessive assessment; the owner confirms or changes the ground on the official form.
 */
const GROUNDS = [
  ['Unequal assessment', false],
  ['Excessive assessment', true],
  ['Unlawful assessment', false],
  ['Misclassification', false],
] as const;

/** The packet: what the filing knows, in RP-524's order, then the steps left to the owner. */
export function grievancePacketDocument(packet: GrievancePacket): PdfDocument {
  const { decision, firm } = packet;
  const a = decision.application;
  const response = decision.response as Response;
  const number = filingNumber(a.municipalityKey, a.filingYear, a.id);
  const grievanceDay = packet.grievanceDay
    ? LONG_DATE.format(new Date(`${packet.grievanceDay}T00:00:00Z`))
    : "Grievance Day (ask the assessor's office for this year's date)";
  const part = (text: string): PdfContent => ({ text, style: 'heading', margin: [0, 10, 0, 4] });
  const reason = REASONS[a.reason as Reason] ?? a.reason;
  const decided = decision.decisionReason as DecisionReason | null;
  return {
    info: { title: `Grievance packet ${number}`, author: firm.name },
    content: [
      ...letterhead(packet.municipality, firm),
      { text: 'Grievance packet for form RP-524', style: 'title' },
      {
        text: `Prepared from informal review ${number}, whose outcome the owner disagreed with on ${formatInstant(response.respondedAt, 'long')} (${response.signatureName}). Copy these facts onto the official form RP-524, sign it, and attach this packet.`,
        margin: [0, 0, 0, 6],
      },
      part('Part One. Owner and property'),
      { text: '1. Owner', bold: true },
      table(
        person({
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
      { text: '2. Applicant or representative', bold: true },
      a.applicantIsOwner
        ? { text: 'The owner filed for themselves.', margin: [0, 0, 0, 10] }
        : table(
            person({
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
      { text: '3. Property', bold: true },
      table([
        ['Tax map number (SBL)', a.sbl],
        ['Location', a.fullAddress],
        ['Municipality', packet.municipality],
        ['Property class', a.propClass ?? '-'],
      ]),
      part('Part Two. Assessment and the value asked for'),
      table([
        ['Roll year', String(a.filingYear)],
        ['Total assessed value', dollars(a.receivedTotalValue)],
        ['Land assessed value', dollars(a.receivedLandValue)],
        ["Owner's requested value", dollars(a.desiredValue)],
      ]),
      part('Part Three. Grounds for the complaint'),
      {
        ul: GROUNDS.map(([ground, claimed]) => `${claimed ? '[X]' : '[  ]'} ${ground}`),
        margin: [0, 0, 0, 6],
      },
      table([
        ['Reason given', reason],
        ['Comments', a.comments || '-'],
      ]),
      part('Comparable sales'),
      packet.comps.length === 0
        ? { text: 'The filing named no comparable sales.', margin: [0, 0, 0, 10] }
        : {
            table: {
              headerRows: 1,
              widths: ['auto', '*', 'auto', 'auto'],
              body: [
                ['SBL', 'Address', 'Sale date', 'Sale price'].map((text) => ({
                  text,
                  bold: true,
                })),
                ...packet.comps.map((c) => [
                  c.sbl,
                  c.address || '-',
                  c.saleDate ?? 'no sale on record',
                  dollars(c.salePrice),
                ]),
              ],
            },
            margin: [0, 0, 0, 10],
          },
      part("Part Four. The informal review's outcome"),
      table([
        ['Informal review', number],
        ['Decided', decision.reviewedAt ? formatInstant(decision.reviewedAt, 'long') : '-'],
        ['Total value after review', dollars(decision.assessedTotalValue ?? a.receivedTotalValue)],
        ['Land value after review', dollars(decision.assessedLandValue ?? a.receivedLandValue)],
        ['Reason', decided ? DECISION_REASONS[decided] : 'Not given'],
        ...(decision.decisionExplanation
          ? ([['Explanation', decision.decisionExplanation]] as [string, string][])
          : []),
      ]),
      part('What to do next'),
      {
        ol: [
          "Get the official form RP-524 from the New York State Department of Taxation and Finance website (tax.ny.gov) or the assessor's office, fill it in from this packet, and sign it.",
          'Attach this packet, your evidence and any appraisal.',
          `File them with the assessor or the ${packet.municipality} Board of Assessment Review on or before ${grievanceDay}.`,
          'If the Board does not change the assessment, you may then ask for small claims assessment review (SCAR) in court.',
        ],
      },
      { text: `Questions: call ${firm.phone}.`, margin: [0, 8, 0, 0] },
    ],
    footer: (page, pages) => ({
      text: `${number} · page ${page} of ${pages}`,
      style: 'small',
      alignment: 'center',
    }),
    styles: PDF_STYLES,
  };
}
