/** Filing periods end after the last day of the deadline, on New York's clock. */
export const FILING_TIME_ZONE = 'America/New_York';

const offsetFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: FILING_TIME_ZONE,
  timeZoneName: 'longOffset',
});

/** Offset of New York from UTC at an instant, in minutes (e.g. -300 for EST). */
function newYorkOffsetMinutes(at: Date): number {
  const name = offsetFormatter.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  const sign = match[1] === '-' ? -1 : 1;
  return sign * (Number(match[2]) * 60 + Number(match[3]));
}

/** Parses an ISO calendar date (YYYY-MM-DD) strictly; throws on anything else. */
export function parseIsoDate(isoDate: string): { year: number; month: number; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new Error(`Not an ISO date: ${isoDate}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    throw new Error(`Not a calendar date: ${isoDate}`);
  }
  return { year, month, day };
}

/** Worked out once per deadline: it is asked on every request that checks the period. */
const periodEnds = new Map<string, number>();

/** The first instant after the deadline day has ended in New York. */
export function filingPeriodEnd(deadline: string): Date {
  let end = periodEnds.get(deadline);
  if (end === undefined) {
    end = computePeriodEnd(deadline);
    // A handful of municipalities, each with a deadline or two: bounded in practice, and
    // cleared outright should anything ever ask for many.
    if (periodEnds.size > 1000) periodEnds.clear();
    periodEnds.set(deadline, end);
  }
  return new Date(end);
}

function computePeriodEnd(deadline: string): number {
  const { year, month, day } = parseIsoDate(deadline);
  const nextMidnightAsUtc = Date.UTC(year, month - 1, day + 1);
  // The offset at local midnight; evaluating it twice settles DST transitions.
  const firstGuess = nextMidnightAsUtc - newYorkOffsetMinutes(new Date(nextMidnightAsUtc)) * 60_000;
  return nextMidnightAsUtc - newYorkOffsetMinutes(new Date(firstGuess)) * 60_000;
}

export function isFilingPeriodExpired(deadline: string, now: Date = new Date()): boolean {
  return now.getTime() >= filingPeriodEnd(deadline).getTime();
}

/** The next March 31 that has not yet ended in New York, as YYYY-MM-DD. */
export function nextMarch31(now: Date = new Date()): string {
  const year = Number(
    new Intl.DateTimeFormat('en-US', { timeZone: FILING_TIME_ZONE, year: 'numeric' }).format(now),
  );
  const thisYear = `${year}-03-31`;
  return isFilingPeriodExpired(thisYear, now) ? `${year + 1}-03-31` : thisYear;
}

const longDates = new Map<string, Intl.DateTimeFormat>();

function formatCalendarDate(isoDate: string, locale: string, weekday: boolean): string {
  const { year, month, day } = parseIsoDate(isoDate);
  const key = `${locale}\u0000${weekday}`;
  let format = longDates.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      ...(weekday ? { weekday: 'long' } : {}),
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    longDates.set(key, format);
  }
  return format.format(new Date(Date.UTC(year, month - 1, day)));
}

/** "March 31, 2025" for "2025-03-31"; in `locale` ("31 de marzo de 2025" in es-US). */
export function formatLongDate(isoDate: string, locale = 'en-US'): string {
  return formatCalendarDate(isoDate, locale, false);
}

/**
 * A day with its weekday, as Grievance Day is named to the owner: "Tuesday, May 25, 2027",
 * "martes, 25 de mayo de 2027".
 */
export function formatWeekdayDate(isoDate: string, locale = 'en-US'): string {
  return formatCalendarDate(isoDate, locale, true);
}

/** "May 2025" for "2025-05"; in `locale` ("mayo de 2025" in es-US). */
export function formatMonthYear(isoMonth: string, locale = 'en-US'): string {
  const { year, month } = parseIsoDate(`${isoMonth}-01`);
  return new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));
}

const newYorkDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: FILING_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day it is in New York at `at`, as YYYY-MM-DD (the app's days are New York's). */
export function newYorkDay(at: Date | string): string {
  return newYorkDate.format(typeof at === 'string' ? new Date(at) : at);
}

/** `isoDate` (YYYY-MM-DD) moved by `days` calendar days. */
export function addDays(isoDate: string, days: number): string {
  const { year, month, day } = parseIsoDate(isoDate);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * Whole days from today in New York to `isoDate` (YYYY-MM-DD): 0 on the day itself, 1 the
 * day before, negative once it has passed. For a countdown to a date like Grievance Day.
 */
export function daysUntil(isoDate: string, now: Date = new Date()): number {
  const target = parseIsoDate(isoDate);
  const today = parseIsoDate(newYorkDate.format(now));
  const utc = (d: { year: number; month: number; day: number }) =>
    Date.UTC(d.year, d.month - 1, d.day);
  return Math.round((utc(target) - utc(today)) / 86_400_000);
}
