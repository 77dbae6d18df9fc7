import { LOCALES, type Language } from '@ir/domain/languages.ts';
import { formatInstant as formatInstantIn, type InstantStyle } from '@ir/domain/time.ts';
import { useLanguage } from './language.tsx';

/*
 * Each writes in the language it is given (English as SPEC gives it; Spanish the es-US way,
 * decision 037): a component passes useLanguage().language, or reads them all from useFormat.
 */

/**
 * An instant as people read it, on New York's clock whatever the browser's, and saying so
 * ('Mar 14, 2025, 12:30 PM ET', '14 mar 2025, 12:30 p. m. ET'): the domain's one formatter,
 * which the e-mails and the PDFs use too, so a page and its e-mail cannot write the same time
 * two ways. CSV instants stay as they are in every language.
 */
export function formatInstant(
  value: Date | string,
  style: InstantStyle,
  language: Language,
): string {
  return formatInstantIn(value, style, LOCALES[language]);
}

/**
 * A tel: URI for a phone number as configured, e.g. '(518) 555-0142' -> 'tel:+15185550142'.
 * Ten-digit numbers are North American, so they get the +1 country code.
 */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `tel:+1${digits}`;
  if (phone.trim().startsWith('+') || (digits.length === 11 && digits.startsWith('1'))) {
    return `tel:+${digits}`;
  }
  return `tel:${digits}`;
}

/** SPEC §3/§9: what a missing value shows. */
export const MISSING = '-';

/** SPEC §2/§9: displayed file names are cut to 30 characters. */
export const FILE_NAME_DISPLAY_LENGTH = 30;

/** A file name as the upload list shows it: the first 30 characters, then dots when cut. */
export function truncateFileName(name: string, max: number = FILE_NAME_DISPLAY_LENGTH): string {
  return name.length > max ? `${name.slice(0, max)}...` : name;
}

/** One Intl formatter per locale, made when first needed. */
function perLocale<T>(make: (locale: string) => T): (language: Language) => T {
  const made = new Map<string, T>();
  return (language) => {
    const locale = LOCALES[language];
    let formatter = made.get(locale);
    if (!formatter) made.set(locale, (formatter = make(locale)));
    return formatter;
  };
}

const dollars = perLocale(
  (locale) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    }),
);

const numbers = perLocale((locale) => new Intl.NumberFormat(locale));

/** A count or an area as the language writes it: '1,850'. */
export function formatNumber(value: number, language: Language): string {
  return numbers(language).format(value);
}

/** SPEC §3/§9: US dollars without decimals, '-' when there is no number. */
export function formatDollars(
  value: number | string | null | undefined,
  language: Language,
): string {
  if (value === null || value === undefined || value === '') return MISSING;
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(amount) ? dollars(language).format(amount) : MISSING;
}

const shortDateUtc = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/**
 * SPEC §3: short month, day, year ('Mar 5, 2024'); 'Invalid Date' for text that is not a date
 * and '-' when there is none. A calendar date (YYYY-MM-DD) is that day wherever the browser is;
 * an instant is the day it was in New York, wherever the browser is.
 */
export function formatShortDate(value: string | null | undefined, language: Language): string {
  if (value === null || value === undefined || value.trim() === '') return MISSING;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const date = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(date.getTime()) ? 'Invalid Date' : shortDateUtc(language).format(date);
  }
  return formatInstant(value, 'date', language);
}

/** A plain value of a table cell: '-' when missing. */
export function orMissing(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return MISSING;
  const text = String(value).trim();
  return text === '' ? MISSING : text;
}

/** SPEC §3 Price/SqFt: sale price divided by living area, in dollars; '-' when either is missing. */
export function formatPricePerSqft(
  price: number | null | undefined,
  sqft: number | null | undefined,
  language: Language,
): string {
  if (price === null || price === undefined || !sqft) return MISSING;
  return formatDollars(Math.round(price / sqft), language);
}

/** An instant for a receipt or a record's history: 'March 14, 2025, 12:30 PM ET'. */
export function formatDateTime(value: string, language: Language): string {
  return formatInstant(value, 'long', language);
}

/** Money, dates and numbers as a screen writes them, in one language. */
export interface Format {
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
  /** Sale price per square foot of living area, in dollars; '-' when either is missing. */
  pricePerSqft: (price: number | null | undefined, sqft: number | null | undefined) => string;
}

const FORMATS = new Map<Language, Format>();

/**
 * The formats of the language in force. One object per language, so a switch hands the
 * screen a new one and it is drawn again.
 */
export function useFormat(): Format {
  const { language } = useLanguage();
  let formats = FORMATS.get(language);
  if (!formats) {
    formats = {
      dollars: (value) => formatDollars(value, language),
      shortDate: (value) => formatShortDate(value, language),
      dateTime: (value) => formatDateTime(value, language),
      instant: (value) => formatInstant(value, 'medium', language),
      number: (value) => formatNumber(value, language),
      pricePerSqft: (price, sqft) => formatPricePerSqft(price, sqft, language),
    };
    FORMATS.set(language, formats);
  }
  return formats;
}
