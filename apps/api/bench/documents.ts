/**
 * Documents: the decision notice PDF (one page) and a 10-page one drawn the same way, the
 * owner's agreement (one page), the grievance packet with a real filing's five comparable
 * sales and one padded to about ten pages with comparable-sale rows: time and memory per
 * document, with pdfmake (decision 031). Then the agreement and the packet of owners whose
 * names are not all WinAnsi, which embed Noto Sans, and Noto Sans SC for Chinese (decision
 * 042). The PDF is drawn on the server's own thread, so its time is time the event loop
 * serves nobody else.
 */
import { performance } from 'node:perf_hooks';
import type { PdfDocument } from 'pdfmake';
import { MAX_COMPS } from '@ir/domain';
import { renderPdf } from '../src/plugins/pdf.ts';
import {
  agreementDocument,
  decisionNoticeDocument,
  grievancePacketDocument,
  type DecisionNotice,
  type GrievancePacket,
  type ReadableDecision,
  type SignedValues,
} from '../src/modules/applications/index.ts';

const RUNS = 60;

const FIRM = {
  name: 'Sample Assessment Services, LLC',
  address: '1 Main St, Albany, NY 12207',
  phone: '(518) 555-0142',
  website: 'https://example.com',
};

const NOTICE: DecisionNotice = {
  municipality: {
    displayName: 'Town of Amherst',
    website: 'https://www.amherst.ny.us',
    grievanceDay: '2027-05-25',
    assessor: {
      name: 'Pat Assessor',
      address: '5583 Main St, Williamsville, NY 14221',
      phone: '(716) 631-7000',
    },
  },
  firm: FIRM,
  mailTo: ['Olive Owner', '12 Maple St', 'Amherst, NY 14221'],
  noticeDate: '2027-04-02',
  rollYear: 2027,
  language: 'en',
  filingNumber: 'AMHERST-2027-000123',
  sbl: '123.45-6-7',
  address: '12 Maple St',
  owner: 'Olive Owner',
  before: { total: 250_000, land: 40_000 },
  after: { total: 225_000, land: 40_000 },
  reason: 'comparable_sales_support',
  explanation: 'Three sales of similar houses on the street support the new value.',
  decidedAt: new Date('2027-04-02T15:00:00Z'),
};

/** The same notice with an explanation long enough to fill ten letter pages. */
const TEN_PAGES: DecisionNotice = {
  ...NOTICE,
  explanation: Array.from(
    { length: 240 },
    (_, i) =>
      `Sale ${i + 1}: a colonial of similar size and age on a nearby street sold at a price per square foot within five percent of the subject's, after adjusting for its garage and lot.`,
  ).join('\n'),
};

const compSbl = (i: number) => `123.45-${1 + (i % 9)}-${i + 1}`;

/**
 * A completed review with an applicant who is not the owner (the packet's longer Part One),
 * five comparables and the owner's answer, as `findReadableDecision` reads it.
 */
function decisionAnswered(decision: SignedValues['decision']): ReadableDecision {
  const respondedAt = new Date('2027-04-09T14:30:00Z');
  const values: SignedValues = {
    filingNumber: NOTICE.filingNumber,
    municipality: 'amherst',
    sbl: NOTICE.sbl,
    address: NOTICE.address,
    decision,
    receivedTotalValue: 250_000,
    receivedLandValue: 40_000,
    assessedTotalValue: 225_000,
    assessedLandValue: 40_000,
    name: 'Olive Owner',
    respondedAt: respondedAt.toISOString(),
  };
  return {
    application: {
      id: 123,
      municipalityKey: 'amherst',
      filingYear: 2027,
      submittedBy: 7,
      sbl: NOTICE.sbl,
      parcelId: 'P-123',
      swisCo: '1400',
      swisTown: '1422',
      swisVg: '142289',
      propClass: '210',
      nbhdCode: 'N7',
      ownCode: 'O',
      receivedTotalValue: 250_000,
      receivedLandValue: 40_000,
      sfla: 1_850,
      locPrefixDir: null,
      locStNbr: '12',
      locStName: 'Maple',
      locMailStSuff: 'St',
      locUnit: null,
      fullAddress: NOTICE.address,
      ownerFirstName: 'Olive',
      ownerLastName: 'Owner',
      ownerAddress1: '12 Maple St',
      ownerAddress2: '',
      ownerCity: 'Amherst',
      ownerState: 'NY',
      ownerZip: '14226',
      ownerPhone: '(716) 555-0101',
      applicantIsOwner: false,
      filedByRepresentative: false,
      ownerEmail: null,
      authorizationId: null,
      applicantFirstName: 'Adam',
      applicantLastName: 'Agent',
      applicantAddress1: '2 Main St',
      applicantAddress2: 'Suite 4',
      applicantCity: 'Buffalo',
      applicantState: 'NY',
      applicantZip: '14202',
      applicantPhone: '(716) 555-0202',
      desiredValue: 205_000,
      reason: 'comparable_sales',
      comments:
        'Similar houses on the street sold for less last spring; the garage is detached and unheated.',
      comps: Array.from({ length: MAX_COMPS }, (_, i) => compSbl(i)),
      appStatus: 'C',
      reviewStatus: 'complete',
      submittedAt: new Date('2027-02-11T16:00:00Z'),
      withdrawnAt: null,
      voidedAt: null,
      voidReason: null,
      voidedBy: null,
      updatedAt: new Date('2027-04-02T15:00:00Z'),
    },
    assessedTotalValue: 225_000,
    assessedLandValue: 40_000,
    reviewedAt: NOTICE.decidedAt,
    decisionReason: NOTICE.reason,
    decisionExplanation: NOTICE.explanation,
    response: {
      applicationId: 123,
      municipalityKey: 'amherst',
      decision,
      signatureName: 'Olive Owner',
      respondedBy: 7,
      respondedAt,
      ipAddress: '198.51.100.7',
      values,
      valuesHash: 'a3f1c9d2e4b5a6978812c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718',
    },
  };
}

