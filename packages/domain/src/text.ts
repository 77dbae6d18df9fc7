import { z } from 'zod';
import { messageKey } from './message-ref.ts';

/**
 * Characters no text a request carries may hold (decision 026): control characters (C0, DEL
 * and C1: PostgreSQL refuses a NUL in text outright, and the others hide in names, logs and
 * CSV exports), the bidirectional embeddings, overrides and isolates U+202A-U+202E and
 * U+2066-U+2069 (they make a name or a file name read backwards, "invoice\u202Efdp.exe"), and
 * lone UTF-16 surrogates, which have no UTF-8 form to store. With the `u` flag a surrogate
 * pair is one code point, so the surrogate range matches only a lone half.
 */
const FORBIDDEN_IN_LINE = /[\p{Cc}\u202A-\u202E\u2066-\u2069\uD800-\uDFFF]/u;

/** The same for a comments box, where a tab, a line feed and a CR LF line break belong. */
const FORBIDDEN_IN_MULTILINE =
  /[^\P{Cc}\t\n\r]|\r(?!\n)|[\u202A-\u202E\u2066-\u2069\uD800-\uDFFF]/u;

/** Whether `value` holds a character no text field takes (tab and line breaks allowed when `multiline`). */
export function hasForbiddenCharacters(value: string, multiline = false): boolean {
  return (multiline ? FORBIDDEN_IN_MULTILINE : FORBIDDEN_IN_LINE).test(value);
}

/** `value` without the characters a single-line text may not hold: for names shown, never for input. */
export function withoutForbiddenCharacters(value: string): string {
  return value.replace(new RegExp(FORBIDDEN_IN_LINE.source, 'gu'), '');
}

/**
 * The base of every single-line text field of every request (DESIGN §5.2): built on this, a
 * field refuses a forbidden character with a 400 naming it, whatever else it checks. The check
 * runs on the value as sent, before any trim, so a tab or a line feed is refused rather than
 * quietly cut off the ends. Chain `.trim()`, `.min()`, `.max()`, `.regex()` on it as on
 * `z.string()`.
 */
export const textField = z.string().refine((value) => !hasForbiddenCharacters(value), {
  message: messageKey('input.forbiddenCharacters'),
});

/** textField for a comments box: tabs and line breaks are text there. */
export const multilineTextField = z
  .string()
  .refine((value) => !hasForbiddenCharacters(value, true), {
    message: messageKey('input.forbiddenCharacters'),
  });

/** Whether a failed parse was refused (also) for a forbidden character. */
export function refusesForbiddenCharacters(error: z.ZodError): boolean {
  return error.issues.some((issue) => issue.message === messageKey('input.forbiddenCharacters'));
}
