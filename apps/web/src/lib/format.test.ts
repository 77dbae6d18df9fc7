import { describe, expect, it } from 'vitest';
import { formatInstant as domainInstant } from '@ir/domain/time.ts';
import {
  formatDateTime,
  formatDollars,
  formatInstant,
  formatNumber,
  formatPricePerSqft,
  formatShortDate,
  orMissing,
  telHref,
  truncateFileName,
} from './format.ts';

describe('telHref', () => {
  it('adds the North American country code to ten-digit numbers', () => {
    expect(telHref('(518) 555-0142')).toBe('tel:+15185550142');
    expect(telHref('518.555.0142')).toBe('tel:+15185550142');
  });

  it('keeps a number that already has a country code', () => {
    expect(telHref('1-518-555-0142')).toBe('tel:+15185550142');
    expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958');
  });

  it('leaves short local numbers as digits', () => {
    expect(telHref('555-0142')).toBe('tel:5550142');
  });
});

describe('truncateFileName', () => {
  it('keeps names of up to 30 characters whole', () => {
    expect(truncateFileName('appraisal.pdf')).toBe('appraisal.pdf');
    const thirty = 'a'.repeat(26) + '.pdf';
    expect(truncateFileName(thirty)).toBe(thirty);
  });

  it('cuts longer names to 30 characters followed by dots', () => {
    const name = 'a-very-long-appraisal-document-from-2024.pdf';
    expect(truncateFileName(name)).toBe('a-very-long-appraisal-document...');
    expect(truncateFileName(name)).toHaveLength(33);
  });
});

describe('formatDollars', () => {
  it('shows US dollars without decimals', () => {
    expect(formatDollars(250000, 'en')).toBe('$250,000');
    expect(formatDollars(1234.56, 'en')).toBe('$1,235');
    expect(formatDollars('98000', 'en')).toBe('$98,000');
    expect(formatDollars(0, 'en')).toBe('$0');
  });

  it("shows '-' when there is no number", () => {
    expect(formatDollars(null, 'en')).toBe('-');
    expect(formatDollars(undefined, 'en')).toBe('-');
    expect(formatDollars('', 'en')).toBe('-');
    expect(formatDollars('abc', 'en')).toBe('-');
  });
});

describe('formatShortDate', () => {
  it('shows a calendar date as short month, day, year on that same day', () => {
    expect(formatShortDate('2024-03-05', 'en')).toBe('Mar 5, 2024');
    expect(formatShortDate('2023-12-31', 'en')).toBe('Dec 31, 2023');
  });

  it("shows an instant on New York's calendar, whatever the browser's", () => {
    expect(formatShortDate('2025-02-14T15:00:00.000Z', 'en')).toBe('Feb 14, 2025');
    // Late evening in New York is already the next day in UTC.
    expect(formatShortDate('2025-02-15T03:00:00.000Z', 'en')).toBe('Feb 14, 2025');
  });

  it("shows 'Invalid Date' for text that is not a date and '-' for none", () => {
    expect(formatShortDate('not a date', 'en')).toBe('Invalid Date');
    expect(formatShortDate(null, 'en')).toBe('-');
    expect(formatShortDate('', 'en')).toBe('-');
  });
});

describe('orMissing', () => {
  it("shows '-' for missing and blank values and the value otherwise", () => {
    expect(orMissing(null)).toBe('-');
    expect(orMissing(undefined)).toBe('-');
    expect(orMissing('  ')).toBe('-');
    expect(orMissing(1950)).toBe('1950');
    expect(orMissing('Ranch')).toBe('Ranch');
  });
});

describe('formatPricePerSqft', () => {
  it('divides the price by the living area, in whole dollars', () => {
    expect(formatPricePerSqft(300000, 1500, 'en')).toBe('$200');
    expect(formatPricePerSqft(250000, 1800, 'en')).toBe('$139');
  });

  it("shows '-' when the price or the area is missing or zero", () => {
    expect(formatPricePerSqft(null, 1500, 'en')).toBe('-');
    expect(formatPricePerSqft(300000, null, 'en')).toBe('-');
    expect(formatPricePerSqft(300000, 0, 'en')).toBe('-');
  });
});

describe('formatDateTime', () => {
  it("shows an instant as a long date and a time on New York's clock, saying so", () => {
    expect(formatDateTime('2025-03-14T16:30:00.000Z', 'en')).toBe('March 14, 2025, 12:30 PM ET');
    expect(formatDateTime('nonsense', 'en')).toBe('Invalid Date');
  });
});

describe('formatInstant', () => {
  it('is the one formatter of times, in New York and saying so', () => {
    expect(formatInstant('2025-03-05T13:36:00.000Z', 'medium', 'en')).toBe(
      'Mar 5, 2025, 8:36 AM ET',
    );
  });

  it('writes every instant as the e-mails and PDFs do, in both languages', () => {
    for (const at of ['2025-03-05T06:43:00Z', '2025-07-04T17:36:05Z', '2025-09-30T04:00:00Z']) {
      for (const style of ['long', 'medium', 'date', 'csv'] as const) {
        expect(formatInstant(at, style, 'en')).toBe(domainInstant(at, style, 'en-US'));
        expect(formatInstant(at, style, 'es')).toBe(domainInstant(at, style, 'es-US'));
      }
    }
  });
});

describe('in Spanish', () => {
  it('writes money, dates and instants the es-US way, still on New York’s clock', () => {
    expect(formatDollars(91000, 'es')).toBe('$91,000');
    expect(formatNumber(1850, 'es')).toBe('1,850');
    expect(formatShortDate('2024-03-05', 'es')).toBe('5 mar 2024');
    // 02:30 UTC on March 15 is still March 14 in New York.
    expect(formatShortDate('2025-03-15T02:30:00Z', 'es')).toBe('14 mar 2025');
    expect(formatDateTime('2025-03-14T16:30:00Z', 'es')).toBe(
      '14 de marzo de 2025, 12:30 p. m. ET',
    );
    expect(formatInstant('2025-09-05T05:43:00Z', 'medium', 'es')).toBe(
      '5 sept 2025, 1:43 a. m. ET',
    );
    expect(formatInstant('2025-03-14T16:30:00Z', 'csv', 'es')).toBe('2025-03-14 12:30:00');
    expect(formatInstant('nonsense', 'medium', 'es')).toBe('Invalid Date');
  });

  it('keeps each language’s own formatters: English after Spanish is SPEC’s English', () => {
    expect(formatShortDate('2024-03-05', 'es')).toBe('5 mar 2024');
    expect(formatShortDate('2024-03-05', 'en')).toBe('Mar 5, 2024');
    expect(formatDateTime('2025-03-14T16:30:00Z', 'en')).toBe('March 14, 2025, 12:30 PM ET');
  });
});