const ACCEPTED = decisionAnswered('accept');
const DISAGREED = decisionAnswered('disagree');

/**
 * `decision` filed under another owner's name and signed with `owner.signed` (their names in
 * that order when not given), and its applicant's if given.
 */
function namedAs(
  decision: ReadableDecision,
  owner: { first: string; last: string; signed?: string },
  applicant?: { first: string; last: string; address1: string; city: string },
): ReadableDecision {
  const name = owner.signed ?? `${owner.first} ${owner.last}`;
  const response = decision.response!;
  return {
    ...decision,
    application: {
      ...decision.application,
      ownerFirstName: owner.first,
      ownerLastName: owner.last,
      ...(applicant && {
        applicantFirstName: applicant.first,
        applicantLastName: applicant.last,
        applicantAddress1: applicant.address1,
        applicantCity: applicant.city,
      }),
    },
    response: {
      ...response,
      signatureName: name,
      values: { ...(response.values as SignedValues), name },
    },
  };
}

const VIETNAMESE = { first: 'Zoë', last: 'Ðặng Ŵ' };
const CHINESE = { first: '小明', last: '王', signed: '王小明' };
const GREEK_CYRILLIC = {
  first: 'Σοφία',
  last: 'Иванова',
  address1: 'ул. Ленина, 12',
  city: 'Αθήνα',
};

/** The packet with `n` comparable sales (a filing names at most MAX_COMPS). */
function packet(n: number, decision = DISAGREED): GrievancePacket {
  return {
    municipality: NOTICE.municipality.displayName,
    grievanceDay: NOTICE.municipality.grievanceDay,
    equalization: { rate: 85.5, year: 2027 },
    firm: FIRM,
    language: 'en',
    decision,
    comps: Array.from({ length: n }, (_, i) => ({
      sbl: compSbl(i),
      address: `${10 + i} ${['Maple', 'Oak', 'Elm', 'Birch'][i % 4]} St`,
      saleDate: `2026-${String(1 + (i % 12)).padStart(2, '0')}-15`,
      salePrice: 198_000 + (i % 40) * 1_500,
    })),
  };
}

/** Comparable-sale rows that fill the packet to about ten letter pages. */
const PADDED_COMPS = 290;

interface Figures {
  pages: number;
  bytes: number;
  p50: number;
  p95: number;
  heapMb: number;
  rssMb: number;
}

/** The first line's link to the page that is the accessible version (decision 036). */
const ACCESSIBLE_PAGE = 'https://development.localhost/applications/1';

