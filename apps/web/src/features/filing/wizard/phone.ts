import { AsYouType } from 'libphonenumber-js';

/**
 * Formats a US phone number as it is typed (SPEC §5), e.g. '5185550142' -> '(518) 555-0142'.
 * Up to three digits stay bare, so deleting back through '(518)' is not undone by the
 * formatter adding the parenthesis again; digits beyond a full number are dropped.
 */
export function formatUsPhone(typed: string): string {
  const all = typed.replace(/\D/g, '');
  const digits = all.slice(0, all.startsWith('1') ? 11 : 10);
  if (digits.length <= 3) return digits;
  return new AsYouType('US').input(digits);
}
