import type { FastifyReply } from 'fastify';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import pdfmake, { type PdfContent, type PdfDocument } from 'pdfmake';
import { CJK_FACE_CHARACTER, fillMessage, LOCALES, type Language } from '@ir/domain';
import { catalogueFor } from '@ir/domain/catalogues.ts';

/**
 * PDFs drawn with pdfmake (decision 031) in one of two ways (decision 042). A document whose
 * every text is WinAnsi (Latin-1 and the quotes, dashes and € of Windows-1252), as nearly all
 * are, is drawn in the standard Helvetica faces that every PDF reader has, embedding nothing.
 * Those faces can draw nothing else: pdfkit writes any other character as the low byte of its
 * code, so "王小明" printed as "s‹ \ f". A document with any other character is drawn in Noto
 * Sans (Latin, Greek, Cyrillic), with runs of Chinese and Japanese in Noto Sans SC, both
 * embedded as subsets of the glyphs used. The forms refuse what neither font draws
 * (`PRINTED_CHARACTERS`).
 *
 * pdfmake may fetch images and fonts by URL or path: URLs are refused, and the only files it
 * may read are the four standard face names and the font files below.
 */
const STANDARD_FACES = new Set([
  'Helvetica',
  'Helvetica-Bold',
  'Helvetica-Oblique',
  'Helvetica-BoldOblique',
]);

const fontFile = createRequire(import.meta.url).resolve;

