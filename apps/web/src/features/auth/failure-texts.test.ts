import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, SIGNIN_ERROR_CODES, SIGNUP_ERROR_CODES, withPhone } from '@ir/domain';
import { MESSAGES_ES } from '@ir/domain/messages.es.ts';
import { ApiRequestError, HTTP_ERROR, NETWORK_ERROR } from '../../lib/api.ts';
import { useErrorText, type ErrorTextOptions } from '../../lib/error-text.ts';
import type { Messages } from '../../lib/language.tsx';
import {
  googleLoginFailure,
  passwordFailure,
  signinFailure,
  signupFailure,
} from './failure-texts.ts';

const PHONE = '(518) 555-0142';
/** What a screen shows (useErrorText): the texts here are the words of the catalogue given. */
const errorText = (error: unknown, options: ErrorTextOptions) =>
  renderHook(() => useErrorText()).result.current(error, options);
const signupErrorText = (error: unknown, m: Messages = MESSAGES) =>
  errorText(error, { ...signupFailure(m), phone: PHONE });
const signinErrorText = (error: unknown, m: Messages = MESSAGES) =>
  errorText(error, { ...signinFailure(m), phone: PHONE });
const passwordErrorText = (
  error: unknown,
  network: 'network' | 'networkLater',
  m: Messages = MESSAGES,
) => errorText(error, passwordFailure(m, network));

const failure = (statusCode: number, code: string, message = `server says ${code}`) =>
  new ApiRequestError({ statusCode, error_message: code, message });
const offline = failure(0, NETWORK_ERROR, 'The server could not be reached.');
const proxyPage = failure(502, HTTP_ERROR, '<html>Bad Gateway</html>');

describe('sign-up error texts', () => {
  it.each(SIGNUP_ERROR_CODES)('%s shows its SPEC §8 text', (code) => {
    expect(signupErrorText(failure(400, code))).toBe(withPhone(MESSAGES.signup[code], PHONE));
  });

  it('puts the phone number into general_error', () => {
    expect(signupErrorText(failure(500, 'general_error'))).toBe(
      `There was a problem creating your account. Please call ${PHONE}`,
    );
  });

  it('says so when the server cannot be reached', () => {
    expect(signupErrorText(offline)).toBe(MESSAGES.signup.network);
  });

  it("shows the server's words for codes without a SPEC text", () => {
    expect(signupErrorText(failure(429, 'too_many_requests', 'Try again in 5 minutes.'))).toBe(
      'Try again in 5 minutes.',
    );
  });

  it('never shows a proxy page or an unexpected failure', () => {
    const general = withPhone(MESSAGES.signup.general_error, PHONE);
    expect(signupErrorText(proxyPage)).toBe(general);
    expect(signupErrorText(new Error('boom'))).toBe(general);
  });
});

describe('login error texts', () => {
  it.each(SIGNIN_ERROR_CODES)('%s shows its text', (code) => {
    expect(signinErrorText(failure(401, code))).toBe(withPhone(MESSAGES.login[code], PHONE));
  });

  it('explains a restricted account with the phone number', () => {
    expect(signinErrorText(failure(403, 'restricted'))).toContain(PHONE);
  });

  it('says so when the server cannot be reached, with the phone number', () => {
    expect(signinErrorText(offline)).toBe(
      `Network connection issue. Please try again later. If the problem persists, please call us at ${PHONE}`,
    );
  });

  it("shows the server's message for too_many_requests", () => {
    expect(signinErrorText(failure(429, 'too_many_requests', 'Too many attempts.'))).toBe(
      'Too many attempts.',
    );
  });

  it('falls back to general_error', () => {
    const general = withPhone(MESSAGES.login.general_error, PHONE);
    expect(signinErrorText(proxyPage)).toBe(general);
    expect(signinErrorText(failure(500, 'internal', 'stack trace'))).toBe(general);
  });
});

describe('Google sign-in error texts', () => {
  it("says 'Could not log user in.' for any 403, a restricted account's too", () => {
    const google = (error: unknown) =>
      errorText(error, { ...googleLoginFailure(MESSAGES), phone: PHONE });
    expect(google(failure(403, 'google_failed'))).toBe(MESSAGES.login.googleForbidden);
    expect(google(failure(403, 'restricted'))).toBe(MESSAGES.login.googleForbidden);
    expect(google(offline)).toBe(signinErrorText(offline));
  });
});

describe('password action error texts', () => {
  it("shows the server's response text", () => {
    expect(passwordErrorText(failure(400, 'bad_token', 'This link has expired.'), 'network')).toBe(
      'This link has expired.',
    );
  });

  it('shows the network text when there is no usable answer', () => {
    expect(passwordErrorText(offline, 'network')).toBe('Network connection issue.');
    expect(passwordErrorText(proxyPage, 'networkLater')).toBe(
      'Network connection issue. Please try again later.',
    );
  });
});

describe('in Spanish', () => {
  it('says each failure in the catalogue it is given, the phone number put in', () => {
    expect(signupErrorText(failure(400, 'dup_user'), MESSAGES_ES)).toBe(
      'Error: el usuario ya existe. Intente iniciar sesión.',
    );
    expect(signupErrorText(new Error('boom'), MESSAGES_ES)).toBe(
      `Hubo un problema al crear su cuenta. Llame al ${PHONE}`,
    );
    expect(signinErrorText(offline, MESSAGES_ES)).toBe(
      `Problema de conexión. Inténtelo de nuevo más tarde. Si el problema continúa, llámenos al ${PHONE}`,
    );
    expect(
      errorText(failure(403, 'google_failed'), {
        ...googleLoginFailure(MESSAGES_ES),
        phone: PHONE,
      }),
    ).toBe('No se pudo iniciar la sesión.');
    expect(passwordErrorText(proxyPage, 'networkLater', MESSAGES_ES)).toBe(
      'Problema de conexión. Inténtelo de nuevo más tarde.',
    );
  });
});
