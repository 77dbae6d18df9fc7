import type { FastifyReply } from 'fastify';
import { fillMessage, LOCALES, type Language } from '@ir/domain';
import { catalogueFor } from '@ir/domain/catalogues.ts';
import { type FaceSet, facesFor, FONT_FILES, fontBuffer, runsOf } from './pdf-fonts.ts';

/**
 * Tagged PDFs drawn with PDFKit (decision 058). A document describes itself in the small model
 * below, in reading order; `renderPdf` draws it in that order and tags each part as it draws
 * it, so the structure tree's order is the page's. Page footers are artifacts, which a screen
 * reader skips. The model has no image, link or font field: nothing a document says can make
 * the server read a file or fetch a URL (the only files read are the fonts of pdf-fonts.ts).
 */
export interface PdfDocument {
  title: string;
  author: string;
  /** The language the document is written in: /Lang en-US or es-US. */
  language: Language;
  blocks: PdfBlock[];
  /** Each page's footer lines, small, drawn as pagination artifacts below the bottom margin. */
  footer?: (page: number, pages: number) => string[];
  footerAlign?: 'left' | 'center';
  /** Room at the foot of each page for the footer, in points (0.75 in unless said). */
  bottomMargin?: number;
}

/** Where a block is placed on the page instead of in the flow, which it leaves where it was. */
export interface Placement {
  x: number;
  y: number;
  width?: number;
}

export type TextStyle = 'body' | 'strong' | 'small' | 'letterhead' | 'address' | 'h1' | 'h2';

export type PdfBlock =
  | { type: 'heading'; level: 1 | 2 | 3; text: string; space?: Space }
  | { type: 'paragraph'; text: string; style?: TextStyle; space?: Space }
  /** Labels and their values: a table whose first column is row headers, without borders. */
  | { type: 'facts'; rows: [string, string][]; labelWidth?: number | 'auto'; space?: Space }
  /** A table with a header row (column headers) and borders. */
  | { type: 'table'; header: string[]; rows: string[][]; widths: Width[]; space?: Space }
  | { type: 'list'; items: { label?: string; text: string }[]; ordered?: boolean; space?: Space }
  /** Blocks that read as one part (a Div): a letterhead, a signature, kept on one page. */
  | { type: 'group'; blocks: PdfBlock[]; at?: Placement; space?: Space }
  /** Groups side by side, read one after the other (left first). */
  | { type: 'columns'; columns: PdfBlock[][]; gap: number; space?: Space }
  /** A line to sign on: decoration (an artifact), its meaning in the label under it. */
  | { type: 'signature-line'; width: number; space?: Space };

/** Points before and after a block. */
export type Space = readonly [number, number];
/** A column's width: points, as wide as its widest cell, or a share of what is left. */
export type Width = number | 'auto' | '*';

const MARGIN = 54;

/** Font size and face of each style, and the spacing pdfmake gave them (decision 031). */
const STYLES: Record<TextStyle, { size: number; bold: boolean; color?: string }> = {
  body: { size: 11, bold: false },
  strong: { size: 11, bold: true },
  small: { size: 9, bold: false, color: '#4b5563' },
  letterhead: { size: 16, bold: true },
  address: { size: 10, bold: false },
  h1: { size: 14, bold: true },
  h2: { size: 12, bold: true },
};
const HEADINGS: Record<1 | 2 | 3, { style: TextStyle; space: Space }> = {
  1: { style: 'h1', space: [0, 12] },
  2: { style: 'h2', space: [6, 4] },
  3: { style: 'strong', space: [0, 0] },
};

/** The space around a block unless it says. */
const spaceOf = (block: PdfBlock): Space =>
  block.space ?? (block.type === 'heading' ? HEADINGS[block.level].space : [0, 0]);

/**
 * Line pitch, in ems: Helvetica's own line with its gap (1.156 em, pdfmake's 1.25 lines of
 * 0.925 em). The embedded faces' lines (Noto Sans 1.362 em, Noto Sans SC 1.448 em) are brought
 * to the same pitch, so a document lays out on as many pages in any face.
 */
