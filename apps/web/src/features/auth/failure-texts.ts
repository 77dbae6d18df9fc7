import { SIGNIN_ERROR_CODES, SIGNUP_ERROR_CODES } from '@ir/domain/auth.ts';
import type { ErrorCode } from '@ir/domain/errors.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import type { ErrorTextOptions } from '../../lib/error-text.ts';

function textsByCode<C extends ErrorCode>(
  codes: readonly C[],
  texts: Record<C, string>,
): Partial<Record<ErrorCode, string>> {
  return Object.fromEntries(codes.map((code) => [code, texts[code]]));
}

/**
 * SPEC §8 sign-up, for `errorText` with the firm's phone: each error_message its text, the
 * server's own words for a refusal SPEC gives no text for (too_many_requests,
 * validation_error), and general_error for anything else.
 */
export const SIGNUP_FAILURE = {
  network: MESSAGES.signup.network,
  byCode: textsByCode(SIGNUP_ERROR_CODES, MESSAGES.signup),
  showServerMessage: 'refusals',
  fallback: MESSAGES.signup.general_error,
} as const satisfies ErrorTextOptions;

/** SPEC §8 login (and the Google sign-in address), as sign-up above. */
export const SIGNIN_FAILURE = {
  network: MESSAGES.login.network,
  byCode: textsByCode(SIGNIN_ERROR_CODES, MESSAGES.login),
  showServerMessage: 'refusals',
  fallback: MESSAGES.login.general_error,
} as const satisfies ErrorTextOptions;

/** SPEC §8 identity-provider login refused with 403 on the login screen. */
export const GOOGLE_LOGIN_FAILURE = {
  ...SIGNIN_FAILURE,
  byStatus: { 403: MESSAGES.login.googleForbidden },
} as const satisfies ErrorTextOptions;

/**
 * SPEC §8 password actions: the server's response text, else the action's network text
 * ('Network connection issue.' or '... Please try again later.').
 */
export function passwordFailure(
  network: typeof MESSAGES.password.network | typeof MESSAGES.password.networkLater,
): ErrorTextOptions {
  return { showServerMessage: 'refusals', fallback: network };
}
