import { createElement, type ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withPhone } from '@ir/domain/messages.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import { MESSAGES_ES } from '@ir/domain/messages.es.ts';
import { ApiRequestError, HTTP_ERROR, NETWORK_ERROR } from './api.ts';
import { failureMessage, useErrorText, type ErrorTextOptions } from './error-text.ts';
import { LanguageProvider, useLanguage } from './language.tsx';

const answer = (statusCode: number, code: string, message = `server says ${code}`) =>
  new ApiRequestError({ statusCode, error_message: code, message });
const offline = answer(0, NETWORK_ERROR, 'The server could not be reached.');
const proxyPage = answer(502, HTTP_ERROR, '<html>Bad Gateway</html>');
const busy = answer(503, 'server_busy', 'Busy right now.');

const fallback = 'Something failed. Call {phone}.';

/** How a screen says a failure (useErrorText), outside a provider: in English. */
const errorText = (error: unknown, options: ErrorTextOptions) =>
  renderHook(() => useErrorText()).result.current(error, options);

describe('errorText', () => {
  it('shows the fallback for anything but an API answer, with the phone put in', () => {
    expect(errorText(new TypeError('boom'), { fallback, phone: '555-0100' })).toBe(
      'Something failed. Call 555-0100.',
    );
    expect(errorText(proxyPage, { fallback, showServerMessage: 'always' })).toBe(fallback);
  });

  it('says when there was no answer at all, else the fallback', () => {
    expect(errorText(offline, { fallback, network: 'Offline.' })).toBe('Offline.');
    expect(errorText(offline, { fallback, showServerMessage: 'always' })).toBe(fallback);
  });

  it('says a busy server calmly only where asked; otherwise it is like any answer', () => {
    expect(errorText(busy, { fallback, busy: 'Try again soon.' })).toBe('Try again soon.');
    expect(errorText(busy, { fallback })).toBe(fallback);
    const proxyBusy = new ApiRequestError(
      { statusCode: 503, error_message: HTTP_ERROR, message: 'Service Unavailable' },
      { retryAfterMs: 5000 },
    );
    expect(errorText(proxyBusy, { fallback, busy: 'Try again soon.' })).toBe('Try again soon.');
  });

  it('maps the code, and the status before it, never the words', () => {
    const options: ErrorTextOptions = {
      fallback,
      byStatus: { 413: 'Too large.' },
      byCode: { app_exists: 'It exists. Call {phone}.', too_large: 'Never used: 413 first.' },
      phone: '555-0100',
    };
    expect(errorText(answer(409, 'app_exists', 'whatever the server says'), options)).toBe(
      'It exists. Call 555-0100.',
    );
    expect(errorText(answer(413, 'too_large'), options)).toBe('Too large.');
    expect(errorText(answer(413, HTTP_ERROR, '<html>413</html>'), options)).toBe('Too large.');
    // The words of a code's text in another code's answer mean nothing.
    expect(errorText(answer(400, 'bad_request', 'It exists. Call {phone}.'), options)).toBe(
      'Something failed. Call 555-0100.',
    );
  });

  it('never takes an inherited property for a code', () => {
    expect(errorText(answer(400, 'constructor'), { fallback, byCode: {} })).toBe(fallback);
  });

  it("shows the API's own words where asked: for refusals, or for anything it wrote", () => {
    const refusal = answer(429, 'too_many_requests', 'Too many attempts.');
    const failure = answer(500, 'general_error', 'Something went wrong on our side.');
    expect(errorText(refusal, { fallback })).toBe(fallback);
    expect(errorText(refusal, { fallback, showServerMessage: 'refusals' })).toBe(
      'Too many attempts.',
    );
    expect(errorText(failure, { fallback, showServerMessage: 'refusals' })).toBe(fallback);
    expect(errorText(failure, { fallback, showServerMessage: 'always' })).toBe(
      'Something went wrong on our side.',
    );
    expect(
      errorText(answer(400, 'bad_request', '  '), { fallback, showServerMessage: 'always' }),
    ).toBe(fallback);
  });

  it("shows a text answer's words when the API sent its code beside them", () => {
    const quota = answer(429, 'daily_quota', 'Upload limit reached.');
    expect(errorText(quota, { fallback, showServerMessage: 'refusals' })).toBe(
      'Upload limit reached.',
    );
  });
});

