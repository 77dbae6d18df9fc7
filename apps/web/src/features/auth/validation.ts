import {
  isStrongPassword,
  isValidResetEmail,
  isValidSignupEmail,
  normalizeEmail,
} from '@ir/domain/auth.ts';
import { isRecoveryCode, isTotpCode, normalizeOtp } from '@ir/domain/mfa.ts';
import type { MessageKey } from '@ir/domain/message-ref.ts';

/*
 * Each rule answers with a catalogue key (decision 045); the field that shows it says it in the
 * language in force, so a message already on the screen follows a language switch.
 */

/** The login form's 'Authentication code': six digits or a recovery code, in SPEC's style. */
export function otpFieldError(otp: string): MessageKey | undefined {
  if (normalizeOtp(otp) === '') return 'login.emptyOtp';
  if (!isTotpCode(otp) && !isRecoveryCode(otp)) return 'login.invalidOtp';
  return undefined;
}

export interface SignupValues {
  email: string;
  password: string;
  retype: string;
}

export type FieldErrors<K extends string> = Partial<Record<K, MessageKey>>;

/**
 * SPEC §5 signup field messages. A field with something typed in is checked as the user
 * types; an empty one is flagged only once the form was submitted.
 */
export function signupFieldErrors(
  values: SignupValues,
  submitted: boolean,
): FieldErrors<keyof SignupValues> {
  const errors: FieldErrors<keyof SignupValues> = {};
  if ((submitted || values.email !== '') && !isValidSignupEmail(values.email)) {
    errors.email = 'signup.invalidEmail';
  }
  if ((submitted || values.password !== '') && !isStrongPassword(values.password)) {
    errors.password = 'signup.passwordRules';
  }
  if ((submitted || values.retype !== '') && values.retype !== values.password) {
    errors.retype = 'signup.passwordMismatch';
  }
  return errors;
}

/** SPEC §5 signup submit message, or undefined when the form may be sent. */
export function signupSubmitProblem(
  values: SignupValues,
  captcha: string | null,
): MessageKey | undefined {
  const empty =
    normalizeEmail(values.email) === '' || values.password === '' || values.retype === '';
  if (empty) return 'signup.fillAllFields';
  if (Object.keys(signupFieldErrors(values, true)).length > 0) return 'signup.correctErrors';
  // Every field filled and right, only the captcha left: say so, since it is not a field.
  if (!captcha) return 'signup.tickCaptcha';
  return undefined;
}

/** SPEC §5 forgot password: longer than 5 characters once trimmed and lower-cased, with an @. */
export function forgotPasswordEmailError(email: string): MessageKey | undefined {
  return isValidResetEmail(email) ? undefined : 'password.invalidEmail';
}

export interface ResetPasswordValues {
  password: string;
  retype: string;
}

/** SPEC §5 reset password messages, with the same timing as sign-up. */
export function resetPasswordErrors(
  values: ResetPasswordValues,
  submitted: boolean,
): FieldErrors<keyof ResetPasswordValues> {
  const errors: FieldErrors<keyof ResetPasswordValues> = {};
  if ((submitted || values.password !== '') && !isStrongPassword(values.password)) {
    errors.password = 'password.rules';
  }
  if ((submitted || values.retype !== '') && values.retype !== values.password) {
    errors.retype = 'password.mismatch';
  }
  return errors;
}
