import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { PRINTED_CHARACTERS } from '@ir/domain';
import { FONT_FILES } from './pdf-fonts.ts';

type Ranges = (readonly [number, number])[];

/**
 * The Unicode blocks the documents promise, by face (decision 042): the scripts owners write
 * names and addresses in, with their marks and punctuation.
 */
const BLOCKS: { text: Ranges; cjk: Ranges } = {
  text: [
    [0x0020, 0x007e], // Basic Latin
    [0x00a0, 0x00ff], // Latin-1 Supplement
    [0x0100, 0x017f], // Latin Extended-A
    [0x0180, 0x024f], // Latin Extended-B
    [0x0250, 0x02af], // IPA Extensions (ɛ, ɔ, ŋ of West African names)
    [0x02b0, 0x02ff], // Spacing Modifier Letters (ʻokina)
    [0x0300, 0x036f], // Combining Diacritical Marks
    [0x0370, 0x03ff], // Greek and Coptic
    [0x0400, 0x04ff], // Cyrillic
    [0x0500, 0x052f], // Cyrillic Supplement
    [0x1e00, 0x1eff], // Latin Extended Additional (Vietnamese)
    [0x1f00, 0x1fff], // Greek Extended
    [0x2000, 0x206f], // General Punctuation
    [0x2070, 0x209f], // Superscripts and Subscripts
    [0x20a0, 0x20cf], // Currency Symbols
    [0x2100, 0x214f], // Letterlike Symbols (№)
  ],
  cjk: [
    [0x3000, 0x303f], // CJK Symbols and Punctuation
    [0x3040, 0x309f], // Hiragana
    [0x30a0, 0x30ff], // Katakana
    [0x3400, 0x4dbf], // CJK Unified Ideographs Extension A
    [0x4e00, 0x9fff], // CJK Unified Ideographs
    [0xff00, 0xffef], // Halfwidth and Fullwidth Forms
  ],
};

/** The code points of `blocks` that every face in `files` maps to a glyph, as ranges. */
function drawnRanges(blocks: Ranges, files: readonly string[]): Ranges {
  const faces = [...new Set(files)].map((file) => {
    const font = fontkit.openSync(file);
    if (!('characterSet' in font)) throw new Error(`${file} is a collection, not one face`);
    return new Set(font.characterSet);
  });
  const ranges: [number, number][] = [];
  for (const [first, last] of blocks) {
    for (let code = first; code <= last; code++) {
      if (!faces.every((face) => face.has(code))) continue;
      const previous = ranges.at(-1);
      if (previous && previous[1] === code - 1) previous[1] = code;
      else ranges.push([code, code]);
    }
  }
  return ranges;
}

const literal = (ranges: Ranges) =>
  ranges.map(([a, b]) => `[0x${a.toString(16)}, 0x${b.toString(16)}],`).join('\n');

describe('the characters the documents print', () => {
  it('are those of the promised blocks that every face of each font draws', () => {
    const text = drawnRanges(BLOCKS.text, Object.values(FONT_FILES.NotoSans));
    const cjk = drawnRanges(BLOCKS.cjk, Object.values(FONT_FILES.NotoSansSC));
    // On a font update, the message holds the new ranges for PRINTED_CHARACTERS.
    expect(PRINTED_CHARACTERS.text, `text:\n${literal(text)}`).toEqual(text);
    expect(PRINTED_CHARACTERS.cjk, `cjk:\n${literal(cjk)}`).toEqual(cjk);
  });
});
