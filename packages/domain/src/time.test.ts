import { describe, expect, it } from 'vitest';
import { csvTimeHeader, formatInstant } from './time.ts';

describe('formatInstant', () => {
  it('reads an instant on New York standard time in winter, and says ET', () => {
    const at = '2025-03-05T13:36:00.000Z';
    expect(formatInstant(at, 'long')).toBe('March 5, 2025, 8:36 AM ET');
    expect(formatInstant(at, 'medium')).toBe('Mar 5, 2025, 8:36 AM ET');
    expect(formatInstant(at, 'date')).toBe('Mar 5, 2025');
    expect(formatInstant(at, 'csv')).toBe('2025-03-05 08:36:00');
  });

  it('follows daylight saving time in summer', () => {
    expect(formatInstant(new Date('2025-07-04T17:36:05Z'), 'long')).toBe(
      'July 4, 2025, 1:36 PM ET',
    );
    expect(formatInstant('2025-07-04T17:36:05Z', 'csv')).toBe('2025-07-04 13:36:05');
  });

  it("puts an instant late in the UTC day on New York's day, and midnight and noon at 12", () => {
    expect(formatInstant('2025-03-15T03:30:00Z', 'date')).toBe('Mar 14, 2025');
    expect(formatInstant('2025-03-15T03:30:00Z', 'medium')).toBe('Mar 14, 2025, 11:30 PM ET');
    expect(formatInstant('2025-01-10T05:00:00Z', 'medium')).toBe('Jan 10, 2025, 12:00 AM ET');
    expect(formatInstant('2025-01-10T05:00:00Z', 'csv')).toBe('2025-01-10 00:00:00');
    expect(formatInstant('2025-01-10T17:05:00Z', 'medium')).toBe('Jan 10, 2025, 12:05 PM ET');
  });

  it('reads the same instant in Spanish for es-US, on the same clock', () => {
    const at = '2025-03-05T13:36:00.000Z';
    expect(formatInstant(at, 'long', 'es-US')).toBe('5 de marzo de 2025, 8:36 a. m. ET');
    expect(formatInstant(at, 'medium', 'es-US')).toBe('5 mar 2025, 8:36 a. m. ET');
    expect(formatInstant('2025-03-15T03:30:00Z', 'date', 'es-US')).toBe('14 mar 2025');
    expect(formatInstant('2025-07-04T17:36:05Z', 'long', 'es-US')).toBe(
      '4 de julio de 2025, 1:36 p. m. ET',
    );
    expect(formatInstant(at, 'csv', 'es-US')).toBe('2025-03-05 08:36:00');
  });

  it("answers 'Invalid Date' for text that is not an instant", () => {
    expect(formatInstant('nonsense', 'long')).toBe('Invalid Date');
    expect(formatInstant(new Date(Number.NaN), 'csv')).toBe('Invalid Date');
  });
});

describe('csvTimeHeader', () => {
  it("names the zone of a CSV column's times", () => {
    expect(csvTimeHeader('Submitted')).toBe('Submitted (ET)');
  });
});