/** The embedded faces, by family. Noto Sans SC has no italics: its upright faces stand in. */
export const FONT_FILES = {
  NotoSans: {
    normal: fontFile('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
    bold: fontFile('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
    italics: fontFile(
      '@expo-google-fonts/noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf',
    ),
    bolditalics: fontFile(
      '@expo-google-fonts/noto-sans/700Bold_Italic/NotoSans_700Bold_Italic.ttf',
    ),
  },
  NotoSansSC: {
    normal: fontFile('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
    bold: fontFile('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
    italics: fontFile('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
    bolditalics: fontFile('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
  },
} as const;
const FONT_PATHS = new Set(Object.values(FONT_FILES).flatMap((faces) => Object.values(faces)));

pdfmake.setFonts({
  Helvetica: {
    normal: 'Helvetica',
    bold: 'Helvetica-Bold',
    italics: 'Helvetica-Oblique',
    bolditalics: 'Helvetica-BoldOblique',
  },
  ...FONT_FILES,
});
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => STANDARD_FACES.has(path) || FONT_PATHS.has(path));

/**
 * Loads the font files at `paths` into pdfmake's memory, where it looks before the disk, the
 * first time a document needs them: the faces most embedded documents use, so that each does
 * not read them again (Noto Sans SC's is 10.5 MB). Italics and Chinese in bold are read from
 * the disk when a document has them.
 */
function keepInMemory(...paths: string[]) {
  for (const path of paths) {
    if (!pdfmake.virtualfs.existsSync(path))
      pdfmake.virtualfs.writeFileSync(path, readFileSync(path));
  }
}

/** A text the standard faces draw: WinAnsi, and the line breaks and tabs pdfmake lays out. */
const WIN_ANSI =
  /^[\t\n\r\x20-\x7e\xa0-\xff\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013\u2014\u2018-\u201a\u201c-\u201e\u2020-\u2022\u2026\u2030\u2039\u203a\u20ac\u2122]*$/u;

/** The documents' line spacing, in lines of Helvetica (ascender to descender, 0.925 em). */
const LINE_HEIGHT = 1.25;

/**
 * The same spacing in lines of Noto Sans, which are 1.362 em (room for stacked accents), so a
 * document lays out on as many pages in either face.
 */
const EMBEDDED_LINE_HEIGHT = (LINE_HEIGHT * 0.925) / 1.362;

/**
 * The embedded faces' OpenType features that cost the most to read, off: kerning and mark
 * positioning. Each document reads its fonts afresh, and with them on the agreement took about
 * three times as long again (decision 042). Texts are composed (NFC) first, so an accented
 * letter is drawn as one glyph, not as a letter and a mark to be positioned.
 */
const EMBEDDED_FEATURES = { kern: false, mark: false, mkmk: false };

/**
 * `node` with each of its texts replaced by what `draw` makes of it: a text, or inline runs.
 * Texts are found where pdfmake reads them: a string in place of a node, `text`, the items of
 * `stack`, `columns`, `ul` and `ol`, and the cells of a table.
 */
function mapTexts(node: PdfContent, draw: (text: string) => string | PdfContent[]): PdfContent {
  if (typeof node === 'string') {
    const drawn = draw(node);
    return typeof drawn === 'string' ? drawn : { text: drawn };
  }
  if (Array.isArray(node)) return node.map((child) => mapTexts(child, draw));
  const mapped: Record<string, unknown> = { ...node };
  if (typeof node.text === 'string') mapped.text = draw(node.text);
  else if (Array.isArray(node.text)) mapped.text = node.text.map((c) => mapTexts(c, draw));
  for (const key of ['stack', 'columns', 'ul', 'ol']) {
    const children = node[key];
    if (Array.isArray(children)) mapped[key] = children.map((c: PdfContent) => mapTexts(c, draw));
  }
  const table = node.table as { body?: PdfContent[][] } | undefined;
  if (table?.body) {
    mapped.table = { ...table, body: table.body.map((row) => row.map((c) => mapTexts(c, draw))) };
  }
  return mapped;
}

/** `text` as runs, those of characters only Noto Sans SC draws naming it as their font. */
function withCjkRuns(text: string): string | PdfContent[] {
  if (!CJK_FACE_CHARACTER.test(text)) return text;
  const runs: PdfContent[] = [];
  let run = '';
  let cjk = false;
  for (const character of text) {
    const isCjk = CJK_FACE_CHARACTER.test(character);
    if (isCjk !== cjk && run !== '') {
      runs.push(cjk ? { text: run, font: 'NotoSansSC' } : run);
      run = '';
    }
    cjk = isCjk;
    run += character;
  }
  runs.push(cjk ? { text: run, font: 'NotoSansSC' } : run);
  return runs;
}

/**
 * The document as PDF bytes, with its title shown by the reader and its language set (the
 * language it is written in: es-US for Spanish). pdfmake cannot tag a PDF (it writes no
 * structure tree, so no reading order for a screen reader; decision 036), so a line names
 * `accessiblePage`, the web page with the same content, as the accessible version: the first
 * line, or with `accessibleVersionIn: 'footer'` the first line of every page's footer, for a
 * letter whose top belongs to its letterhead and the envelope window's address (decision 049).
 */
export function renderPdf(
  document: PdfDocument,
  {
    accessiblePage,
    language,
    accessibleVersionIn = 'first-line',
  }: {
    accessiblePage: string;
    language: Language;
    accessibleVersionIn?: 'first-line' | 'footer';
  },
): Promise<Buffer> {
  const accessibleLine = fillMessage(catalogueFor(language).documents.accessibleVersion, {
    url: accessiblePage,
  });
  const inFooter = accessibleVersionIn === 'footer';
  const content: PdfContent = inFooter
    ? document.content
    : [{ text: accessibleLine, fontSize: 9, margin: [0, 0, 0, 12] }, document.content];
  const ownFooter = document.footer;
  const footer: PdfDocument['footer'] = inFooter
    ? (page, pages) => ({
        stack: [
          { text: accessibleLine, fontSize: 8 },
          ...(ownFooter ? [ownFooter(page, pages)] : []),
        ],
        margin: [54, 12, 54, 0],
      })
    : ownFooter;
  let standard = true;
  let cjk = false;
  const check = (text: string) => {
    standard &&= WIN_ANSI.test(text.normalize('NFC'));
    cjk ||= CJK_FACE_CHARACTER.test(text);
    return text;
  };
  mapTexts(content, check);
  // Every page's footer says the same but for its numbers.
  if (footer) mapTexts(footer(1, 1), check);
  if (!standard) keepInMemory(FONT_FILES.NotoSans.normal, FONT_FILES.NotoSans.bold);
  if (cjk) keepInMemory(FONT_FILES.NotoSansSC.normal);
  const draw = standard
    ? (text: string) => text.normalize('NFC')
    : (text: string) => withCjkRuns(text.normalize('NFC'));
  return pdfmake
    .createPdf({
      pageSize: 'LETTER',
      pageMargins: [54, 54, 54, 54],
      language: LOCALES[language],
      displayTitle: true,
      ...document,
      content: mapTexts(content, draw),
      ...(footer && { footer: (page, pages) => mapTexts(footer(page, pages), draw) }),
      defaultStyle: {
        ...(standard
          ? { font: 'Helvetica', lineHeight: LINE_HEIGHT }
          : {
              font: 'NotoSans',
              lineHeight: EMBEDDED_LINE_HEIGHT,
              fontFeatures: EMBEDDED_FEATURES,
            }),
        fontSize: 11,
        ...document.defaultStyle,
      },
    })
    .getBuffer();
}

/**
 * A document answered for reading in the browser, never kept by a shared cache. The route's
 * schema says 200 is a string; the bytes go out as they are (no serializer runs).
 */
export function sendPdf(reply: FastifyReply, pdf: Buffer, filename: string): FastifyReply {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf as unknown as string);
}
