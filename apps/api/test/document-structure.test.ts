import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Language, MAX_COMPS } from '@ir/domain';
import { catalogueFor } from '@ir/domain/catalogues.ts';
import {
  agreementDocument,
  decisionNoticeDocument,
  grievancePacketDocument,
} from '../src/modules/applications/index.ts';
import { designationDocument } from '../src/modules/representatives/designation.ts';
import { type PdfDocument, renderPdf } from '../src/plugins/pdf.ts';
import {
  ACCEPTED,
  CHINESE,
  DESIGNATION,
  DISAGREED,
  FIRM,
  GREEK_CYRILLIC,
  namedAs,
  NOTICE,
  packet,
  VIETNAMESE,
} from './document-fixtures.ts';
import { headings, lists, type PdfStructure, readStructure, tables } from './pdf-structure.ts';

const PAGE = 'https://development.localhost/applications/1';

const draw = async (document: PdfDocument, footer = false) =>
  readStructure(
    await renderPdf(document, {
      accessiblePage: PAGE,
      ...(footer && { accessibleVersionIn: 'footer' as const }),
    }),
  );

/** What every document must be: tagged, in its language, titled, read in the order drawn. */
function expectTagged(structure: PdfStructure, language: Language, title: string) {
  expect(structure.marked).toBe(true);
  expect(structure.hasStructTree).toBe(true);
  expect(structure.language).toBe(language === 'es' ? 'es-US' : 'en-US');
  expect(structure.title).toBe(title);
  expect(structure.displayDocTitle).toBe(true);
  expect(structure.document.role).toBe('Document');
  // The structure tree reads each page's texts in the order the page draws them.
  expect(structure.treeOrder).toEqual(structure.drawnOrder);
  // Everything drawn is either tagged or an artifact (the footers, borders, a repeated header).
  expect(structure.untagged).toEqual([]);
}

describe.each(['en', 'es'] as const)('the documents in %s are tagged PDFs', (language) => {
  const d = catalogueFor(language).documents;
  const number = NOTICE.filingNumber;
  const t = (template: string, values: Record<string, string | number>) =>
    template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));

  it('the decision notice: letter, headings, facts and values tables, the list of what next', async () => {
    const s = await draw(decisionNoticeDocument({ ...NOTICE, language }), true);
    expectTagged(s, language, t(d.notice.title, { number }));
    expect(headings(s)).toEqual([
      `H1 ${d.notice.heading}`,
      `H2 ${d.notice.reasonHeading}`,
      `H3 ${d.notice.reviewerWords}`,
      `H2 ${d.notice.nextHeading}`,
    ]);
    const [facts, values] = tables(s);
    expect(facts?.headers).toEqual(
      [d.terms.filing, d.terms.property, d.terms.owner, d.terms.rollYear, d.terms.decided].map(
        (term) => `Row: ${term}`,
      ),
    );
    expect(values).toEqual({
      headers: [d.terms.assessedValue, d.notice.before, d.notice.after].map((h) => `Column: ${h}`),
      rows: 3,
    });
    const [next] = lists(s);
    expect(next).toHaveLength(4);
    expect(next?.every((item) => item.startsWith('\u2022 | '))).toBe(true);
    // The letterhead and the window's address read first, as they are on the page.
    const first = s.treeOrder[0] ?? [];
    expect(first[0]).toBe(NOTICE.municipality.displayName);
    expect(first).toContain(NOTICE.mailTo.join(' '));
  });

  it('the agreement: its values table with column headers, both signatures as headed parts', async () => {
    const g = d.agreement;
    const s = await draw(
      agreementDocument('Town of Amherst', FIRM, ACCEPTED, ACCEPTED.response!, language),
    );
    expectTagged(s, language, t(g.title, { number }));
    expect(headings(s)).toEqual([
      `H1 ${g.heading}`,
      `H2 ${g.ownerSignature}`,
      `H2 ${g.assessorSignature}`,
    ]);
    expect(tables(s)[1]?.headers).toEqual(
      [d.terms.assessedValue, g.tentativeRoll, g.agreed].map((h) => `Column: ${h}`),
    );
    // The accessible version's line opens the document.
    expect(s.treeOrder[0]?.[0]).toContain(PAGE);
  });

  it("the grievance packet: RP-524's parts as headings, the comparable sales' column headers, the grounds and the steps as lists", async () => {
    const k = d.packet;
    const s = await draw(grievancePacketDocument(packet(MAX_COMPS, DISAGREED, language)));
    expectTagged(s, language, t(k.title, { number }));
    expect(headings(s).filter((h) => !h.startsWith('H3'))).toEqual(
      [
        k.heading,
        k.partOne,
        k.partTwo,
        k.partThree,
        k.comparableSales,
        k.partFour,
        k.nextHeading,
      ].map((h, i) => `${i === 0 ? 'H1' : 'H2'} ${h}`),
    );
    expect(headings(s).filter((h) => h.startsWith('H3'))).toEqual(
      [k.owner, k.applicant, k.property].map((h) => `H3 ${h}`),
    );
    const all = tables(s);
    const comps = all.find((table) => table.headers[0] === `Column: ${k.sbl}`);
    expect(comps).toEqual({
      headers: [k.sbl, k.address, k.saleDate, k.salePrice].map((h) => `Column: ${h}`),
      rows: MAX_COMPS + 1,
    });
    // Every label of the borderless tables is a row header.
    for (const table of all.filter((x) => x !== comps)) {
      expect(table.headers.length).toBe(table.rows);
      expect(table.headers.every((h) => h.startsWith('Row: '))).toBe(true);
    }
    const [grounds, steps] = lists(s);
    expect(grounds).toEqual([
      `[ ] | ${k.unequal}`,
      `[X] | ${k.excessive}`,
      `[ ] | ${k.unlawful}`,
      `[ ] | ${k.misclassification}`,
    ]);
    expect(steps?.map((item) => item.split(' | ')[0])).toEqual(['1.', '2.', '3.', '4.']);
  });

  it('the designation of a representative', async () => {
    const g = catalogueFor(language).authorizations.designation;
    const s = await draw(
      designationDocument(
        DESIGNATION.context,
        DESIGNATION.row,
        DESIGNATION.representative,
        language,
      ),
    );
    expectTagged(s, language, t(g.title, { id: DESIGNATION.row.id }));
    expect(headings(s)).toEqual([`H1 ${g.heading}`, `H2 ${g.statement}`, `H2 ${g.signature}`]);
    expect(tables(s)[0]?.headers[0]).toBe(`Row: ${g.owner}`);
  });
});

