import { describe, expect, it } from 'vitest';
import {
  formatDollars,
  formatPricePerSqft,
  formatShortDate,
  orMissing,
  telHref,
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

describe('formatDollars', () => {
  it('shows US dollars without decimals', () => {
    expect(formatDollars(250000)).toBe('$250,000');
    expect(formatDollars(1234.56)).toBe('$1,235');
    expect(formatDollars('987654321012')).toBe('$987,654,321,012');
    expect(formatDollars(0)).toBe('$0');
  });

  it("shows '-' for a missing or unreadable amount", () => {
    expect(formatDollars(null)).toBe('-');
    expect(formatDollars(undefined)).toBe('-');
    expect(formatDollars('')).toBe('-');
    expect(formatDollars('abc')).toBe('-');
  });
});

describe('formatShortDate', () => {
  it('shows short month, day and year, the same day in every time zone', () => {
    expect(formatShortDate('2024-01-05')).toBe('Jan 5, 2024');
    expect(formatShortDate('2023-12-31')).toBe('Dec 31, 2023');
    expect(formatShortDate('2024-07-04T12:00:00Z')).toBe('Jul 4, 2024');
  });

  it("shows 'Invalid Date' for a date it cannot read and '-' for none", () => {
    expect(formatShortDate('not a date')).toBe('Invalid Date');
    expect(formatShortDate('2024-13-45')).toBe('Invalid Date');
    expect(formatShortDate(null)).toBe('-');
    expect(formatShortDate('')).toBe('-');
  });
});

describe('formatPricePerSqft', () => {
  it('divides the price by the living area, in whole dollars', () => {
    expect(formatPricePerSqft(200000, 1600)).toBe('$125');
    expect(formatPricePerSqft(100000, 3000)).toBe('$33');
  });

  it("shows '-' without a price or an area", () => {
    expect(formatPricePerSqft(null, 1600)).toBe('-');
    expect(formatPricePerSqft(200000, null)).toBe('-');
    expect(formatPricePerSqft(200000, 0)).toBe('-');
  });
});

describe('orMissing', () => {
  it("keeps a value and shows '-' for none", () => {
    expect(orMissing(1950)).toBe('1950');
    expect(orMissing(0)).toBe('0');
    expect(orMissing(null)).toBe('-');
    expect(orMissing('')).toBe('-');
  });
});
