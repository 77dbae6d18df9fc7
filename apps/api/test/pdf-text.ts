import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A PDF opened as a reader's PDF library opens it, without fonts of the system. */
export function openPdf(bytes: Buffer | Uint8Array) {
  return getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
}

/** The text of every page of a PDF, as a reader extracts it, pages and lines joined by spaces. */
export async function pdfText(bytes: Buffer | Uint8Array): Promise<string> {
  const pdf = await openPdf(bytes);
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.cleanup();
  return pages.join(' ').replace(/\s+/g, ' ');
}
