import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { CJK_FACE_CHARACTER } from '@ir/domain';

/**
 * The documents' faces (decision 042, kept by decision 058). A document whose every text is
 * WinAnsi, as nearly all are, is drawn in the standard Helvetica faces that every PDF reader
 * has, embedding nothing: those faces draw nothing else (PDFKit writes any other character as
 * the low byte of its code, so "王小明" printed as "s‹ \ f"). A document with any other
 * character is drawn in Noto Sans, with runs of Chinese and Japanese in Noto Sans SC, both
 * embedded as subsets. The forms refuse what neither draws (`PRINTED_CHARACTERS`).
 */
const fontFile = createRequire(import.meta.url).resolve;

/**
 * The embedded faces' files. The documents draw the regular and bold faces; the italics are
 * part of the promise `PRINTED_CHARACTERS` keeps (what every face draws), so that a document
 * may set a text in italics without losing a character. Noto Sans SC has no italics.
 */
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
  },
} as const;

/** A text the standard faces draw: WinAnsi, and the line breaks and tabs the layout handles. */
const WIN_ANSI =
  /^[\t\n\r\x20-\x7e\xa0-\xff\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013\u2014\u2018-\u201a\u201c-\u201e\u2020-\u2022\u2026\u2030\u2039\u203a\u20ac\u2122]*$/u;

/**
 * Which faces a document needs: the standard ones when every text is WinAnsi, otherwise the
 * embedded Noto Sans (with Noto Sans SC for the runs only it draws, as they come).
 */
export interface FaceSet {
  standard: boolean;
}

export function facesFor(texts: Iterable<string>): FaceSet {
  for (const text of texts) if (!WIN_ANSI.test(text)) return { standard: false };
  return { standard: true };
}

/**
 * The font files' bytes, read the first time a document needs them and kept: PDFKit reads a
 * font for every document, and Noto Sans SC's file is 10.5 MB. Only these files are ever read.
 */
const fontBytes = new Map<string, Buffer>();
export function fontBuffer(path: string): Buffer {
  let bytes = fontBytes.get(path);
  if (!bytes) {
    bytes = readFileSync(path);
    fontBytes.set(path, bytes);
  }
  return bytes;
}

/** A run of text and whether only Noto Sans SC draws it. */
export interface Run {
  text: string;
  cjk: boolean;
}

/** `text` cut into runs, those of characters only Noto Sans SC draws marked as such. */
export function runsOf(text: string): Run[] {
  if (!CJK_FACE_CHARACTER.test(text)) return [{ text, cjk: false }];
  const runs: Run[] = [];
  let run = '';
  let cjk = false;
  for (const character of text) {
    const isCjk = CJK_FACE_CHARACTER.test(character);
    if (isCjk !== cjk && run !== '') {
      runs.push({ text: run, cjk });
      run = '';
    }
    cjk = isCjk;
    run += character;
  }
  runs.push({ text: run, cjk });
  return runs;
}
