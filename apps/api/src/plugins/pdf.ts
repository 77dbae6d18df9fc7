import pdfmake, { type PdfDocument } from 'pdfmake';
import { fillMessage, LOCALES, type Language } from '@ir/domain';
import { catalogueFor } from '@ir/domain/catalogues.ts';

/**
 * PDFs drawn with pdfmake (decision 031) in the standard Helvetica faces that every PDF reader
 * has, so no font file is read or embedded. pdfmake may fetch images and fonts by URL or path:
 * both are refused, bar the four standard face names it asks the policy about.
 */
const STANDARD_FACES = new Set([
  'Helvetica',
  'Helvetica-Bold',
  'Helvetica-Oblique',
  'Helvetica-BoldOblique',
]);
pdfmake.setFonts({
  Helvetica: {
    normal: 'Helvetica',
    bold: 'Helvetica-Bold',
    italics: 'Helvetica-Oblique',
    bolditalics: 'Helvetica-BoldOblique',
  },
});
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => STANDARD_FACES.has(path));

/**
 * The document as PDF bytes, with its title shown by the reader and its language set (the
 * language it is written in: es-US for Spanish). pdfmake cannot tag a PDF (it writes no
 * structure tree, so no reading order for a screen reader; decision 036), so the first line
 * names `accessiblePage`, the web page with the same content, as the accessible version.
 */
export function renderPdf(
  document: PdfDocument,
  { accessiblePage, language }: { accessiblePage: string; language: Language },
): Promise<Buffer> {
  const firstLine = {
    text: fillMessage(catalogueFor(language).documents.accessibleVersion, {
      url: accessiblePage,
    }),
    fontSize: 9,
    margin: [0, 0, 0, 12],
  };
  return pdfmake
    .createPdf({
      pageSize: 'LETTER',
      pageMargins: [54, 54, 54, 54],
      language: LOCALES[language],
      displayTitle: true,
      ...document,
      content: [firstLine, document.content],
      defaultStyle: { font: 'Helvetica', fontSize: 11, lineHeight: 1.25, ...document.defaultStyle },
    })
    .getBuffer();
}
