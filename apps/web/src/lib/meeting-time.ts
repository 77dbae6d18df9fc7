import { FILING_TIME_ZONE, formatWeekdayDate, newYorkDay } from '@ir/domain/deadline.ts';
import { LOCALES, type Language } from '@ir/domain/languages.ts';
import { TIME_ZONE_LABEL } from '@ir/domain/time.ts';

/*
 * Meeting times as people read them: grouped by their day in New York and written on its
 * clock with "ET", whatever the browser's zone (the staff page and the owner's alike).
 */

const newYorkClock = new Intl.DateTimeFormat('en-US', {
  timeZone: FILING_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The day of an instant in New York, and a day moved by days: the domain's, for the pages. */
export { addDays, newYorkDay } from '@ir/domain/deadline.ts';

/**
 * The time of an instant on New York's clock: "9:05 AM ET", "9:05 a. m. ET" (the spelling of
 * the domain's formatInstant, so a page and its e-mail agree).
 */
export function clockTime(at: string, language: Language): string {
  const parts = newYorkClock.formatToParts(new Date(at));
  const hour = Number(parts.find((part) => part.type === 'hour')?.value);
  const minute = parts.find((part) => part.type === 'minute')?.value ?? '00';
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  const half = language === 'es' ? (hour < 12 ? 'a. m.' : 'p. m.') : hour < 12 ? 'AM' : 'PM';
  return `${hour12}:${minute} ${half} ${TIME_ZONE_LABEL}`;
}

/** A day as a heading: "Thursday, December 3, 2026", "jueves, 3 de diciembre de 2026". */
export function dayName(day: string, language: Language): string {
  return formatWeekdayDate(day, LOCALES[language]);
}

/** An instant's day and time: "Thursday, December 3, 2026, 9:00 AM ET". */
export function dayAndTime(at: string, language: Language): string {
  return `${dayName(newYorkDay(at), language)}, ${clockTime(at, language)}`;
}

/** Items with a start, grouped by their day in New York, days and items in order. */
export function byNewYorkDay<T extends { starts_at: string }>(
  items: readonly T[],
): Array<{ day: string; items: T[] }> {
  const days = new Map<string, T[]>();
  for (const item of [...items].sort((a, b) => a.starts_at.localeCompare(b.starts_at))) {
    const day = newYorkDay(item.starts_at);
    const list = days.get(day);
    if (list) list.push(item);
    else days.set(day, [item]);
  }
  return [...days].map(([day, list]) => ({ day, items: list }));
}
