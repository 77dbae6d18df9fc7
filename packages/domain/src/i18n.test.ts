import { describe, expect, it } from 'vitest';
import { formatLongDate, formatMonthYear } from './deadline.ts';
import {
  catalogueTexts,
  fillSimpleText,
  formatText,
  isSimpleText,
  negotiateLanguage,
} from './i18n.ts';
import { MESSAGES_ES } from './messages.es.ts';
import { MESSAGES } from './messages.ts';

const texts = (catalogue: object) => catalogueTexts(catalogue);

/** The named arguments a text fills in: {phone}, {count, plural, …}. */
const argumentsOf = (text: string) =>
  [...text.matchAll(/\{(\w+)(?:,[^{}]*)?\}/g)].map((m) => m[1]).sort();

describe('the Spanish catalogue', () => {
  const english = texts(MESSAGES);
  const spanish = texts(MESSAGES_ES);

  it('has exactly the English keys, no more and no fewer', () => {
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('fills in the same arguments as the English text of each key', () => {
    const differing = [...english].filter(
      ([key, text]) =>
        JSON.stringify(argumentsOf(text)) !== JSON.stringify(argumentsOf(spanish.get(key) ?? '')),
    );
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it('is Spanish wherever an owner reads it: no owner section is left in English', () => {
    // Staff, town and admin screens may stay English; invitations are for staff.
    const staffOnly = [
      'review.',
      'admin.',
      'invite.',
      'filingPeriod.',
      'municipalitySettings.',
      'auditLog.',
      'town.',
    ];
    // Kept as sent on purpose: protocol texts the client matches, and staff-only actions.
    const kept = new Set([
      'common.comparables.sbl',
      'authorizations.page.sbl',
      'uploadAnswer.uploaded',
      'uploadAnswer.alreadyExists',
      'uploadAnswer.badFileType',
      'uploadAnswer.tooLarge',
      'uploadAnswer.malware',
      'upload.internalFailed',
      'upload.internalSuccess',
      'site.drawer.admin',
      'site.drawer.review',
      'site.drawer.town',
      'reasonHints.other',
      'bulk.fileRefused',
      'upload.status.error',
      'mfa.notEnrolled',
      'mfa.ownReset',
      'mfa.resetSuccess',
      'mfa.resetFailed',
      'mfa.resetConfirm',
    ]);
    const untranslated = [...english].filter(
      ([key, text]) =>
        !staffOnly.some((p) => key.startsWith(p)) && !kept.has(key) && spanish.get(key) === text,
    );
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });
});

describe('negotiateLanguage', () => {
  it.each([
    ['es-US,es;q=0.9,en;q=0.8', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['fr-FR,es;q=0.5', 'es'],
    ['fr-FR,de;q=0.9', 'en'],
    ['en;q=0.2, es;q=0.7', 'es'],
    ['es;q=0', 'en'],
    ['*', 'en'],
    ['', 'en'],
    [';;;,,,q=', 'en'],
    [undefined, 'en'],
  ])('%j reads as %s', (header, language) => {
    expect(negotiateLanguage(header)).toBe(language);
  });

  it('reads a browser list in its order', () => {
    expect(negotiateLanguage(['es-MX', 'en-US'])).toBe('es');
    expect(negotiateLanguage(['pt-BR'])).toBe('en');
  });
});

describe('formatting in the language', () => {
  it('fills ICU arguments and plurals', () => {
    const files = '{count, plural, one {# archivo} other {# archivos}}';
    expect(formatText('es', files, { count: 1 })).toBe('1 archivo');
    expect(formatText('es', files, { count: 3 })).toBe('3 archivos');
    expect(formatText('es', MESSAGES_ES.site.footer.websiteOf, { name: 'Town of Kent' })).toBe(
      'Sitio web de Town of Kent',
    );
  });

  it('writes dates the language’s way', () => {
    expect(formatLongDate('2027-03-31', 'es-US')).toBe('31 de marzo de 2027');
    expect(formatLongDate('2027-03-31')).toBe('March 31, 2027');
    expect(formatMonthYear('2027-05', 'es-US')).toBe('mayo de 2027');
  });
});

describe('filling a simple text without the ICU formatter', () => {
  const every = [...texts(MESSAGES).values(), ...texts(MESSAGES_ES).values()];

  it('gives what ICU gives, for every simple text of both catalogues', () => {
    const simple = every.filter((text) => isSimpleText(text));
    expect(simple.length).toBeGreaterThan(100);
    for (const text of simple) {
      const values = Object.fromEntries(
        argumentsOf(text).map((name, i) => [name, i % 2 ? 1234.5 : `«${name}»`]),
      );
      expect(fillSimpleText(text, values)).toBe(formatText('es', text, values));
    }
  });

  it('leaves plurals, formats, apostrophe quoting and dates to ICU', () => {
    expect(isSimpleText('{count, plural, one {# file} other {# files}}')).toBe(false);
    expect(isSimpleText('{n, number}')).toBe(false);
    expect(isSimpleText("Write '{name}' literally")).toBe(false);
    expect(isSimpleText("It''s")).toBe(false);
    expect(isSimpleText('Due {day}', { day: new Date(0) })).toBe(false);
    expect(isSimpleText("Don't miss {day}", { day: 'Friday' })).toBe(true);
  });

  it('refuses a missing value as ICU does', () => {
    expect(() => fillSimpleText('Call {phone}', {})).toThrow(/\{phone\}/);
    expect(() => formatText('en', 'Call {phone}', {})).toThrow();
  });
});
