import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysUntil,
  filingPeriodEnd,
  formatLongDate,
  formatMonthYear,
  isFilingPeriodExpired,
  newYorkDay,
  nextMarch31,
  parseIsoDate,
} from './deadline.ts';

describe('filingPeriodEnd', () => {
  it('ends at midnight New York time after the deadline day (EDT, UTC-4)', () => {
    expect(filingPeriodEnd('2025-03-31').toISOString()).toBe('2025-04-01T04:00:00.000Z');
  });

  it('uses standard time in winter (EST, UTC-5)', () => {
    expect(filingPeriodEnd('2025-01-15').toISOString()).toBe('2025-01-16T05:00:00.000Z');
  });

  it('handles the day clocks spring forward and fall back', () => {
    expect(filingPeriodEnd('2025-03-08').toISOString()).toBe('2025-03-09T05:00:00.000Z');
    expect(filingPeriodEnd('2025-11-01').toISOString()).toBe('2025-11-02T04:00:00.000Z');
  });
});

describe('isFilingPeriodExpired', () => {
  it('is open until the last instant of the deadline day in New York', () => {
    expect(isFilingPeriodExpired('2025-03-31', new Date('2025-04-01T03:59:59.999Z'))).toBe(false);
    expect(isFilingPeriodExpired('2025-03-31', new Date('2025-04-01T04:00:00.000Z'))).toBe(true);
  });

  it('is expired long after', () => {
    expect(isFilingPeriodExpired('2025-03-31', new Date('2026-11-22T12:00:00Z'))).toBe(true);
  });
});

describe('nextMarch31', () => {
  it('is this year before the deadline has passed', () => {
    expect(nextMarch31(new Date('2026-02-01T12:00:00Z'))).toBe('2026-03-31');
    expect(nextMarch31(new Date('2026-04-01T03:00:00Z'))).toBe('2026-03-31');
  });

  it('is next year once this year’s has ended in New York', () => {
    expect(nextMarch31(new Date('2026-04-01T04:00:00Z'))).toBe('2027-03-31');
    expect(nextMarch31(new Date('2026-11-22T12:00:00Z'))).toBe('2027-03-31');
  });
});

describe('dates', () => {
  it('rejects what is not a calendar date', () => {
    expect(() => parseIsoDate('2025-02-30')).toThrow(/calendar/);
    expect(() => parseIsoDate('03/31/2025')).toThrow(/ISO/);
  });

  it('formats for people', () => {
    expect(formatLongDate('2025-03-31')).toBe('March 31, 2025');
    expect(formatMonthYear('2025-05')).toBe('May 2025');
  });
});

describe('daysUntil', () => {
  it('counts whole days on New York’s calendar', () => {
    // 03:59 UTC on May 26 is still May 25 in New York.
    expect(daysUntil('2026-05-26', new Date('2026-05-26T03:59:00Z'))).toBe(1);
    expect(daysUntil('2026-05-26', new Date('2026-05-26T04:00:00Z'))).toBe(0);
    expect(daysUntil('2026-05-26', new Date('2026-05-27T03:59:00Z'))).toBe(0);
    expect(daysUntil('2026-05-26', new Date('2026-05-27T04:00:00Z'))).toBe(-1);
    // Across the change to daylight time and a year end.
    expect(daysUntil('2026-05-26', new Date('2026-02-10T15:00:00Z'))).toBe(105);
    expect(daysUntil('2027-01-02', new Date('2026-12-31T12:00:00Z'))).toBe(2);
  });
});

describe('newYorkDay and addDays', () => {
  it("names the day it is in New York, whatever the instant's UTC day", () => {
    // 03:30 UTC on March 10 is still March 9 in New York (EST, UTC-5).
    expect(newYorkDay(new Date('2026-03-10T03:30:00Z'))).toBe('2026-03-09');
    // 04:30 UTC on July 1 is June 30, 00:30 EDT (UTC-4).
    expect(newYorkDay('2026-07-01T03:59:00Z')).toBe('2026-06-30');
    expect(newYorkDay('2026-07-01T04:00:00Z')).toBe('2026-07-01');
  });

  it('moves a day across months, years and February 29', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
