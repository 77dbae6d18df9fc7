import { z } from 'zod';
import { MESSAGES } from './messages.ts';
import { ROLES } from './roles.ts';

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

/** SPEC §9 session constants. */
export const SESSION_TIMING = {
  idleTimeoutMs: 60 * 60 * 1000,
  pollIntervalMs: 20 * 1000,
  activityThrottleMs: 500,
} as const;

export const USER_STATUSES = ['awaiting verification', 'active', 'restricted'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Trimmed and lower-cased, as SPEC §5 stores and compares addresses. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const BASIC_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
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
 * plus nothing that could address another mailbox), lower-cased and trimmed. Every input
 * that names an address checks it with this before it is stored or mailed.
 */
export const emailAddressSchema = z
  .string()
  .trim()
  .toLowerCase()
  .refine(
    (e) =>
      e.length > AUTH_LIMITS.emailMin &&
      e.length <= AUTH_LIMITS.emailMax &&
      BASIC_EMAIL.test(e) &&
      !FORBIDDEN_IN_EMAIL.test(e),
    { message: MESSAGES.signup.invalidEmail },
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

/** SPEC §5 login form: the field messages, in the order the form shows them. */
export function loginFieldErrors(
  email: string,
  password: string,
): { email?: string; password?: string } {
  const errors: { email?: string; password?: string } = {};
  const e = email.trim();
  if (e === '') errors.email = MESSAGES.login.emptyEmail;
  else if (e.length < AUTH_LIMITS.emailMin || !e.includes('@'))
    errors.email = MESSAGES.login.invalidEmail;
  if (password === '') errors.password = MESSAGES.login.emptyPassword;
  else if (password.length < AUTH_LIMITS.loginPasswordMin)
    errors.password = MESSAGES.login.invalidPassword;
  return errors;
}

const passwordField = z.string().max(AUTH_LIMITS.passwordMax, {
  message: `Passwords are at most ${AUTH_LIMITS.passwordMax} characters.`,
});
/**
 * What a request may carry as an e-mail. Deliberately loose (the services answer bad_email or
 * no_user with SPEC §5's messages), except for control characters, which no address has and
 * which PostgreSQL refuses to store or compare (a NUL was a 500).
 */
const emailField = z
  .string()
  .max(AUTH_LIMITS.emailMax)
  .refine((e) => !/\p{Cc}/u.test(e), { message: 'E-mail addresses hold no control characters.' });
const captchaField = z.string().max(4096);
const tokenField = z.string().min(1).max(AUTH_LIMITS.tokenMax);
/** A TOTP or recovery code as a request may carry it: loose (the service answers bad_otp), but bounded. */
export const otpField = z.string().max(64);

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
  code: z.string().min(1).max(2048),
  state: z.string().min(1).max(256),
});
export const authStatusQuerySchema = z.object({ privledge: z.enum(['true', 'false']).optional() });
export const pollSessionBodySchema = z
  .strictObject({
    /** The client saw user activity since its last poll; only then does the idle window move. */
    active: z.boolean().optional(),
  })
  // SPEC §7's client posts no body, which reaches validation as null.
  .nullish();

export const roleSchema = z.enum(ROLES);

export const SIGNUP_ERROR_CODES = [
  'general_error',
  'dup_user',
  'bad_email',
  'bad_password',
  'bad_captcha',
] as const;
export const SIGNIN_ERROR_CODES = [
  'general_error',
  'no_user',
  'not_verified',
  'bad_password',
  'bad_captcha',
  'restricted',
  'mfa_required',
  'bad_otp',
] as const;
