import type { Language } from '@ir/domain/languages.ts';
import { formatShortDate } from '../../lib/format.ts';

/** One calendar day (YYYY-MM-DD) and how many applications were filed on it. */
export interface DayCount {
  date: string;
  count: number;
}

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * Every day from the first to the last, those without a filing as 0, so the chart's gaps are
 * real quiet days rather than bars pushed together. The API sends only days with filings.
 */
export function everyDay(days: readonly DayCount[]): DayCount[] {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return [];
  const counts = new Map(days.map((day) => [day.date, day.count]));
  const filled: DayCount[] = [];
  for (let day = dayNumber(first.date); day <= dayNumber(last.date); day += 1) {
    const date = dateOf(day);
    filled.push({ date, count: counts.get(date) ?? 0 });
  }
  return filled;
}

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * What the chart shows, in one sentence: its accessible name for a screen reader; its dates
 * written in `language`, the page's.
 */
export function chartDescription(days: readonly DayCount[], language: Language): string {
  const filled = everyDay(days);
  const first = filled[0];
  const last = filled.at(-1);
  if (!first || !last) return 'Filings per day: none yet.';
  const total = filled.reduce((sum, day) => sum + day.count, 0);
  if (filled.length === 1) {
    return `Filings per day: ${plural(total, 'filing', 'filings')}, all on ${formatShortDate(first.date, language)}.`;
  }
  // The first of the busiest days, when several share the most.
  const busiest = filled.reduce((top, day) => (day.count > top.count ? day : top), first);
  const withFilings = filled.filter((day) => day.count > 0).length;
  return (
    `Bar chart of filings per day from ${formatShortDate(first.date, language)} to ${formatShortDate(last.date, language)}: ` +
    `${plural(total, 'filing', 'filings')} on ${withFilings} of ${plural(filled.length, 'day', 'days')}; ` +
    `the most, ${busiest.count.toLocaleString('en-US')}, on ${formatShortDate(busiest.date, language)}.`
  );
}
