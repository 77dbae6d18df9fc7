/**
 * Documents: the decision notice PDF (one page) and a 10-page one drawn the same way, time and
 * memory per document, with pdfmake (decision 031). The PDF is drawn on the server's own thread,
 * so its time is time the event loop serves nobody else.
 */
import { performance } from 'node:perf_hooks';
import { renderPdf } from '../plugins/pdf.ts';
import { decisionNoticeDocument, type DecisionNotice } from '../modules/filing/index.ts';

const RUNS = 60;

const NOTICE: DecisionNotice = {
  municipality: {
    displayName: 'Town of Amherst',
    website: 'https://www.amherst.ny.us',
    grievanceDay: '2027-05-25',
  },
  firm: {
    name: 'Sample Assessment Services, LLC',
    phone: '(518) 555-0142',
    website: 'https://example.com',
  },
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

interface Figures {
  pages: number;
  bytes: number;
  p50: number;
  p95: number;
  heapMb: number;
}

async function measure(notice: DecisionNotice): Promise<Figures> {
  const times: number[] = [];
  let bytes = 0;
  let pdf: Buffer = Buffer.alloc(0);
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  let heapPeak = heapBefore;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    pdf = await renderPdf(decisionNoticeDocument(notice));
    times.push(performance.now() - start);
    bytes = pdf.length;
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  const pages = (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
  return { pages, bytes, p50: at(0.5), p95: at(0.95), heapMb: (heapPeak - heapBefore) / 2 ** 20 };
}

export async function measureDocuments(): Promise<string> {
  // The first document loads the font metrics: measured apart, as every instance pays it once.
  const first = performance.now();
  await renderPdf(decisionNoticeDocument(NOTICE));
  const firstMs = performance.now() - first;
  const one = await measure(NOTICE);
  const ten = await measure(TEN_PAGES);
  const row = (name: string, f: Figures) =>
    `| ${name} | ${f.pages} | ${(f.bytes / 1024).toFixed(0)} KiB | ${f.p50.toFixed(1)} / ${f.p95.toFixed(1)} ms | ${f.heapMb.toFixed(1)} MiB |`;
  return `## Documents

${RUNS} documents of each kind, drawn one after another in this process with pdfmake (decision
031); the first document of a process loaded the font metrics in ${firstMs.toFixed(0)} ms.

| document | pages | size | p50 / p95 | heap growth over the run |
| --- | --- | --- | --- | --- |
${row('decision notice', one)}
${row('the notice with about ten pages of explanation', ten)}

A 10-page document costs about ${(ten.p50 / one.p50).toFixed(1)}× the one-page notice; the
notice is drawn per request and never stored.
`;
}
