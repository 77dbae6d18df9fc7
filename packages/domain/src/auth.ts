import { z } from 'zod';
import type { ErrorCode } from './errors.ts';
import { messageKey, type MessageKey } from './message-ref.ts';
import { ROLES } from './roles.ts';
import { textField } from './text.ts';

/** SPEC §9 limits, used by client hints and server checks alike. */
export const AUTH_LIMITS = {
  emailMin: 5,
  emailMax: 254,
  passwordMin: 8,
  loginPasswordMin: 7,
  /** Argon2 hashes the whole password; a cap keeps hashing cost bounded. */
  passwordMax: 128,
  adminPasswordMin: 5,
  tokenMax: 128,
} as const;

export const USER_STATUSES = ['awaiting verification', 'active', 'restricted'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/**
 * The one form an address is stored, looked up and compared in (decision 027), used by every
 * input that takes one: NFKC (a fullwidth ｕｓｅｒ＠ｅｘａｍｐｌｅ．ｃｏｍ becomes ASCII), then trimmed
 * and lower-cased as SPEC §5 says, without the trailing dot of a fully qualified domain
 * (`user@example.com.` is the same mailbox). What is still not ASCII after this, such as a
 * Cyrillic о, is refused by emailAddressSchema, so no look-alike makes a second account.
 */
export function normalizeEmail(email: string): string {
  return email.normalize('NFKC').trim().toLowerCase().replace(/\.+$/, '');
}

const BASIC_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Printable ASCII: an address outside it is refused rather than told apart from its look-alike. */
const ASCII_EMAIL = /^[\x21-\x7e]+$/;
/**
 * Controls (NUL, CR, LF…), invisible format characters, spaces, and what mail software reads
 * as a list separator, a display name, quoting, a comment or a route (`,;<>"()[]\:`): an
 * address holding one can name another mailbox than the one stored (`x,victim@example.com`,
 * `"Name"<a@evil.cc>`).
 */
const FORBIDDEN_IN_EMAIL = /[\p{Cc}\p{Cf}\s<>,;"()[\]\\:]/u;

/** SPEC §5 forgot password: trimmed and lower-cased, more than 5 characters and an @. */
export function isValidResetEmail(email: string): boolean {
  const e = normalizeEmail(email);
  return e.length > AUTH_LIMITS.emailMin && e.includes('@');
}

/**
 * The one strict e-mail rule (SPEC §5: more than 5 characters and a basic address pattern,
 * plus nothing that could address another mailbox, and ASCII only), on the address as
 * normalizeEmail gives it. Every input that names an address checks it with this before it is
 * stored or mailed.
 */
export const emailAddressSchema = z
  .string()
  .overwrite(normalizeEmail)
  .refine(
    (e) =>
      e.length > AUTH_LIMITS.emailMin &&
      e.length <= AUTH_LIMITS.emailMax &&
      BASIC_EMAIL.test(e) &&
      ASCII_EMAIL.test(e) &&
      !FORBIDDEN_IN_EMAIL.test(e),
    { message: messageKey('signup.invalidEmail') },
  );

/** SPEC §5 signup: emailAddressSchema's rule, for checks that need only a yes or no. */
export function isValidSignupEmail(email: string): boolean {
  return emailAddressSchema.safeParse(email).success;
}

/** SPEC §5: a digit, a lowercase and an uppercase letter, at least 8 characters. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= AUTH_LIMITS.passwordMin &&
    password.length <= AUTH_LIMITS.passwordMax &&
    /\d/.test(password) &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password)
  );
}

/** SPEC §5 login form: the field messages (catalogue keys), in the order the form shows them. */
export function loginFieldErrors(
  email: string,
  password: string,
): { email?: MessageKey; password?: MessageKey } {
  const errors: { email?: MessageKey; password?: MessageKey } = {};
  const e = email.trim();
  if (e === '') errors.email = 'login.emptyEmail';
  else if (e.length < AUTH_LIMITS.emailMin || !e.includes('@')) errors.email = 'login.invalidEmail';
  if (password === '') errors.password = 'login.emptyPassword';
  else if (password.length < AUTH_LIMITS.loginPasswordMin) {
    errors.password = 'login.invalidPassword';
  }
  return errors;
}

/** A password as a request carries it: never trimmed, bounded, free of forbidden characters. */
export const passwordField = textField.max(AUTH_LIMITS.passwordMax, {
  message: messageKey('password.tooLong'),
});
/**
 * What a request may carry as an e-mail. Deliberately loose (the services normalise it and
 * answer bad_email or no_user with SPEC §5's messages), except for the characters no text
 * field takes: PostgreSQL refuses a NUL to store or compare (it was a 500).
 */
export const emailField = textField.max(AUTH_LIMITS.emailMax);
const captchaField = textField.max(4096);
const tokenField = textField.min(1).max(AUTH_LIMITS.tokenMax);
/** A TOTP or recovery code as a request may carry it: loose (the service answers bad_otp), but bounded. */
export const otpField = textField.max(64);

/** One schema per operation (DESIGN §5.2); unknown fields are refused. */
export const signupBodySchema = z.strictObject({
  email: emailField,
  password: passwordField,
  captcha: captchaField,
});
export const signinBodySchema = z.strictObject({
  email: emailField,
  password: passwordField,
  captcha: captchaField.optional(),
  /** A TOTP code or a recovery code, for an account with two-factor sign-in on. */
  otp: otpField.optional(),
});
export const forgotPasswordBodySchema = z.strictObject({
  email: emailField,
  captcha: captchaField,
});
export const updatePasswordBodySchema = z.strictObject({
  password: passwordField,
  token: tokenField,
});
export const verifyUserQuerySchema = z.strictObject({ token: tokenField });
export const googleLoginBodySchema = z.strictObject({
  code: textField.min(1).max(2048),
  state: textField.min(1).max(256),
});
export const roleSchema = z.enum(ROLES);

export const SIGNUP_ERROR_CODES = [
  'general_error',
  'dup_user',
  'bad_email',
  'bad_password',
  'bad_captcha',
] as const satisfies readonly ErrorCode[];
export const SIGNIN_ERROR_CODES = [
  'general_error',
  'no_user',
  'not_verified',
  'bad_password',
  'bad_captcha',
  'restricted',
  'mfa_required',
  'bad_otp',
] as const satisfies readonly ErrorCode[];
