import { describe, expect, it } from 'vitest';
import {
  hasForbiddenCharacters,
  multilineTextField,
  textField,
  withoutForbiddenCharacters,
} from './text.ts';

const CONTROLS = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\u000b',
  '\u000c',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u009f',
];
const BIDI = [
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];

describe('hasForbiddenCharacters', () => {
  it('finds every control character and bidi embedding, override and isolate in a line', () => {
    for (const c of [...CONTROLS, '\t', '\n', '\r', ...BIDI]) {
      expect(hasForbiddenCharacters(`Main${c}St`), JSON.stringify(c)).toBe(true);
    }
  });

  it('lets a comments box keep its tabs and line breaks, and nothing else', () => {
    expect(hasForbiddenCharacters('Roof leaks.\n\tSee photos.\r\nThanks', true)).toBe(false);
    for (const c of [...CONTROLS, ...BIDI, '\r']) {
      expect(hasForbiddenCharacters(`a${c}b`, true), JSON.stringify(c)).toBe(true);
    }
  });

  it('refuses a lone surrogate half but not a whole emoji or accented text', () => {
    expect(hasForbiddenCharacters('a\ud800b')).toBe(true);
    expect(hasForbiddenCharacters('a\udc00')).toBe(true);
    expect(hasForbiddenCharacters('José Ñúñez 🏠 O’Brien – 12½')).toBe(false);
    // Marks that only say which way a letter runs are not overrides.
    expect(hasForbiddenCharacters('a\u200eb\u200fc')).toBe(false);
  });
});

describe('textField and multilineTextField', () => {
  it('refuse with the one message, whatever else the field checks', () => {
    const field = textField.trim().min(1).max(5);
    const issues = field.safeParse('ab\u0000').error?.issues;
    expect(issues?.map((i) => i.message)).toEqual(['input.forbiddenCharacters']);
    expect(field.parse(' abc ')).toBe('abc');
    expect(multilineTextField.parse('a\nb')).toBe('a\nb');
    expect(multilineTextField.safeParse('a\u202eb').success).toBe(false);
  });

  it('check the value as sent, so a line feed is refused rather than trimmed away', () => {
    expect(textField.trim().safeParse('12 Main St\n').success).toBe(false);
  });
});

describe('withoutForbiddenCharacters', () => {
  it('drops what a file name shown to staff may not hold', () => {
    expect(withoutForbiddenCharacters('invoice\u202efdp.exe')).toBe('invoicefdp.exe');
    expect(withoutForbiddenCharacters('a\u0000b\tc\u2066d.pdf')).toBe('abcd.pdf');
  });
});
