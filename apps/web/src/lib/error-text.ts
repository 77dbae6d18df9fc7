import type { ErrorCode } from '@ir/domain/errors.ts';
import { withPhone } from '@ir/domain/messages.ts';
import { ApiRequestError, HTTP_ERROR, isServerBusy, NETWORK_ERROR } from './api.ts';
import { currentMessages, currentText } from './language.tsx';
import { isMessageKey } from '@ir/domain/message-ref.ts';

/** What a screen shows for a failed call: its SPEC §8 texts, by code and status. */
export interface ErrorTextOptions {
  /** Shown when nothing below applies: an unexpected failure, or an answer not from the API. */
  fallback: string;
  /** The call got no answer at all (offline, DNS); `fallback` when not given. */
  network?: string;
  /** The server turned the call away for load (`isServerBusy`); else read like any answer. */
  busy?: string;
  /** The text of an answer with this status, whatever its code (a proxy's 413 page has none). */
  byStatus?: Partial<Record<number, string>>;
  /** The text of an answer with this `error_message` code. */
  byCode?: Partial<Record<ErrorCode, string>>;
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
 * The text a screen shows for a failed call, in this order: no answer, a busy server, the
 * answer's status, its code, the API's own message, the fallback. Decided by the typed code
 * and the status, never by the words of the answer.
 */
export function errorText(error: unknown, options: ErrorTextOptions): string {
  const fill = (text: string) =>
    options.phone === undefined ? text : withPhone(text, options.phone);
  if (!(error instanceof ApiRequestError)) return fill(options.fallback);
  if (error.errorMessage === NETWORK_ERROR || error.statusCode === 0) {
    return fill(options.network ?? options.fallback);
  }
  if (options.busy !== undefined && isServerBusy(error)) return fill(options.busy);
  const forStatus = options.byStatus?.[error.statusCode];
  if (forStatus !== undefined) return fill(forStatus);
  const byCode: Partial<Record<string, string>> = options.byCode ?? {};
  const forCode = Object.hasOwn(byCode, error.errorMessage)
    ? byCode[error.errorMessage]
    : undefined;
  if (forCode !== undefined) return fill(forCode);
  if (showsServerMessage(error, options.showServerMessage)) return serverMessage(error);
  return fill(options.fallback);
}

/**
 * The API's own message in the language in force: by its key when this page's catalogue has it
 * (so it follows a language switch), else the words the server chose for the request.
 */
function serverMessage(error: ApiRequestError): string {
  const key = error.messageKey;
  if (key === undefined || !isMessageKey(currentMessages(), key)) return error.message;
  return currentText({ key, values: error.messageValues ?? {} });
}

function showsServerMessage(
  error: ApiRequestError,
  when: ErrorTextOptions['showServerMessage'],
): boolean {
  if (when === undefined || error.errorMessage === HTTP_ERROR) return false;
  if (when === 'refusals' && error.statusCode >= 500) return false;
  return error.message.trim() !== '';
}
