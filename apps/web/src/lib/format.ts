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

/** SPEC §3: what a table shows for a value it does not have. */
export const MISSING = '-';

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** US dollars without decimals (SPEC §3, §9), e.g. 250000 -> '$250,000'; '-' when missing. */
export function formatDollars(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return MISSING;
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(amount) ? dollars.format(amount) : MISSING;
}

// Dates of the API are calendar days (YYYY-MM-DD) or instants; a calendar day is read in UTC
// so it is shown as the same day wherever the browser is.
const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** SPEC §3: short month, day, year ('Jan 5, 2024'); 'Invalid Date' when unreadable; '-' when missing. */
export function formatShortDate(value: string | null | undefined): string {
  if (value === null || value === undefined || value.trim() === '') return MISSING;
  const date = new Date(value.trim());
  return Number.isNaN(date.getTime()) ? 'Invalid Date' : shortDate.format(date);
}

/** SPEC §3 Price/SqFt: the sale price divided by the living area, in dollars; '-' without both. */
export function formatPricePerSqft(
  price: number | null | undefined,
  sfla: number | null | undefined,
): string {
  if (price === null || price === undefined || !sfla) return MISSING;
  return formatDollars(Math.round(price / sfla));
}

/** A number as it is, or '-' when missing (SPEC §3). */
export function orMissing(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? MISSING : String(value);
}
