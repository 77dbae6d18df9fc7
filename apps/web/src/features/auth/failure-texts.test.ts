import { describe, expect, it } from 'vitest';
import { MESSAGES, SIGNIN_ERROR_CODES, SIGNUP_ERROR_CODES, withPhone } from '@ir/domain';
import { ApiRequestError, HTTP_ERROR, NETWORK_ERROR } from '../../lib/api.ts';
import { passwordErrorText, signinErrorText, signupErrorText } from './error-text.ts';

const PHONE = '(518) 555-0142';

const failure = (statusCode: number, code: string, message = `server says ${code}`) =>
  new ApiRequestError({ statusCode, error_message: code, message });
const offline = failure(0, NETWORK_ERROR, 'The server could not be reached.');
const proxyPage = failure(502, HTTP_ERROR, '<html>Bad Gateway</html>');

describe('sign-up error texts', () => {
  it.each(SIGNUP_ERROR_CODES)('%s shows its SPEC §8 text', (code) => {
    expect(signupErrorText(failure(400, code), PHONE)).toBe(
      withPhone(MESSAGES.signup[code], PHONE),
    );
  });

  it('puts the phone number into general_error', () => {
    expect(signupErrorText(failure(500, 'general_error'), PHONE)).toBe(
      `There was a problem creating your account. Please call ${PHONE}`,
    );
  });

  it('says so when the server cannot be reached', () => {
    expect(signupErrorText(offline, PHONE)).toBe(MESSAGES.signup.network);
  });

  it("shows the server's words for codes without a SPEC text", () => {
    expect(
      signupErrorText(failure(429, 'too_many_requests', 'Try again in 5 minutes.'), PHONE),
    ).toBe('Try again in 5 minutes.');
  });

  it('never shows a proxy page or an unexpected failure', () => {
    const general = withPhone(MESSAGES.signup.general_error, PHONE);
    expect(signupErrorText(proxyPage, PHONE)).toBe(general);
    expect(signupErrorText(new Error('boom'), PHONE)).toBe(general);
  });
});

describe('login error texts', () => {
  it.each(SIGNIN_ERROR_CODES)('%s shows its text', (code) => {
    expect(signinErrorText(failure(401, code), PHONE)).toBe(withPhone(MESSAGES.login[code], PHONE));
  });

  it('explains a restricted account with the phone number', () => {
    expect(signinErrorText(failure(403, 'restricted'), PHONE)).toContain(PHONE);
  });

  it('says so when the server cannot be reached, with the phone number', () => {
    expect(signinErrorText(offline, PHONE)).toBe(
      `Network connection issue. Please try again later. If the problem persists, please call us at ${PHONE}`,
    );
  });

  it("shows the server's message for too_many_requests", () => {
    expect(signinErrorText(failure(429, 'too_many_requests', 'Too many attempts.'), PHONE)).toBe(
      'Too many attempts.',
    );
  });

  it('falls back to general_error', () => {
    const general = withPhone(MESSAGES.login.general_error, PHONE);
    expect(signinErrorText(proxyPage, PHONE)).toBe(general);
    expect(signinErrorText(failure(500, 'internal', 'stack trace'), PHONE)).toBe(general);
  });
});

describe('password action error texts', () => {
  it("shows the server's response text", () => {
    expect(
      passwordErrorText(
        failure(400, 'bad_token', 'This link has expired.'),
        MESSAGES.password.network,
      ),
    ).toBe('This link has expired.');
  });

  it('shows the network text when there is no usable answer', () => {
    expect(passwordErrorText(offline, MESSAGES.password.network)).toBe('Network connection issue.');
    expect(passwordErrorText(proxyPage, MESSAGES.password.networkLater)).toBe(
      'Network connection issue. Please try again later.',
    );
  });
});