async function measure(document: () => PdfDocument): Promise<Figures> {
  const times: number[] = [];
  let bytes = 0;
  let pdf: Buffer = Buffer.alloc(0);
  global.gc?.();
  const before = process.memoryUsage();
  let heapPeak = before.heapUsed;
  let rssPeak = before.rss;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    pdf = await renderPdf(document(), { accessiblePage: ACCESSIBLE_PAGE, language: 'en' });
    times.push(performance.now() - start);
    bytes = pdf.length;
    const now = process.memoryUsage();
    heapPeak = Math.max(heapPeak, now.heapUsed);
    rssPeak = Math.max(rssPeak, now.rss);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  const pages = (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
  return {
    pages,
    bytes,
    p50: at(0.5),
    p95: at(0.95),
    heapMb: (heapPeak - before.heapUsed) / 2 ** 20,
    rssMb: (rssPeak - before.rss) / 2 ** 20,
  };
}

/** How long drawing `document` took: the first of its kind reads its fonts. */
async function firstOf(document: PdfDocument): Promise<number> {
  const start = performance.now();
  await renderPdf(document, { accessiblePage: ACCESSIBLE_PAGE, language: 'en' });
  return performance.now() - start;
}

export async function measureDocuments(): Promise<string> {
  const municipality = NOTICE.municipality.displayName;
  const agreementOf = (decision: ReadableDecision) =>
    agreementDocument(municipality, FIRM, decision, decision.response!, 'en');
  const vietnamese = namedAs(ACCEPTED, VIETNAMESE);
  const chinese = namedAs(ACCEPTED, CHINESE);
  const scripts = namedAs(DISAGREED, VIETNAMESE, GREEK_CYRILLIC);
  // The first document of each kind of face reads its fonts: measured apart, as every instance
  // pays it once.
  const firstMs = await firstOf(decisionNoticeDocument(NOTICE));
  const firstEmbeddedMs = await firstOf(agreementOf(vietnamese));
  const firstCjkMs = await firstOf(agreementOf(chinese));
  const one = await measure(() => decisionNoticeDocument(NOTICE));
  const ten = await measure(() => decisionNoticeDocument(TEN_PAGES));
  const agreement = await measure(() =>
    agreementDocument(municipality, FIRM, ACCEPTED, ACCEPTED.response!, 'en'),
  );
  const five = await measure(() => grievancePacketDocument(packet(MAX_COMPS)));
  const padded = await measure(() => grievancePacketDocument(packet(PADDED_COMPS)));
  const signedVietnamese = await measure(() => agreementOf(vietnamese));
  const signedChinese = await measure(() => agreementOf(chinese));
  const packetScripts = await measure(() => grievancePacketDocument(packet(MAX_COMPS, scripts)));
  const row = (name: string, f: Figures) =>
    `| ${name} | ${f.pages} | ${(f.bytes / 1024).toFixed(0)} KiB | ${f.p50.toFixed(1)} / ${f.p95.toFixed(1)} ms | ${f.heapMb.toFixed(1)} / ${f.rssMb.toFixed(0)} MiB | ${(f.p50 / one.p50).toFixed(1)}× |`;
  return `## Documents

${RUNS} documents of each kind, drawn one after another in this process with pdfmake (decision
031). The first document of a process loaded the standard faces' metrics in ${firstMs.toFixed(0)} ms; the
first with a name beyond WinAnsi read Noto Sans in ${firstEmbeddedMs.toFixed(0)} ms, the first in Chinese Noto Sans SC in
${firstCjkMs.toFixed(0)} ms (decision 042). Figures taken on a shared 2-core machine (other work may have run at
the same time), so the ratios to the one-page notice are the figures to compare.

| document | pages | size | p50 / p95 | heap / RSS growth over the run | p50 vs the notice |
| --- | --- | --- | --- | --- | --- |
${row('decision notice (baseline)', one)}
${row('the notice with about ten pages of explanation', ten)}
${row('agreement to the assessed value', agreement)}
${row(`grievance packet, ${MAX_COMPS} comparable sales (a filing's maximum)`, five)}
${row(`grievance packet padded with ${PADDED_COMPS} comparable-sale rows (no filing has more than ${MAX_COMPS})`, padded)}
${row(`agreement signed "${VIETNAMESE.first} ${VIETNAMESE.last}" (Noto Sans embedded)`, signedVietnamese)}
${row(`agreement signed "${CHINESE.signed}" (Noto Sans and Noto Sans SC embedded)`, signedChinese)}
${row(`grievance packet, ${MAX_COMPS} comparable sales, names in Vietnamese, Greek and Cyrillic`, packetScripts)}

A 10-page packet costs about ${(padded.p50 / one.p50).toFixed(1)}× the one-page notice:
${padded.p50.toFixed(0)} / ${padded.p95.toFixed(0)} ms at p50 / p95, and ${padded.heapMb.toFixed(0)} MiB of heap over its run of ${RUNS}.
A real packet, at most ${MAX_COMPS} comparable sales, is ${five.pages} page${five.pages === 1 ? '' : 's'}.
A document whose texts are all WinAnsi is drawn in the standard faces as before; one with any
other character embeds Noto Sans: the agreement then costs ${(signedVietnamese.p50 / agreement.p50).toFixed(1)}× the plain one, and
${(signedChinese.p50 / agreement.p50).toFixed(1)}× with Noto Sans SC for a name in Chinese.
The documents are drawn per request and never stored. The fixtures are in
apps/api/bench/documents.ts: a completed review of an owner with a representative, five
comparables and the owner's answer, as the documents' routes read it.
`;
}