describe('documents beyond WinAnsi, in the embedded faces', () => {
  it('an agreement signed in Chinese keeps its tags, the name in the cells and paragraphs that hold it', async () => {
    const chinese = namedAs(ACCEPTED, CHINESE);
    const s = await draw(
      agreementDocument('Town of Amherst', FIRM, chinese, chinese.response!, 'en'),
    );
    expectTagged(s, 'en', `Agreement to the assessed value ${NOTICE.filingNumber}`);
    const text = s.treeOrder.flat().join(' ');
    expect(text).toContain(`Owner ${CHINESE.first} ${CHINESE.last}`);
    expect(text).toContain(`Signed electronically by ${CHINESE.signed}`);
  });

  it('a Spanish packet with Vietnamese, Greek and Cyrillic names', async () => {
    const scripts = namedAs(DISAGREED, VIETNAMESE, GREEK_CYRILLIC);
    const s = await draw(grievancePacketDocument(packet(MAX_COMPS, scripts, 'es')));
    expectTagged(s, 'es', `Paquete de queja ${NOTICE.filingNumber}`);
    const text = s.treeOrder.flat().join(' ');
    expect(text).toContain(`${VIETNAMESE.first} ${VIETNAMESE.last}`);
    expect(text).toContain(`${GREEK_CYRILLIC.first} ${GREEK_CYRILLIC.last}`);
  });

  it('a packet of many pages: the comparable sales table has its header once, repeated pages as artifacts', async () => {
    const s = await draw(grievancePacketDocument(packet(80)));
    expect(s.pageCount).toBeGreaterThan(2);
    expectTagged(s, 'en', `Grievance packet ${NOTICE.filingNumber}`);
    const headerCells = tables(s).flatMap((table) =>
      table.headers.filter((h) => h.startsWith('Column: ')),
    );
    expect(headerCells).toEqual(
      ['SBL', 'Address', 'Sale date', 'Sale price'].map((h) => `Column: ${h}`),
    );
  });
});

/** poppler's pdfinfo, where it is installed (it is not part of CI's image). */
const pdfinfo = (() => {
  try {
    execFileSync('pdfinfo', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe.runIf(pdfinfo)('pdfinfo', () => {
  it('says each kind of document is tagged', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tagged-'));
    try {
      const documents = [
        decisionNoticeDocument(NOTICE),
        agreementDocument('Town of Amherst', FIRM, ACCEPTED, ACCEPTED.response!, 'en'),
        grievancePacketDocument(packet(MAX_COMPS)),
      ];
      for (const [i, document] of documents.entries()) {
        const file = join(dir, `${i}.pdf`);
        writeFileSync(file, await renderPdf(document, { accessiblePage: PAGE }));
        expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/^Tagged:\s+yes$/m);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
