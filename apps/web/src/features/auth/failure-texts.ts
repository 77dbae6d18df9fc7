import { SIGNIN_ERROR_CODES, SIGNUP_ERROR_CODES } from '@ir/domain/auth.ts';
import type { ErrorCode } from '@ir/domain/errors.ts';
import type { ErrorTextOptions } from '../../lib/error-text.ts';
import type { Messages } from '../../lib/language.tsx';

function textsByCode<C extends ErrorCode>(
  codes: readonly C[],
  texts: Readonly<Record<C, string>>,
): Partial<Record<ErrorCode, string>> {
  return Object.fromEntries(codes.map((code) => [code, texts[code]]));
}

/*
 * Each takes the catalogue of the language the screen is read in (decision 037): the screen
 * passes useLanguage().messages, so a failure already shown follows a language switch.
 */

/**
 * SPEC §8 sign-up, for `errorText` with the firm's phone: each error_message its text, the
 * server's own words for a refusal SPEC gives no text for (too_many_requests,
 * validation_error), and general_error for anything else.
 */
export function signupFailure(m: Messages): ErrorTextOptions {
  return {
    network: m.signup.network,
    byCode: textsByCode(SIGNUP_ERROR_CODES, m.signup),
    showServerMessage: 'refusals',
    fallback: m.signup.general_error,
  };
}

/** SPEC §8 login (and the Google sign-in address), as sign-up above. */
export function signinFailure(m: Messages): ErrorTextOptions {
  return {
    network: m.login.network,
    byCode: textsByCode(SIGNIN_ERROR_CODES, m.login),
    showServerMessage: 'refusals',
    fallback: m.login.general_error,
  };
}

/** SPEC §8 identity-provider login refused with 403 on the login screen. */
export function googleLoginFailure(m: Messages): ErrorTextOptions {
  return { ...signinFailure(m), byStatus: { 403: m.login.googleForbidden } };
}

/**
 * SPEC §8 password actions: the server's response text, else the action's network text
 * ('Network connection issue.' or '... Please try again later.').
 */
export function passwordFailure(
  m: Messages,
  network: 'network' | 'networkLater',
): ErrorTextOptions {
  return { showServerMessage: 'refusals', fallback: m.password[network] };
}