const PITCH = 1.156;

/**
 * The embedded faces' OpenType features that cost the most to read, off: kerning and mark
 * positioning (decision 042). Texts are composed (NFC) first, so an accented letter is one glyph.
 */
const EMBEDDED_FEATURES = { kern: false, mark: false, mkmk: false };

const CELL_PADDING = { x: 4, y: 2 };
const BORDER = { width: 0.75, color: '#374151' };

type Doc = PDFKit.PDFDocument;
type Element = PDFKit.PDFStructureElement;

/** Every text of the document, for choosing its faces. */
function* textsOf(document: PdfDocument): Generator<string> {
  yield document.title;
  const walk = function* (blocks: PdfBlock[]): Generator<string> {
    for (const block of blocks) {
      switch (block.type) {
        case 'heading':
        case 'paragraph':
          yield block.text;
          break;
        case 'facts':
          yield* block.rows.flat();
          break;
        case 'table':
          yield* block.header;
          yield* block.rows.flat();
          break;
        case 'list':
          for (const item of block.items) yield `${item.label ?? ''}${item.text}`;
          break;
        case 'group':
          yield* walk(block.blocks);
          break;
        case 'columns':
          for (const column of block.columns) yield* walk(column);
          break;
        case 'signature-line':
          break;
      }
    }
  };
  yield* walk(document.blocks);
  // Every page's footer says the same but for its numbers.
  if (document.footer) yield* document.footer(1, 1);
}

/** Draws texts in the document's faces: runs of CJK in Noto Sans SC, the same line pitch. */
class Writer {
  /** The embedded faces this document has registered: each only when first drawn in. */
  private readonly registered = new Set<string>();

  constructor(
    readonly doc: Doc,
    readonly faces: FaceSet,
  ) {}

  private face(bold: boolean, cjk: boolean): string {
    if (this.faces.standard) return bold ? 'Helvetica-Bold' : 'Helvetica';
    const name = `${cjk ? 'cjk' : 'text'}${bold ? '-bold' : ''}`;
    if (!this.registered.has(name)) {
      const family = cjk ? FONT_FILES.NotoSansSC : FONT_FILES.NotoSans;
      this.doc.registerFont(name, fontBuffer(bold ? family.bold : family.normal));
      this.registered.add(name);
    }
    return name;
  }

  /** Sets the face and size, and answers the text options that give PITCH in that face. */
  private use(bold: boolean, cjk: boolean, size: number): PDFKit.Mixins.TextOptions {
    this.doc.font(this.face(bold, cjk)).fontSize(size);
    const lineGap = PITCH * size - this.doc.currentLineHeight(true);
    if (this.faces.standard) return { lineGap };
    // Every run stands on the Latin face's baseline, so CJK sits on the same line.
    this.doc.font(this.face(bold, false));
    const ascender = (this.currentFont().ascender / 1000) * size;
    this.doc.font(this.face(bold, cjk));
    return {
      lineGap,
      baseline: -ascender,
      features: EMBEDDED_FEATURES as unknown as PDFKit.Mixins.TextOptions['features'],
    };
  }

  /** The face in use: PDFKit keeps its metrics, in thousandths of an em, on a private field. */
  private currentFont(): { ascender: number } {
    return (this.doc as unknown as { _font: { ascender: number } })._font;
  }

  /** The height `text` takes at `width`: the tallest of its faces' (most lines) when it mixes. */
  height(text: string, width: number, style: TextStyle): number {
    if (text === '') return 0;
    const { size, bold } = STYLES[style];
    const runs = runsOf(text.normalize('NFC'));
    const cjkUsed = [...new Set(runs.map((run) => run.cjk))];
    return Math.max(
      ...cjkUsed.map((cjk) => {
        const options = this.use(bold, cjk, size);
        return this.doc.heightOfString(text.normalize('NFC'), { ...options, width });
      }),
    );
  }

