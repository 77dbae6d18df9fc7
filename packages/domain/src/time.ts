import { FILING_TIME_ZONE } from './deadline.ts';

/**
 * Every time a person reads (the confirmation, e-mails, My Applications, review history, the
 * audit log, CSV exports) is on New York's clock, the municipalities' own, whatever the
 * reader's device or the server is set to, and says so. "ET" holds in winter and summer alike.
 */
export const TIME_ZONE_LABEL = 'ET';

/**
 * - `long`: "March 14, 2025, 1:36 PM ET" (receipts: the confirmation page and its e-mail)
 * - `medium`: "Mar 14, 2025, 1:36 PM ET" (lists and tables)
 * - `date`: "Mar 14, 2025", the day it was in New York (a column of dates)
 * - `csv`: "2025-03-14 13:36:05", which spreadsheets read as a date and time; the column's
 *   header carries the zone (csvTimeHeader)
 */
export type InstantStyle = 'long' | 'medium' | 'date' | 'csv';

const partsFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: FILING_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const MONTHS_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

interface NewYorkClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function newYorkClock(at: Date): NewYorkClock {
  const parts = partsFormatter.formatToParts(at);
  const value = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value);
  return {
    year: value('year'),
    month: value('month'),
    day: value('day'),
    hour: value('hour'),
    minute: value('minute'),
    second: value('second'),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * An instant (a Date or ISO 8601 text) as a person reads it, on New York's clock. The text is
 * put together from its parts rather than left to Intl's patterns, which differ between
 * Node's and the browsers' ICU (commas, "at", narrow spaces before PM, "p.m." or "p. m."): the
 * page, the e-mail and the PDF call this one function and must read the same. 'Invalid Date'
 * for anything that is not an instant.
 */
export function formatInstant(value: Date | string, style: InstantStyle, locale = 'en-US'): string {
  const at = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(at.getTime())) return 'Invalid Date';
  const { year, month, day, hour, minute, second } = newYorkClock(at);
  if (style === 'csv') {
    return `${year}-${pad(month)}-${pad(day)} ${pad(hour)}:${pad(minute)}:${pad(second)}`;
  }
  if (locale.startsWith('es')) return spanishInstant({ year, month, day, hour, minute }, style);
  const monthName = MONTHS_LONG[month - 1] as string;
  const date = `${style === 'long' ? monthName : monthName.slice(0, 3)} ${day}, ${year}`;
  if (style === 'date') return date;
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${date}, ${hour12}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'} ${TIME_ZONE_LABEL}`;
}

const MONTHS_ES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/** September's is 'sept', as CLDR's es-US writes it (and the web's calendar dates with it). */
const MONTHS_ES_SHORT = [
  'ene',
  'feb',
  'mar',
  'abr',
  'may',
  'jun',
  'jul',
  'ago',
  'sept',
  'oct',
  'nov',
  'dic',
] as const;

/**
 * "14 de marzo de 2025, 1:36 p. m. ET" (long), "14 mar 2025, 1:36 p. m. ET" (medium): the
 * Spanish of pages, e-mails and PDFs alike (decision 037). "a. m." and "p. m." are spelt with
 * the space the RAE asks for and the site's other Spanish texts use ("9:00 a. m."), not left to
 * an ICU whose es-US writes "a.m." in one version and "a. m." in another.
 */
function spanishInstant(
  { year, month, day, hour, minute }: Omit<NewYorkClock, 'second'>,
  style: Exclude<InstantStyle, 'csv'>,
): string {
  const monthName = MONTHS_ES[month - 1] as string;
  const date =
    style === 'long'
      ? `${day} de ${monthName} de ${year}`
      : `${day} ${MONTHS_ES_SHORT[month - 1] as string} ${year}`;
  if (style === 'date') return date;
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${date}, ${hour12}:${pad(minute)} ${hour < 12 ? 'a. m.' : 'p. m.'} ${TIME_ZONE_LABEL}`;
}

/** A CSV column of `csv` instants says its zone in its header: "Submitted (ET)". */
export function csvTimeHeader(name: string): string {
  return `${name} (${TIME_ZONE_LABEL})`;
}
