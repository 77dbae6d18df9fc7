import { messageKey } from './message-ref.ts';
import { hasForbiddenCharacters, multilineTextField, textField } from './text.ts';

type Ranges = readonly (readonly [first: number, last: number])[];

/**
 * The characters the owner's documents (decision notice, agreement, grievance packet) print
 * as typed (decision 042), as code point ranges. `text`: what Noto Sans draws in each of its
 * four faces, of the blocks Basic Latin, Latin-1, Latin Extended-A and -B, IPA, spacing
 * modifiers, combining diacritics, Greek, Cyrillic and its supplement, Latin Extended
 * Additional (Vietnamese), Greek Extended, general punctuation, super- and subscripts,
 * currency and letterlike symbols. `cjk`: what Noto Sans SC draws in its regular and bold
 * faces, of CJK symbols and punctuation, hiragana, katakana, CJK Unified Ideographs and
 * Extension A, and half- and full-width forms. The fonts' own tables decide: the API's
 * pdf-fonts test derives these ranges from the blocks and the font files and fails, printing
 * the new ranges, when a font update changes them.
 */
export const PRINTED_CHARACTERS: { text: Ranges; cjk: Ranges } = {
  text: [
    [0x20, 0x7e],
    [0xa0, 0x377],
    [0x37a, 0x37f],
    [0x384, 0x38a],
    [0x38c, 0x38c],
    [0x38e, 0x3a1],
    [0x3a3, 0x3e1],
    [0x3f0, 0x52f],
    [0x1e00, 0x1f15],
    [0x1f18, 0x1f1d],
    [0x1f20, 0x1f45],
    [0x1f48, 0x1f4d],
    [0x1f50, 0x1f57],
    [0x1f59, 0x1f59],
    [0x1f5b, 0x1f5b],
    [0x1f5d, 0x1f5d],
    [0x1f5f, 0x1f7d],
    [0x1f80, 0x1fb4],
    [0x1fb6, 0x1fc4],
    [0x1fc6, 0x1fd3],
    [0x1fd6, 0x1fdb],
    [0x1fdd, 0x1fef],
    [0x1ff2, 0x1ff4],
    [0x1ff6, 0x1ffe],
    [0x2000, 0x2064],
    [0x2066, 0x2071],
    [0x2074, 0x208e],
    [0x2090, 0x209c],
    [0x20a0, 0x20bf],
    [0x2100, 0x214f],
  ],
  cjk: [
    [0x3000, 0x303f],
    [0x3041, 0x3096],
    [0x3099, 0x30ff],
    [0x3400, 0x4db5],
    [0x4e00, 0x9fef],
    [0xff01, 0xff9f],
    [0xffa1, 0xffbe],
    [0xffc2, 0xffc7],
    [0xffca, 0xffcf],
    [0xffd2, 0xffd7],
    [0xffda, 0xffdc],
    [0xffe0, 0xffe6],
    [0xffe8, 0xffee],
  ],
};

const characterClass = (ranges: Ranges) =>
  ranges
    .map(([first, last]) =>
      first === last
        ? `\\u{${first.toString(16)}}`
        : `\\u{${first.toString(16)}}-\\u{${last.toString(16)}}`,
    )
    .join('');

/** One character that only the CJK face draws: the documents switch to it for such runs. */
export const CJK_FACE_CHARACTER = new RegExp(`[${characterClass(PRINTED_CHARACTERS.cjk)}]`, 'u');

const PRINTED = new RegExp(
  `[${characterClass(PRINTED_CHARACTERS.text)}${characterClass(PRINTED_CHARACTERS.cjk)}]`,
  'u',
);

/**
 * The distinct characters of `value` that no document can print, in the order they come.
 * Those `textField` refuses anyway (control characters, text-direction overrides) are left to
 * its own message; in a comments box the tab and line breaks are text.
 */
export function unprintableCharacters(value: string, multiline = false): string[] {
  const found = new Set<string>();
  for (const character of value) {
    if (PRINTED.test(character) || hasForbiddenCharacters(character, multiline)) continue;
    if (multiline && (character === '\n' || character === '\t' || character === '\r')) continue;
    found.add(character);
  }
  return [...found];
}

/**
 * textField for what the documents print (names, addresses, telephone, the signature): a
 * character they cannot draw is refused with a 400 naming the field, so a document never
 * shows something other than what was typed.
 */
export const printedTextField = textField.refine(
  (value) => unprintableCharacters(value).length === 0,
  { message: messageKey('input.notPrintable') },
);

/** printedTextField for a comments box printed in a document. */
export const printedMultilineTextField = multilineTextField.refine(
  (value) => unprintableCharacters(value, true).length === 0,
  { message: messageKey('input.notPrintable') },
);
