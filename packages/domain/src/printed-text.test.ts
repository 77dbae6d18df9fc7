import { describe, expect, it } from 'vitest';
import {
  CJK_FACE_CHARACTER,
  printedMultilineTextField,
  printedTextField,
  unprintableCharacters,
} from './printed-text.ts';

describe('what the documents print', () => {
  it('takes Latin with Vietnamese and Romanian, Greek, Cyrillic, Chinese and Japanese as typed', () => {
    for (const typed of [
      'Zoë Ðặng Ŵ',
      'Ștefan Nguyễn Thị Ánh',
      'Kaʻahumanu',
      'Σοφία Παπαδοπούλου',
      'Иванова, ул. Ленина № 12',
      '王小明',
      '欧阳 小明',
      'たなか タロウ',
      'O’Brien – “Jr.”',
    ]) {
      expect(unprintableCharacters(typed), typed).toEqual([]);
      expect(printedTextField.safeParse(typed).success, typed).toBe(true);
    }
  });

  it('names each character no document can print once, in the order typed', () => {
    expect(unprintableCharacters('Olive 😀 김 ✓ ☃ 😀')).toEqual(['😀', '김', '✓', '☃']);
    expect(printedTextField.safeParse('Olive 😀').error?.issues.map((i) => i.message)).toEqual([
      'input.notPrintable',
    ]);
  });

  it('leaves control characters to the rule that refuses them, and takes line breaks in a comments box', () => {
    expect(unprintableCharacters('Olive\tOwner')).toEqual([]);
    expect(printedTextField.safeParse('Olive\tOwner').error?.issues.map((i) => i.message)).toEqual([
      'input.forbiddenCharacters',
    ]);
    expect(printedMultilineTextField.safeParse('The roof\r\nleaks.\n\tSince May.').success).toBe(
      true,
    );
    expect(
      printedMultilineTextField.safeParse('The roof leaks 🌧').error?.issues.map((i) => i.message),
    ).toEqual(['input.notPrintable']);
  });

  it('draws Chinese and Japanese in the CJK face, and nothing else there', () => {
    for (const character of ['王', '明', 'た', 'タ', '、', '１']) {
      expect(CJK_FACE_CHARACTER.test(character), character).toBe(true);
    }
    for (const character of ['a', 'ặ', 'Σ', 'Ж', '’', ' ']) {
      expect(CJK_FACE_CHARACTER.test(character), character).toBe(false);
    }
  });
});
