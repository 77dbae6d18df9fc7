import { FILING_TIME_ZONE } from '@ir/domain';

const newYorkDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: FILING_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day it is in New York at `at`, as YYYY-MM-DD (an offer's days are New York's). */
export function newYorkToday(at: Date): string {
  return newYorkDate.format(at);
}

/** `isoDate` (YYYY-MM-DD) moved by `days` calendar days. */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
