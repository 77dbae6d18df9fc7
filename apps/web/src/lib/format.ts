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
