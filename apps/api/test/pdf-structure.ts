import { openPdf } from './pdf-text.ts';

/** A structure element as pdf.js reads it, with the text of its marked content gathered. */
export interface StructElement {
  role: string;
  scope?: string;
  children: StructElement[];
  /** The text of this element and its descendants, in tree order, spaces collapsed. */
  text: string;
}

export interface PdfStructure {
  /** The catalog's /Lang. */
  language: string | undefined;
  title: string | undefined;
  displayDocTitle: boolean;
  /** /MarkInfo << /Marked true >>. */
  marked: boolean;
  /** The catalog has a /StructTreeRoot. */
  hasStructTree: boolean;
  /**
   * The Document element. pdf.js reads the tree page by page, each page with the whole of every
   * element it draws part of: an element across a page break, read from both, is kept once.
   */
  document: StructElement;
  pageCount: number;
  /** Per page: the tagged texts in structure-tree order, and in the order the page draws them. */
  treeOrder: string[][];
  drawnOrder: string[][];
  /** Text drawn on a page outside any marked content: neither tagged nor an artifact. */
  untagged: string[];
}

interface RawNode {
  role?: string;
  type?: string;
  id?: string;
  scope?: string;
  children?: RawNode[];
}

type TextItem =
  | { str: string }
  | { type: 'beginMarkedContent' | 'beginMarkedContentProps'; id?: string; tag?: string }
  | { type: 'endMarkedContent' };

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Whether two pages' copies of elements are one element across the break: pdf.js gives each
 * page every row of a table it draws part of, each row with that page's content only. Only
 * elements with elements inside (a table, a list) are joined; paragraphs are not.
 */
function sameShape(a: StructElement, b: StructElement): boolean {
  return (
    a.role === b.role &&
    a.children.length > 0 &&
    a.children.length === b.children.length &&
    a.children.every((child, i) => {
      const other = b.children[i];
      return (
        other !== undefined &&
        child.role === other.role &&
        child.children.length === other.children.length &&
        (child.children.length === 0 || sameShape(child, other))
      );
    })
  );
}

function merged(a: StructElement, b: StructElement): StructElement {
  const children = a.children.map((child, i) => {
    const other = b.children[i] as StructElement;
    return child.children.length === 0
      ? { ...child, text: squeeze(`${child.text} ${other.text}`) }
      : merged(child, other);
  });
  return { ...a, children, text: squeeze(`${a.text} ${b.text}`) };
}

/** Reads a PDF's tagging as a screen reader's PDF library does: pdf.js's structure tree. */
export async function readStructure(bytes: Buffer | Uint8Array): Promise<PdfStructure> {
  const pdf = await openPdf(bytes);
  const { info, hasStructTree } = (await pdf.getMetadata()) as {
    info: { Language?: string; Title?: string };
    hasStructTree?: boolean;
  };
  const markInfo = (await pdf.getMarkInfo()) as Map<string, boolean> | null;
  const preferences = (await pdf.getViewerPreferences()) as Map<string, unknown> | null;
  const texts = new Map<string, string>();
  const rawTrees: (RawNode | null)[] = [];
  const drawnOrder: string[][] = [];
  const untagged: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent({ includeMarkedContent: true });
    // The text of each marked-content sequence, by id, in the order the page draws them.
    const drawn: string[] = [];
    const open: (string | null)[] = [];
    for (const item of content.items as TextItem[]) {
      if ('str' in item) {
        const id = open.findLast((entry) => entry !== null);
        if (id) texts.set(id, `${texts.get(id) ?? ''} ${item.str}`);
        else if (!open.length && item.str.trim()) untagged.push(item.str);
      } else if (item.type === 'endMarkedContent') {
        open.pop();
      } else {
        const id = item.tag === 'Artifact' ? null : (item.id ?? null);
        open.push(id);
        if (id) drawn.push(id);
      }
    }
    drawnOrder.push(drawn);
    rawTrees.push((await page.getStructTree()) as RawNode | null);
  }
  const textOf = (id: string) => squeeze(texts.get(id) ?? '');
  const treeOrder: string[][] = [];
  const documents = rawTrees.map((tree) => {
    const order: string[] = [];
    const element = (node: RawNode): StructElement => {
      const children: StructElement[] = [];
      let text = '';
      for (const child of node.children ?? []) {
        if (child.type === 'content' && child.id) {
          order.push(child.id);
          text += ` ${texts.get(child.id) ?? ''}`;
        } else if (child.role) {
          const built = element(child);
          children.push(built);
          text += ` ${built.text}`;
        }
      }
      return {
        role: node.role ?? '',
        ...(node.scope && { scope: node.scope }),
        children,
        text: squeeze(text),
      };
    };
    const root = element(tree ?? {});
    treeOrder.push(order.map(textOf).filter(Boolean));
    return root.children.length === 1 ? root.children[0] : root;
  });
  const document: StructElement = {
    role: documents.every((d) => d?.role === 'Document') ? 'Document' : 'not a Document',
    children: [],
    text: '',
  };
  for (const page of documents) {
    for (const [i, child] of (page?.children ?? []).entries()) {
      const last = document.children.at(-1);
      if (i === 0 && last && sameShape(last, child)) {
        document.children[document.children.length - 1] = merged(last, child);
      } else document.children.push(child);
    }
  }
  document.text = squeeze(document.children.map((c) => c.text).join(' '));
  await pdf.cleanup();
  return {
    language: info.Language,
    title: info.Title,
    displayDocTitle: preferences?.get('DisplayDocTitle') === true,
    marked: markInfo?.get('Marked') === true,
    hasStructTree: hasStructTree === true,
    document,
    pageCount: pdf.numPages,
    treeOrder,
    drawnOrder: drawnOrder.map((ids) => ids.map(textOf).filter(Boolean)),
    untagged,
  };
}

/** Every element of the tree, depth first. */
export function elements(structure: PdfStructure): StructElement[] {
  const all: StructElement[] = [];
  const walk = (node: StructElement) => {
    all.push(node);
    node.children.forEach(walk);
  };
  walk(structure.document);
  return all;
}

/** The headings' levels and texts, in order (an H1 as "H1 text"). */
export function headings(structure: PdfStructure): string[] {
  return elements(structure)
    .filter((e) => /^H\d$/.test(e.role))
    .map((e) => `${e.role} ${e.text}`);
}

/** The tables, each as its header cells (role, scope and text) and its row count. */
export function tables(structure: PdfStructure): { headers: string[]; rows: number }[] {
  return elements(structure)
    .filter((e) => e.role === 'Table')
    .map((table) => ({
      headers: table.children
        .flatMap((row) => row.children)
        .filter((cell) => cell.role === 'TH')
        .map((cell) => `${cell.scope ?? ''}: ${cell.text}`),
      rows: table.children.filter((row) => row.role === 'TR').length,
    }));
}

/** The lists, each as its items' label and body texts ("label | body"). */
export function lists(structure: PdfStructure): string[][] {
  return elements(structure)
    .filter((e) => e.role === 'L')
    .map((list) =>
      list.children.map((item) => {
        const part = (role: string) => item.children.find((c) => c.role === role)?.text ?? '';
        return `${part('Lbl')} | ${part('LBody')}`;
      }),
    );
}