  /** The width of `text` on one line. */
  width(text: string, style: TextStyle): number {
    const { size, bold } = STYLES[style];
    return runsOf(text.normalize('NFC')).reduce((sum, run) => {
      const options = this.use(bold, run.cjk, size);
      return sum + this.doc.widthOfString(run.text, options);
    }, 0);
  }

  /** Draws `text` from (x, y) wrapped at `width`; the flow continues below it. */
  write(
    text: string,
    at: { x: number; y: number; width: number },
    style: TextStyle,
    align: 'left' | 'center' = 'left',
  ): void {
    const { size, bold, color } = STYLES[style];
    const runs = runsOf(text.normalize('NFC'));
    this.doc.fillColor(color ?? 'black');
    runs.forEach((run, index) => {
      const options = {
        ...this.use(bold, run.cjk, size),
        width: at.width,
        align,
        continued: index < runs.length - 1,
      };
      if (index === 0) this.doc.text(run.text, at.x, at.y, options);
      else this.doc.text(run.text, options);
    });
    this.doc.fillColor('black');
  }
}

/** Lays the blocks out in the flow, tagging each as it is drawn. */
class Layout {
  readonly left: number;
  readonly contentWidth: number;

  constructor(
    readonly doc: Doc,
    readonly writer: Writer,
  ) {
    this.left = doc.page.margins.left;
    this.contentWidth = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  }

