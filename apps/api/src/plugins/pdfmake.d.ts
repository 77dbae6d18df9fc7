/**
 * The part of pdfmake's API the server uses. @types/pdfmake is not used: it pulls the DOM
 * library into the API's types, which then lose Node's own stream types.
 */
declare module 'pdfmake' {
  /** A piece of a document: text, or pdfmake's node objects (table, ul, columns, ...). */
  export type PdfContent = string | PdfContent[] | Record<string, unknown>;
  export interface PdfDocument {
    content: PdfContent;
    info?: Record<string, string>;
    /** The document's language (pdfkit's `lang`), e.g. en-US. */
    language?: string;
    /** A reader shows info.title in its title bar rather than the file name. */
    displayTitle?: boolean;
    pageSize?: string;
    pageMargins?: [number, number, number, number];
    styles?: Record<string, Record<string, unknown>>;
    defaultStyle?: Record<string, unknown>;
    footer?: (currentPage: number, pageCount: number) => PdfContent;
    compress?: boolean;
  }
  interface Pdfmake {
    /** Files pdfmake reads from memory before it looks on the disk. */
    virtualfs: {
      existsSync(path: string): boolean;
      writeFileSync(path: string, content: Buffer): void;
    };
    setFonts(fonts: Record<string, Record<string, string>>): void;
    setUrlAccessPolicy(allow: (url: string) => boolean): void;
    setLocalAccessPolicy(allow: (path: string) => boolean): void;
    createPdf(document: PdfDocument): { getBuffer(): Promise<Buffer> };
  }
  const pdfmake: Pdfmake;
  export default pdfmake;
}
