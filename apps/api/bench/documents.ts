/**
 * Documents: the decision notice PDF (one page) and a 10-page one drawn the same way, the
 * owner's agreement (one page), the grievance packet with a real filing's five comparable
 * sales and one padded to about ten pages with comparable-sale rows: time and memory per
 * tagged document, drawn with PDFKit (decision 058), beside the figures pdfmake gave for the
 * same documents untagged (decision 031, its last run). Then the agreement and the packet of
 * owners whose names are not all WinAnsi, which embed Noto Sans, and Noto Sans SC for Chinese
 * (decision 042). The PDF is drawn on the server's own thread, so its time is time the event
 * loop serves nobody else.
 */
import { performance } from 'node:perf_hooks';
import { MAX_COMPS } from '@ir/domain';
import { type PdfDocument, renderPdf } from '../src/plugins/pdf.ts';
import {
  agreementDocument,
  decisionNoticeDocument,
  grievancePacketDocument,
  type ReadableDecision,
} from '../src/modules/applications/index.ts';
import {
  ACCEPTED,
  CHINESE,
  DISAGREED,
  FIRM,
  GREEK_CYRILLIC,
  namedAs,
  NOTICE,
  packet,
  TEN_PAGES,
  VIETNAMESE,
} from '../test/document-fixtures.ts';

const RUNS = 60;

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
    pdf = await renderPdf(document(), { accessiblePage: ACCESSIBLE_PAGE });
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
  await renderPdf(document, { accessiblePage: ACCESSIBLE_PAGE });
  return performance.now() - start;
}

/**
 * pdfmake's figures for the same documents (untagged), from its last run before decision 058
 * (2026-11-28, load 9.3 to 12.9): pages, KiB, p50 ms, heap growth MiB, p50 against its notice.
 */
const PDFMAKE: Record<string, { pages: number; kib: number; p50: number; heapMb: number }> = {
  notice: { pages: 1, kib: 5, p50: 13.5, heapMb: 27.7 },
  ten: { pages: 10, kib: 46, p50: 233.2, heapMb: 84.6 },
  agreement: { pages: 1, kib: 4, p50: 12.2, heapMb: 28.9 },
  five: { pages: 2, kib: 8, p50: 25.2, heapMb: 21.5 },
  padded: { pages: 10, kib: 47, p50: 104.7, heapMb: 192.2 },
  vietnamese: { pages: 1, kib: 13, p50: 51.1, heapMb: 63.8 },
  chinese: { pages: 1, kib: 15, p50: 57.3, heapMb: 78.8 },
  scripts: { pages: 2, kib: 21, p50: 83.1, heapMb: 84.3 },
};

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
  const figures = {
    notice: await measure(() => decisionNoticeDocument(NOTICE)),
    ten: await measure(() => decisionNoticeDocument(TEN_PAGES)),
    agreement: await measure(() =>
      agreementDocument(municipality, FIRM, ACCEPTED, ACCEPTED.response!, 'en'),
    ),
    five: await measure(() => grievancePacketDocument(packet(MAX_COMPS))),
    padded: await measure(() => grievancePacketDocument(packet(PADDED_COMPS))),
    vietnamese: await measure(() => agreementOf(vietnamese)),
    chinese: await measure(() => agreementOf(chinese)),
    scripts: await measure(() => grievancePacketDocument(packet(MAX_COMPS, scripts))),
  };
  const one = figures.notice;
  const row = (name: string, key: keyof typeof figures) => {
    const f = figures[key];
    const before = PDFMAKE[key];
    const pdfmakeRatio = before && PDFMAKE.notice ? before.p50 / PDFMAKE.notice.p50 : 0;
    return `| ${name} | ${f.pages} (${before?.pages}) | ${(f.bytes / 1024).toFixed(0)} KiB (${before?.kib} KiB) | ${f.p50.toFixed(1)} / ${f.p95.toFixed(1)} ms | ${f.heapMb.toFixed(1)} / ${f.rssMb.toFixed(0)} MiB | ${(f.p50 / one.p50).toFixed(1)}× | ${before?.p50} ms, ${before?.heapMb} MiB, ${pdfmakeRatio.toFixed(1)}× |`;
  };
  const { agreement, five, padded } = figures;
  return `## Documents

${RUNS} documents of each kind, drawn one after another in this process as tagged PDFs with
PDFKit (decision 058). The first document of a process loaded the standard faces' metrics in
${firstMs.toFixed(0)} ms; the first with a name beyond WinAnsi read Noto Sans in ${firstEmbeddedMs.toFixed(0)} ms, the first in Chinese
Noto Sans SC in ${firstCjkMs.toFixed(0)} ms (decision 042). Figures taken on a shared 2-core machine (other work
may have run at the same time), so the ratios to the one-page notice are the figures to
compare. The last column is pdfmake's, untagged, from its last run (2026-11-28, load 9.3 to
12.9; decision 031): p50, heap growth over its run, and p50 against its own notice. Pages and
size in brackets are pdfmake's. Both renderers measured in turns in one process, on these
fixtures, are in decision 058: at this machine's load the two differ less than two runs do.

| document | pages | size | p50 / p95 | heap / RSS growth over the run | p50 vs the notice | pdfmake (before) |
| --- | --- | --- | --- | --- | --- | --- |
${row('decision notice (baseline)', 'notice')}
${row('the notice with about ten pages of explanation', 'ten')}
${row('agreement to the assessed value', 'agreement')}
${row(`grievance packet, ${MAX_COMPS} comparable sales (a filing's maximum)`, 'five')}
${row(`grievance packet padded with ${PADDED_COMPS} comparable-sale rows (no filing has more than ${MAX_COMPS})`, 'padded')}
${row(`agreement signed "${VIETNAMESE.first} ${VIETNAMESE.last}" (Noto Sans embedded)`, 'vietnamese')}
${row(`agreement signed "${CHINESE.signed}" (Noto Sans and Noto Sans SC embedded)`, 'chinese')}
${row(`grievance packet, ${MAX_COMPS} comparable sales, names in Vietnamese, Greek and Cyrillic`, 'scripts')}

A 10-page packet costs about ${(padded.p50 / one.p50).toFixed(1)}× the one-page notice:
${padded.p50.toFixed(0)} / ${padded.p95.toFixed(0)} ms at p50 / p95, and ${padded.heapMb.toFixed(0)} MiB of heap over its run of ${RUNS}.
A real packet, at most ${MAX_COMPS} comparable sales, is ${five.pages} page${five.pages === 1 ? '' : 's'}.
A document whose texts are all WinAnsi is drawn in the standard faces, embedding nothing; one
with any other character embeds Noto Sans: the agreement then costs ${(figures.vietnamese.p50 / agreement.p50).toFixed(1)}× the plain one,
and ${(figures.chinese.p50 / agreement.p50).toFixed(1)}× with Noto Sans SC for a name in Chinese.
The documents are drawn per request and never stored. The fixtures are in
apps/api/test/document-fixtures.ts (shared with the structure tests): a completed review of an
owner with a representative, five comparables and the owner's answer, as the documents'
routes read it.
`;
}
