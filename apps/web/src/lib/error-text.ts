import { useCallback } from 'react';
import type { ErrorCode } from '@ir/domain/errors.ts';
import {
  isMessageKey,
  withPhone,
  type MessageLike,
  type MessageValues,
} from '@ir/domain/message-ref.ts';
import { ApiRequestError, HTTP_ERROR, isServerBusy, NETWORK_ERROR } from './api.ts';
import { useLanguage, type LanguageContextValue } from './language.tsx';

/**
 * One of a screen's texts for a failed call: words the screen read from its catalogue
 * (`messages.login.network`), or a catalogue key or reference, which code outside React names
 * (decision 045) and the screen says in its language.
 */
export type FailureText = MessageLike | string;

/**
 * The texts a screen has for the ways a call fails (SPEC §8), by code and status;
 * `FailureTexts<MessageKey>` where they are all keys, so a key that names no text does not
 * compile.
 */
export interface FailureTexts<T extends FailureText = FailureText> {
  /** Shown when nothing below applies: an unexpected failure, or an answer not from the API. */
  fallback: T;
  /** The call got no answer at all (offline, DNS); `fallback` when not given. */
  network?: T;
  /** The server turned the call away for load (`isServerBusy`); else read like any answer. */
  busy?: T;
  /** The text of an answer with this status, whatever its code (a proxy's 413 page has none). */
  byStatus?: Partial<Record<number, T>>;
  /** The text of an answer with this `error_message` code. */
  byCode?: Partial<Record<ErrorCode, T>>;
}

/** What a screen shows for a failed call: its texts, and whether the API's own words may show. */
export interface ErrorTextOptions extends FailureTexts {
  /**
   * When none of the texts above applies, show the API's own message: for its refusals (4xx)
   * only, or for any answer it wrote. A blank one, or an answer not from the API (a proxy's
   * page), shows `fallback`. Not given: never.
   */
  showServerMessage?: 'refusals' | 'always';
  /** Put in for `{phone}` in the texts above (never in the server's message). */
  phone?: string;
}

/**
 * Which of a screen's texts a failed call gets, in this order: no answer, a busy server, the
 * answer's status, its code; undefined when none applies (the API's own message or the
 * fallback, then). Decided by the typed code and the status, never by the words of the answer.
 */
function textFor<T extends FailureText>(error: unknown, texts: FailureTexts<T>): T | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  if (error.errorMessage === NETWORK_ERROR || error.statusCode === 0) {
    return texts.network ?? texts.fallback;
  }
  if (texts.busy !== undefined && isServerBusy(error)) return texts.busy;
  const forStatus = texts.byStatus?.[error.statusCode];
  if (forStatus !== undefined) return forStatus;
  const byCode: Partial<Record<string, T>> = texts.byCode ?? {};
  return Object.hasOwn(byCode, error.errorMessage) ? byCode[error.errorMessage] : undefined;
}

/**
 * The message of a failed call for code outside React (an upload's result, kept in the wizard's
 * draft): one of `texts`, which the screen showing it says in its language as it renders, so it
 * follows a language switch. The API's own words are a screen's choice (useErrorText).
 */
export function failureMessage<T extends FailureText>(error: unknown, texts: FailureTexts<T>): T {
  return textFor(error, texts) ?? texts.fallback;
}

/**
 * How a screen says a failed call, in the language in force: `const errorText = useErrorText()`,
 * then `errorText(error, options)` while rendering, so a text already shown follows a language
 * switch. One of its texts (textFor), else the API's own message where `showServerMessage`
 * allows, else the fallback; `{phone}` filled in (a key's as one of its values).
 */
export function useErrorText(): (error: unknown, options: ErrorTextOptions) => string {
  const language = useLanguage();
  return useCallback(
    (error: unknown, options: ErrorTextOptions) => {
      const chosen = textFor(error, options);
      if (
        chosen === undefined &&
        error instanceof ApiRequestError &&
        showsServerMessage(error, options.showServerMessage)
      ) {
        return serverMessage(language, error);
      }
      const { phone } = options;
      const message = chosen ?? options.fallback;
      if (phone === undefined) return language.text(message);
      return withPhone(language.text(withValue(language, message, { phone })), phone);
    },
    [language],
  );
}

/** A key or reference with `values` added, to be said with them; words stay as they are. */
function withValue(
  { messages }: Pick<LanguageContextValue, 'messages'>,
  message: FailureText,
  values: MessageValues,
): FailureText {
  if (typeof message !== 'string') return { ...message, values: { ...message.values, ...values } };
  return isMessageKey(messages, message) ? { key: message, values } : message;
}

/**
 * The API's own message in the screen's language: by its key when this page's catalogue has
 * it (so it follows a language switch), else the words the server chose for the request.
 */
function serverMessage(
  { messages, text }: Pick<LanguageContextValue, 'messages' | 'text'>,
  error: ApiRequestError,
): string {
  const key = error.messageKey;
  if (key === undefined || !isMessageKey(messages, key)) return error.message;
  return text({ key, values: error.messageValues ?? {} });
}

function showsServerMessage(
  error: ApiRequestError,
  when: ErrorTextOptions['showServerMessage'],
): boolean {
  if (when === undefined || error.errorMessage === HTTP_ERROR) return false;
  if (when === 'refusals' && error.statusCode >= 500) return false;
  return error.message.trim() !== '';
}
