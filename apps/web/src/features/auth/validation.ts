import {
  isStrongPassword,
  isValidResetEmail,
  isValidSignupEmail,
  normalizeEmail,
} from '@ir/domain/auth.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import { isRecoveryCode, isTotpCode, normalizeOtp } from '@ir/domain/mfa.ts';

/** The login form's 'Authentication code': six digits or a recovery code, in SPEC's style. */
export function otpFieldError(otp: string): string | undefined {
  if (normalizeOtp(otp) === '') return MESSAGES.login.emptyOtp;
  if (!isTotpCode(otp) && !isRecoveryCode(otp)) return MESSAGES.login.invalidOtp;
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
): FieldErrors<keyof SignupValues> {
  const errors: FieldErrors<keyof SignupValues> = {};
  if ((submitted || values.email !== '') && !isValidSignupEmail(values.email)) {
    errors.email = MESSAGES.signup.invalidEmail;
  }
  if ((submitted || values.password !== '') && !isStrongPassword(values.password)) {
    errors.password = MESSAGES.signup.passwordRules;
  }
  if ((submitted || values.retype !== '') && values.retype !== values.password) {
    errors.retype = MESSAGES.signup.passwordMismatch;
  }
  return errors;
}

/** SPEC §5 signup submit message, or undefined when the form may be sent. */
export function signupSubmitProblem(
  values: SignupValues,
  captcha: string | null,
): string | undefined {
  const empty =
    normalizeEmail(values.email) === '' || values.password === '' || values.retype === '';
  if (empty || !captcha) return MESSAGES.signup.fillAllFields;
  if (Object.keys(signupFieldErrors(values, true)).length > 0) return MESSAGES.signup.correctErrors;
  return undefined;
}

/** SPEC §5 forgot password: longer than 5 characters once trimmed and lower-cased, with an @. */
export function forgotPasswordEmailError(email: string): string | undefined {
  return isValidResetEmail(email) ? undefined : MESSAGES.password.invalidEmail;
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
    errors.password = MESSAGES.password.rules;
  }
  if ((submitted || values.retype !== '') && values.retype !== values.password) {
    errors.retype = MESSAGES.password.mismatch;
  }
  return errors;
}
