import { describe, expect, it } from 'vitest';
import { addDays, byNewYorkDay, clockTime, dayAndTime, newYorkDay } from './meeting-time.ts';

describe('meeting times', () => {
  it('reads an instant on New York’s clock, in winter and summer', () => {
    expect(clockTime('2026-12-03T14:05:00.000Z', 'en')).toBe('9:05 AM ET');
    expect(clockTime('2026-07-01T16:30:00.000Z', 'en')).toBe('12:30 PM ET');
    expect(clockTime('2026-12-03T14:05:00.000Z', 'es')).toBe('9:05 a. m. ET');
    expect(clockTime('2026-12-03T23:00:00.000Z', 'es')).toBe('6:00 p. m. ET');
  });

  it('puts a late evening in New York on its own day, not the UTC one', () => {
    expect(newYorkDay('2026-12-04T03:30:00.000Z')).toBe('2026-12-03');
    expect(dayAndTime('2026-12-04T03:30:00.000Z', 'en')).toBe(
      'Thursday, December 3, 2026, 10:30 PM ET',
    );
  });

  it('moves days across months and years', () => {
    expect(addDays('2026-12-29', 7)).toBe('2027-01-05');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('groups by day in order', () => {
    const groups = byNewYorkDay([
      { starts_at: '2026-12-04T15:00:00.000Z' },
      { starts_at: '2026-12-03T15:00:00.000Z' },
      { starts_at: '2026-12-03T14:00:00.000Z' },
    ]);
    expect(groups.map((g) => [g.day, g.items.length])).toEqual([
      ['2026-12-03', 2],
      ['2026-12-04', 1],
    ]);
    expect(groups[0]?.items[0]?.starts_at).toBe('2026-12-03T14:00:00.000Z');
  });
});
