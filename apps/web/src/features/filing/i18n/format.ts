import type { Language } from '@ir/domain/languages.ts';
import {
  formatDateTime,
  formatDollars,
  formatInstant,
  formatNumber,
  formatShortDate,
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

const FORMATS = new Map<Language, FilingFormat>();

/**
 * The formats of the language in force: lib/format's, which follow it (es-US for Spanish). One
 * object per language, so a switch hands the page a new one and it is drawn again.
 */
export function useFilingFormat(): FilingFormat {
  const { language } = useLanguage();
  let formats = FORMATS.get(language);
  if (!formats) {
    formats = {
      dollars: formatDollars,
      shortDate: formatShortDate,
      dateTime: formatDateTime,
      instant: (value: string) => formatInstant(value, 'medium'),
      number: formatNumber,
    };
    FORMATS.set(language, formats);
  }
  return formats;
}