  private get maxY(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** Starts a new page unless `height` more fits on this one. */
  private room(height: number): void {
    if (this.doc.y + height > this.maxY && this.doc.y > this.doc.page.margins.top) {
      this.doc.addPage();
    }
  }

  /** A structure element; `scope` is PDFKit's (a TH's /Scope), which its typings leave out. */
  private element(type: string, draw?: () => void, options: { scope?: 'Row' | 'Column' } = {}) {
    return this.doc.struct(
      type,
      options as PDFKit.Mixins.StructureElementOptions,
      draw ? [draw] : undefined,
    );
  }

  /** A paragraph or heading: one element whose content is the text drawn in the flow. */
  private text(
    parent: Element,
    type: string,
    text: string,
    style: TextStyle,
    at?: { x: number; width: number },
  ) {
    const x = at?.x ?? this.left;
    const width = at?.width ?? this.contentWidth;
    parent.add(
      this.element(type, () => this.writer.write(text, { x, y: this.doc.y, width }, style)),
    );
  }

  blocks(parent: Element, blocks: PdfBlock[], at?: { x: number; width: number }): void {
    for (const block of blocks) this.block(parent, block, at);
  }

  private block(parent: Element, block: PdfBlock, at?: { x: number; width: number }): void {
    const x = at?.x ?? this.left;
    const width = at?.width ?? this.contentWidth;
    const [before, after] = spaceOf(block);
    this.doc.y += before;
    switch (block.type) {
      case 'heading': {
        const { style } = HEADINGS[block.level];
        // A heading is not left alone at the foot of a page: room for two lines after it.
        this.room(this.writer.height(block.text, width, style) + 2 * PITCH * 11);
        this.text(parent, `H${block.level}`, block.text, style, { x, width });
        break;
      }
      case 'paragraph':
        this.text(parent, 'P', block.text, block.style ?? 'body', { x, width });
        break;
      case 'facts':
        this.facts(parent, block, x, width);
        break;
      case 'table':
        this.table(parent, block, x, width);
        break;
      case 'list':
        this.list(parent, block, x, width);
        break;
      case 'group': {
        const div = this.element('Div');
        parent.add(div);
        if (block.at) {
          const flowY = this.doc.y;
          this.doc.y = block.at.y;
          this.blocks(div, block.blocks, {
            x: block.at.x,
            width: block.at.width ?? this.doc.page.width - block.at.x - this.doc.page.margins.right,
          });
          this.doc.y = flowY;
        } else {
          // A group is kept on one page: it starts the next when it does not fit.
          this.room(this.heightOf(block.blocks, width));
          this.blocks(div, block.blocks, { x, width });
        }
        div.end();
        break;
      }
      case 'columns': {
        const columnWidth = (width - block.gap * (block.columns.length - 1)) / block.columns.length;
        this.room(Math.max(...block.columns.map((c) => this.heightOf(c, columnWidth))));
        const top = this.doc.y;
        let bottom = top;
        block.columns.forEach((column, index) => {
          this.doc.y = top;
          const div = this.element('Div');
          parent.add(div);
          this.blocks(div, column, {
            x: x + index * (columnWidth + block.gap),
            width: columnWidth,
          });
          div.end();
          bottom = Math.max(bottom, this.doc.y);
        });
        this.doc.y = bottom;
        break;
      }
      case 'signature-line': {
        const y = this.doc.y + PITCH * 11 * 2;
        this.artifact(() => {
          this.doc
            .moveTo(x, y)
            .lineTo(x + block.width, y)
            .lineWidth(0.75)
            .stroke('black');
        });
        this.doc.y = y + 2;
        break;
      }
    }
    this.doc.y += after;
  }

  /** Draws decoration outside the structure tree. */
  private artifact(draw: () => void, type?: 'Pagination' | 'Layout') {
    this.doc.markContent('Artifact', type ? { type } : undefined);
    draw();
    this.doc.endMarkedContent();
  }

  /** How tall `blocks` will be: texts and signature lines measured, any other block as three lines. */
  private heightOf(blocks: PdfBlock[], width: number): number {
    return blocks.reduce((sum, block) => {
      const [before, after] = spaceOf(block);
      switch (block.type) {
        case 'heading':
          return (
            sum +
            before +
            after +
            this.writer.height(block.text, width, HEADINGS[block.level].style)
          );
        case 'paragraph':
          return (
            sum + before + after + this.writer.height(block.text, width, block.style ?? 'body')
          );
        case 'signature-line':
          return sum + before + after + PITCH * 11 * 2 + 2;
        case 'group':
          return sum + before + after + this.heightOf(block.blocks, width);
        default:
          return sum + before + after + PITCH * 11 * 3;
      }
    }, 0);
  }

  /** A cell's element: TH with its scope, or TD, its text drawn inside. */
  private cell(
    row: Element,
    header: 'Column' | 'Row' | null,
    text: string,
    box: { x: number; y: number; width: number },
    style: TextStyle,
  ) {
    const draw = () =>
      this.writer.write(
        text,
        {
          x: box.x + CELL_PADDING.x,
          y: box.y + CELL_PADDING.y,
          width: box.width - 2 * CELL_PADDING.x,
        },
        style,
      );
    const cell = this.element(
      header ? 'TH' : 'TD',
      text === '' ? undefined : draw,
      header ? { scope: header } : {},
    );
    row.add(cell);
    cell.end();
  }

  private rowHeight(cells: string[], widths: number[], styles: TextStyle[]): number {
    return (
      Math.max(
        PITCH * 11,
        ...cells.map((text, i) =>
          this.writer.height(text, (widths[i] ?? 0) - 2 * CELL_PADDING.x, styles[i] ?? 'body'),
        ),
      ) +
      2 * CELL_PADDING.y
    );
  }

  private facts(
    parent: Element,
    block: Extract<PdfBlock, { type: 'facts' }>,
    x: number,
    width: number,
  ) {
    const labelWidth =
      block.labelWidth === undefined || block.labelWidth === 'auto'
        ? Math.max(...block.rows.map(([label]) => this.writer.width(label, 'strong'))) +
          2 * CELL_PADDING.x
        : block.labelWidth;
    const widths = [labelWidth, width - labelWidth];
    const table = this.element('Table');
    parent.add(table);
    for (const [label, value] of block.rows) {
      const height = this.rowHeight([label, value], widths, ['strong', 'body']);
      // A label and its value stay on one page.
      this.room(height);
      const y = this.doc.y;
      const tr = this.element('TR');
      table.add(tr);
      // The labels line up with the text around the table, as pdfmake's borderless tables did.
      this.cell(tr, 'Row', label, { x: x - CELL_PADDING.x, y, width: labelWidth }, 'strong');
      this.cell(
        tr,
        null,
        value,
        { x: x - CELL_PADDING.x + labelWidth, y, width: widths[1] ?? 0 },
        'body',
      );
      tr.end();
      this.doc.y = y + height;
    }
    table.end();
  }

  private columnWidths(block: Extract<PdfBlock, { type: 'table' }>, width: number): number[] {
    const fixed = block.widths.map((w, i) => {
      if (typeof w === 'number') return w;
      if (w === '*') return 0;
      const cells = [block.header[i] ?? '', ...block.rows.map((row) => row[i] ?? '')];
      return (
        Math.max(...cells.map((text, r) => this.writer.width(text, r === 0 ? 'strong' : 'body'))) +
        2 * CELL_PADDING.x
      );
    });
    const stars = block.widths.filter((w) => w === '*').length;
    const left = width - fixed.reduce((a, b) => a + b, 0);
    return block.widths.map((w, i) => (w === '*' ? Math.max(left / stars, 40) : (fixed[i] ?? 0)));
  }

  private table(
    parent: Element,
    block: Extract<PdfBlock, { type: 'table' }>,
    x: number,
    width: number,
  ) {
    const widths = this.columnWidths(block, width);
    const columnX = widths.map((_, i) => x + widths.slice(0, i).reduce((a, b) => a + b, 0));
    const headerStyles = block.header.map((): TextStyle => 'strong');
    const bodyStyles = block.header.map((): TextStyle => 'body');
    const borders = (y: number, height: number) =>
      this.artifact(() => {
        this.doc.lineWidth(BORDER.width).strokeColor(BORDER.color);
        widths.forEach((w, i) => this.doc.rect(columnX[i] ?? x, y, w, height));
        this.doc.stroke().strokeColor('black');
      });
    const headerHeight = this.rowHeight(block.header, widths, headerStyles);
    const drawHeader = (tagged: boolean) => {
      const y = this.doc.y;
      borders(y, headerHeight);
      if (tagged) {
        const tr = this.element('TR');
        table.add(tr);
        block.header.forEach((text, i) =>
          this.cell(tr, 'Column', text, { x: columnX[i] ?? x, y, width: widths[i] ?? 0 }, 'strong'),
        );
        tr.end();
      } else {
        // The header repeated on a later page is decoration: the table has it once.
        this.artifact(
          () =>
            block.header.forEach((text, i) =>
              this.writer.write(
                text,
                {
                  x: (columnX[i] ?? x) + CELL_PADDING.x,
                  y: y + CELL_PADDING.y,
                  width: (widths[i] ?? 0) - 2 * CELL_PADDING.x,
                },
                'strong',
              ),
            ),
          'Pagination',
        );
      }
      this.doc.y = y + headerHeight;
    };
    const table = this.element('Table');
    parent.add(table);
    this.room(headerHeight + this.rowHeight(block.rows[0] ?? [], widths, bodyStyles));
    drawHeader(true);
    for (const row of block.rows) {
      const height = this.rowHeight(row, widths, bodyStyles);
      if (this.doc.y + height > this.maxY) {
        this.doc.addPage();
        drawHeader(false);
      }
      const y = this.doc.y;
      borders(y, height);
      const tr = this.element('TR');
      table.add(tr);
      row.forEach((text, i) =>
        this.cell(tr, null, text, { x: columnX[i] ?? x, y, width: widths[i] ?? 0 }, 'body'),
      );
      tr.end();
      this.doc.y = y + height;
    }
    table.end();
  }

  private list(
    parent: Element,
    block: Extract<PdfBlock, { type: 'list' }>,
    x: number,
    width: number,
  ) {
    const labels = block.items.map(
      (item, i) => item.label ?? (block.ordered ? `${i + 1}.` : '\u2022'),
    );
    const indent = Math.max(...labels.map((label) => this.writer.width(label, 'body'))) + 8;
    const list = this.element('L');
    parent.add(list);
    block.items.forEach((item, i) => {
      this.room(this.writer.height(item.text, width - indent, 'body'));
      const y = this.doc.y;
      const li = this.element('LI');
      list.add(li);
      li.add(
        this.element('Lbl', () =>
          this.writer.write(labels[i] ?? '', { x, y, width: indent }, 'body'),
        ),
      );
      li.add(
        this.element('LBody', () =>
          this.writer.write(item.text, { x: x + indent, y, width: width - indent }, 'body'),
        ),
      );
      li.end();
    });
    list.end();
  }

  footers(document: PdfDocument): void {
    if (!document.footer) return;
    const { doc } = this;
    const range = doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index++) {
      doc.switchToPage(index);
      const top = doc.page.height - doc.page.margins.bottom + 12;
      // Below the bottom margin: without this PDFKit would start a page for the footer.
      doc.page.margins.bottom = 0;
      doc.y = top;
      this.artifact(() => {
        for (const line of document.footer?.(index + 1, range.count) ?? []) {
          this.writer.write(
            line,
            { x: this.left, y: doc.y, width: this.contentWidth },
            'small',
            document.footerAlign,
          );
        }
      }, 'Pagination');
    }
  }
}

