import { DateTime } from 'luxon';
import { FILING_TIME_ZONE } from '@ir/domain';

/**
 * "2026-12-03T09:00" on New York's clock as an instant; null for a wall time that does not
 * exist there (the hour skipped in March) or is not a time at all.
 */
export function newYorkLocalToUtc(local: string): Date | null {
  const at = DateTime.fromISO(local, { zone: FILING_TIME_ZONE });
  if (!at.isValid || at.toFormat("yyyy-LL-dd'T'HH:mm") !== local) return null;
  return at.toJSDate();
}

/** The day (YYYY-MM-DD) it is in New York at `now`. */
export function newYorkDay(now: Date): string {
  return DateTime.fromJSDate(now, { zone: FILING_TIME_ZONE }).toISODate() as string;
}

/** When a New York day (YYYY-MM-DD) begins, `days` days after `isoDate`. */
export function newYorkDayStart(isoDate: string, days = 0): Date {
  return DateTime.fromISO(isoDate, { zone: FILING_TIME_ZONE })
    .startOf('day')
    .plus({ days })
    .toJSDate();
}

/** An instant as luxon's date on New York's clock (ical-generator writes its TZID from it). */
export function onNewYorkClock(at: Date): DateTime {
  return DateTime.fromJSDate(at, { zone: FILING_TIME_ZONE });
}
