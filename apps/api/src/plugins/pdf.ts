import pdfmake, { type PdfDocument } from 'pdfmake';

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

/** The document as PDF bytes. */
export function renderPdf(document: PdfDocument): Promise<Buffer> {
  return pdfmake
    .createPdf({
      pageSize: 'LETTER',
      pageMargins: [54, 54, 54, 54],
      ...document,
      defaultStyle: { font: 'Helvetica', fontSize: 11, lineHeight: 1.25, ...document.defaultStyle },
    })
    .getBuffer();
}
