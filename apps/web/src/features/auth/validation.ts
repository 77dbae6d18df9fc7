import {
  isStrongPassword,
  isValidResetEmail,
  isValidSignupEmail,
  normalizeEmail,
} from '@ir/domain/auth.ts';
import { isRecoveryCode, isTotpCode, normalizeOtp } from '@ir/domain/mfa.ts';
import { currentMessages, type Messages } from '../../lib/language.tsx';

/*
 * Each rule takes the catalogue to say its message in; by default the one in force when the
 * form is checked (not at module load), so a language switch is followed (decision 037).
 */

/** The login form's 'Authentication code': six digits or a recovery code, in SPEC's style. */
export function otpFieldError(otp: string, m: Messages = currentMessages()): string | undefined {
  if (normalizeOtp(otp) === '') return m.login.emptyOtp;
  if (!isTotpCode(otp) && !isRecoveryCode(otp)) return m.login.invalidOtp;
  return undefined;
}

export interface SignupValues {
  email: string;
  password: string;
  retype: string;
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/**
 * SPEC §5 signup field messages. A field with something typed in is checked as the user
 * types; an empty one is flagged only once the form was submitted.
 */
export function signupFieldErrors(
  values: SignupValues,
  submitted: boolean,
  m: Messages = currentMessages(),
): FieldErrors<keyof SignupValues> {
  const errors: FieldErrors<keyof SignupValues> = {};
  if ((submitted || values.email !== '') && !isValidSignupEmail(values.email)) {
    errors.email = m.signup.invalidEmail;
  }
  if ((submitted || values.password !== '') && !isStrongPassword(values.password)) {
    errors.password = m.signup.passwordRules;
  }
  if ((submitted || values.retype !== '') && values.retype !== values.password) {
    errors.retype = m.signup.passwordMismatch;
  }
  return errors;
}

/** SPEC §5 signup submit message, or undefined when the form may be sent. */
export function signupSubmitProblem(
  values: SignupValues,
  captcha: string | null,
  m: Messages = currentMessages(),
): string | undefined {
  const empty =
    normalizeEmail(values.email) === '' || values.password === '' || values.retype === '';
  if (empty || !captcha) return m.signup.fillAllFields;
  if (Object.keys(signupFieldErrors(values, true, m)).length > 0) return m.signup.correctErrors;
  return undefined;
}

/** SPEC §5 forgot password: longer than 5 characters once trimmed and lower-cased, with an @. */
export function forgotPasswordEmailError(
  email: string,
  m: Messages = currentMessages(),
): string | undefined {
  return isValidResetEmail(email) ? undefined : m.password.invalidEmail;
}

export interface ResetPasswordValues {
  password: string;
  retype: string;
}

/** SPEC §5 reset password messages, with the same timing as sign-up. */
export function resetPasswordErrors(
  values: ResetPasswordValues,
  submitted: boolean,
  m: Messages = currentMessages(),
): FieldErrors<keyof ResetPasswordValues> {
  const errors: FieldErrors<keyof ResetPasswordValues> = {};
  if ((submitted || values.password !== '') && !isStrongPassword(values.password)) {
    errors.password = m.password.rules;
  }
  if ((submitted || values.retype !== '') && values.retype !== values.password) {
    errors.retype = m.password.mismatch;
  }
  return errors;
}
