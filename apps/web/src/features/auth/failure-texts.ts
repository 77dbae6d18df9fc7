import { SIGNIN_ERROR_CODES, SIGNUP_ERROR_CODES } from '@ir/domain/auth.ts';
import { MESSAGES, withPhone } from '@ir/domain/messages.ts';
import { ApiRequestError, NETWORK_ERROR } from '../../lib/api.ts';

function isOneOf<T extends string>(codes: readonly T[], value: string): value is T {
  return (codes as readonly string[]).includes(value);
}

/**
 * The server's own message, for codes SPEC §8 gives no text for (too_many_requests,
 * validation_error, bad_origin). Undefined when the failure carries none worth showing: no
 * answer, or an answer from something other than the API (a proxy's HTML page).
 */
function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  if (error.errorMessage === NETWORK_ERROR || error.statusCode === 0) return undefined;
  if (error.statusCode >= 500 || !error.message.trim()) return undefined;
  return error.message;
}

function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiRequestError && error.errorMessage === NETWORK_ERROR;
}

/** SPEC §8 signup texts for a failed POST /api/auth/signup. */
export function signupErrorText(error: unknown, phone: string): string {
  if (isNetworkFailure(error)) return MESSAGES.signup.network;
  if (error instanceof ApiRequestError && isOneOf(SIGNUP_ERROR_CODES, error.errorMessage)) {
    return withPhone(MESSAGES.signup[error.errorMessage], phone);
  }
  return serverMessage(error) ?? withPhone(MESSAGES.signup.general_error, phone);
}

/** SPEC §8 login texts for a failed POST /api/auth/signin (and the Google sign-in address). */
export function signinErrorText(error: unknown, phone: string): string {
  if (isNetworkFailure(error)) return withPhone(MESSAGES.login.network, phone);
  if (error instanceof ApiRequestError && isOneOf(SIGNIN_ERROR_CODES, error.errorMessage)) {
    return withPhone(MESSAGES.login[error.errorMessage], phone);
  }
  return serverMessage(error) ?? withPhone(MESSAGES.login.general_error, phone);
}

/** SPEC §8 password actions: the network text, otherwise the server's response text. */
export function passwordErrorText(
  error: unknown,
  networkText: typeof MESSAGES.password.network | typeof MESSAGES.password.networkLater,
): string {
  return serverMessage(error) ?? networkText;
}