/**
 * PDFKit, loaded with the first document rather than at start: its fonts' code (line breaking,
 * inflating) was a tenth of a warm start, for documents that most runs of the server never make.
 */
let pdfKit: Promise<PDFKit.PDFDocument> | undefined;
function loadPdfKit(): Promise<PDFKit.PDFDocument> {
  pdfKit ??= import('pdfkit').then((m) => m.default);
  return pdfKit;
}

/**
 * The document as a tagged PDF: a structure tree rooted at Document, in reading order (which
 * is the order it is drawn in), /Lang of the language it is written in, /MarkInfo Marked, and
 * the title shown by the reader. A line names `accessiblePage`, the web page with the same
 * content (decision 036): the first paragraph, or with `accessibleVersionIn: 'footer'` the
 * first line of every page's footer, for a letter whose top belongs to its letterhead and the
 * envelope window's address (decision 049).
 */
export async function renderPdf(
  content: PdfDocument,
  {
    accessiblePage,
    accessibleVersionIn = 'first-line',
  }: { accessiblePage: string; accessibleVersionIn?: 'first-line' | 'footer' },
): Promise<Buffer> {
  const accessibleLine = fillMessage(catalogueFor(content.language).documents.accessibleVersion, {
    url: accessiblePage,
  });
  const ownFooter = content.footer;
  const document: PdfDocument =
    accessibleVersionIn === 'footer'
      ? {
          ...content,
          footer: (page, pages) => [accessibleLine, ...(ownFooter?.(page, pages) ?? [])],
        }
      : {
          ...content,
          blocks: [
            { type: 'paragraph', text: accessibleLine, style: 'small', space: [0, 12] },
            ...content.blocks,
          ],
        };
  const faces = facesFor([...textsOf(document)].map((text) => text.normalize('NFC')));
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: document.bottomMargin ?? MARGIN },
    pdfVersion: '1.7',
    tagged: true,
    lang: LOCALES[document.language],
    displayTitle: true,
    bufferPages: true,
    autoFirstPage: true,
    // Helvetica's metrics are read for every document that starts in it; one that embeds its
    // faces never uses it.
    font: faces.standard ? 'Helvetica' : '',
    info: { Title: document.title, Author: document.author },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const layout = new Layout(doc, new Writer(doc, faces));
  const root = doc.struct('Document');
  doc.addStructure(root);
  layout.blocks(root, document.blocks);
  root.end();
  layout.footers(document);
  doc.end();
  return done;
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
