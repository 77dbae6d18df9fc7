import { useMemo } from 'react';
import { LOCALES, type Language } from '@ir/domain/i18n.ts';
import { FILING_TIME_ZONE } from '@ir/domain/deadline.ts';
import { TIME_ZONE_LABEL } from '@ir/domain/time.ts';
import {
  formatDateTime,
  formatDollars,
  formatInstant,
  formatShortDate,
  MISSING,
} from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/language.tsx';

/** Money, dates and numbers as the filing screens write them, in one language's locale. */
export interface FilingFormat {
  /** US dollars without decimals, '-' when there is no number. */
  dollars: (value: number | string | null | undefined) => string;
  /** A calendar date or the day of an instant, short ('Mar 5, 2024', '5 mar 2024'). */
  shortDate: (value: string | null | undefined) => string;
  /** An instant on New York's clock, long, for receipts ('March 14, 2025, 1:36 PM ET'). */
  dateTime: (value: string) => string;
  /** An instant on New York's clock, for lists ('Mar 14, 2025, 1:36 PM ET'). */
  instant: (value: string) => string;
  /** A whole number with the locale's grouping. */
  number: (value: number) => string;
}

/** English is lib/format's, unchanged (SPEC §3's formats, which the e-mails share). */
const ENGLISH: FilingFormat = {
  dollars: formatDollars,
  shortDate: formatShortDate,
  dateTime: formatDateTime,
  instant: (value) => formatInstant(value, 'medium'),
  number: (value) => value.toLocaleString('en-US'),
};

function inLocale(locale: string): FilingFormat {
  const money = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  });
  const short = (timeZone: string) =>
    new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone });
  const calendarDay = short('UTC');
  const newYorkDay = short(FILING_TIME_ZONE);
  const longDay = new Intl.DateTimeFormat(locale, {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: FILING_TIME_ZONE,
  });
  const clock = new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: FILING_TIME_ZONE,
  });
  const numbers = new Intl.NumberFormat(locale);
  const instant = (day: Intl.DateTimeFormat) => (value: string) => {
    const at = new Date(value);
    if (Number.isNaN(at.getTime())) return formatInstant(value, 'medium');
    return `${day.format(at)}, ${clock.format(at)} ${TIME_ZONE_LABEL}`;
  };
  return {
    dollars: (value) => {
      if (value === null || value === undefined || value === '') return MISSING;
      const amount = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(amount) ? money.format(amount) : MISSING;
    },
    shortDate: (value) => {
      if (value === null || value === undefined || value.trim() === '') return MISSING;
      const calendar = /^\d{4}-\d{2}-\d{2}$/.test(value);
      const at = new Date(calendar ? `${value}T00:00:00Z` : value);
      if (Number.isNaN(at.getTime())) return formatShortDate(value);
      return (calendar ? calendarDay : newYorkDay).format(at);
    },
    dateTime: instant(longDay),
    instant: instant(newYorkDay),
    number: (value) => numbers.format(value),
  };
}

const FORMATS = new Map<Language, FilingFormat>([['en', ENGLISH]]);

/** The formats of a language (es-US for Spanish, decision 037). */
export function filingFormat(language: Language): FilingFormat {
  let format = FORMATS.get(language);
  if (!format) {
    format = inLocale(LOCALES[language]);
    FORMATS.set(language, format);
  }
  return format;
}

/** The formats of the language in force. */
export function useFilingFormat(): FilingFormat {
  const { language } = useLanguage();
  return useMemo(() => filingFormat(language), [language]);
}
