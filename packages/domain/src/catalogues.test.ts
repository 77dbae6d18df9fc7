import { describe, expect, it } from 'vitest';
import { accountLanguage, catalogueFor, translateMessage } from './catalogues.ts';
import { catalogueTexts, formatText } from './i18n.ts';
import { MESSAGES_ES } from './messages.es.ts';
import { fillMessage, MESSAGES, withPhone } from './messages.ts';

const texts = (catalogue: object) => catalogueTexts(catalogue);

describe('translateMessage', () => {
  it('gives the Spanish text of an English catalogue text', () => {
    expect(translateMessage(MESSAGES.input.invalidRequest, 'es')).toBe(
      MESSAGES_ES.input.invalidRequest,
    );
    expect(translateMessage(MESSAGES.input.invalidRequest, 'en')).toBe(
      MESSAGES.input.invalidRequest,
    );
  });

  it('reads the filled-in arguments back out and fills the Spanish with them', () => {
    const english = withPhone(MESSAGES.applications.cannotWithdraw, '(518) 555-0142');
    expect(translateMessage(english, 'es')).toBe(
      withPhone(MESSAGES_ES.applications.cannotWithdraw, '(518) 555-0142'),
    );
    const values = { max: 2000, used: 1500, rows: 800 };
    const rows = fillMessage(MESSAGES.bulk.dailyLimit, values);
    expect(translateMessage(rows, 'es')).toBe(fillMessage(MESSAGES_ES.bulk.dailyLimit, values));
    const limit = fillMessage(MESSAGES.bulk.tooManyRows, { max: 1000 });
    expect(translateMessage(limit, 'es')).toBe(
      fillMessage(MESSAGES_ES.bulk.tooManyRows, { max: 1000 }),
    );
  });

  it('finds every owner text with plain arguments, each under its own key', () => {
    const spanish = texts(MESSAGES_ES);
    const wrong: string[] = [];
    for (const [key, english] of texts(MESSAGES)) {
      const other = spanish.get(key) ?? '';
      if (other === english || /\{\w+,/.test(english)) continue;
      const names = [...english.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
      const values = Object.fromEntries(names.map((n) => [n, `«${n}-value»`]));
      const expected = names.length ? formatText('es', other, values) : other;
      const got = translateMessage(fillMessage(english, values), 'es');
      // A text shared by two keys may take the other key's Spanish: the same words in English.
      const sameEnglish = [...texts(MESSAGES)].filter(([, e]) => e === english).map(([k]) => k);
      const acceptable = sameEnglish.map((k) => {
        const o = spanish.get(k) ?? '';
        return names.length ? formatText('es', o, values) : o;
      });
      if (got !== expected && !acceptable.includes(got)) wrong.push(key);
    }
    expect(wrong).toEqual([]);
  });

  it('leaves a text no catalogue holds, and one kept in English, as it is', () => {
    expect(translateMessage('Something else entirely.', 'es')).toBe('Something else entirely.');
    expect(translateMessage(MESSAGES.uploadAnswer.alreadyExists, 'es')).toBe('already exists');
  });
});

describe('accountLanguage', () => {
  it("is the account's stored language, English for anything the site does not have", () => {
    expect(accountLanguage('es')).toBe('es');
    expect(accountLanguage('en')).toBe('en');
    expect(accountLanguage('fr')).toBe('en');
    expect(accountLanguage('')).toBe('en');
    expect(accountLanguage(null)).toBe('en');
    expect(catalogueFor(accountLanguage('fr'))).toBe(MESSAGES);
  });
});