describe("the API's own message by its key", () => {
  /** useErrorText under a provider, with the provider's switch. */
  function inProvider() {
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(LanguageProvider, { children });
    return renderHook(
      () => ({ errorText: useErrorText(), setLanguage: useLanguage().setLanguage }),
      {
        wrapper,
      },
    ).result;
  }

  it('is said in the language in force, with its values, and follows a switch', async () => {
    const refusal = new ApiRequestError({
      statusCode: 409,
      error_message: 'app_exists',
      message: 'Dismiss deed.pdf',
      message_key: 'filing.files.dismissFile',
      message_values: { name: 'deed.pdf' },
    });
    const options: ErrorTextOptions = { fallback, showServerMessage: 'refusals' };
    const screen = inProvider();
    expect(screen.current.errorText(refusal, options)).toBe('Dismiss deed.pdf');
    await act(() => screen.current.setLanguage('es'));
    expect(screen.current.errorText(refusal, options)).toBe('Descartar deed.pdf');
    // The same English words under two keys: Spanish says them two ways.
    const onFile = new ApiRequestError({
      statusCode: 400,
      error_message: 'bad',
      message: 'Dismiss',
      message_key: 'filing.files.dismiss',
    });
    const notice = new ApiRequestError({
      statusCode: 400,
      error_message: 'bad',
      message: 'Dismiss',
      message_key: 'account.loginSignup.dismiss',
    });
    const { errorText: spanish } = screen.current;
    expect(MESSAGES.account.loginSignup.dismiss).toBe(MESSAGES.filing.files.dismiss);
    expect(spanish(onFile, options)).toBe(MESSAGES_ES.filing.files.dismiss);
    expect(spanish(notice, options)).toBe(MESSAGES_ES.account.loginSignup.dismiss);
    expect(spanish(notice, options)).not.toBe(spanish(onFile, options));
  });

  it("shows the server's words when this page's catalogue has no such key", () => {
    const newer = new ApiRequestError({
      statusCode: 400,
      error_message: 'bad',
      message: 'A text a newer server added.',
      message_key: 'offers.notYetKnown',
    });
    expect(errorText(newer, { fallback, showServerMessage: 'refusals' })).toBe(
      'A text a newer server added.',
    );
  });
});

describe('texts named by key, for code outside React', () => {
  const texts = {
    busy: 'busy.serverBusy',
    byStatus: { 413: 'upload.tooLarge' },
    byCode: { period_expired: 'submission.periodExpired', general_error: 'login.general_error' },
    fallback: 'bulk.uploadFailed',
  } as const;

  it('picks the key, in the same order as a screen does, and leaves the words to the screen', () => {
    expect(failureMessage(answer(413, HTTP_ERROR), texts)).toBe('upload.tooLarge');
    expect(failureMessage(busy, texts)).toBe('busy.serverBusy');
    expect(failureMessage(answer(403, 'period_expired'), texts)).toBe('submission.periodExpired');
    expect(failureMessage(offline, texts)).toBe('bulk.uploadFailed');
    expect(failureMessage(new Error('boom'), texts)).toBe('bulk.uploadFailed');
  });

  it("are said by the screen, the phone given as the text's value", () => {
    const phone = '555-0100';
    expect(errorText(answer(500, 'general_error'), { ...texts, phone })).toBe(
      withPhone(MESSAGES.login.general_error, phone),
    );
    expect(MESSAGES.login.general_error).toContain('{phone}');
    expect(errorText(answer(403, 'period_expired'), { ...texts, phone })).toBe(
      MESSAGES.submission.periodExpired,
    );
    expect(errorText(new Error('boom'), { ...texts, phone })).toBe(
      withPhone(MESSAGES.bulk.uploadFailed, phone),
    );
  });
});
