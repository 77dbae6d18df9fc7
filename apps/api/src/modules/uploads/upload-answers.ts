import { isAppError, type ErrorCode, type Language, type MessageKey } from '@ir/domain';
import { messageText } from '@ir/domain/catalogues.ts';
import { UploadRefusal, type UploadRefusalCode } from '../../plugins/upload-pipeline/index.ts';

/** SPEC §7's upload answers are texts the client matches, not the JSON error shape. */
const REFUSAL_TEXT: Record<UploadRefusalCode, MessageKey> = {
  too_large: 'uploadAnswer.tooLarge',
  bad_file_type: 'uploadAnswer.badFileType',
  malware: 'uploadAnswer.malware',
  scan_failed: 'uploadAnswer.scannerUnavailable',
  no_file: 'uploadAnswer.noFile',
};

/** The answers SPEC §7's client matches word for word: sent as they are in every language. */
const MATCHED: ReadonlySet<UploadRefusalCode> = new Set(['too_large', 'bad_file_type', 'malware']);

/** The uploads service's refusals, whose messages are already answer texts. */
const SERVICE_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'no_printkey',
  'unknown_parcel',
  'too_many_files',
  'store_failed',
  'daily_quota',
]);

export interface UploadAnswer {
  status: number;
  /** The refusal's code, sent beside the text in the ERROR_CODE_HEADER. */
  code: ErrorCode;
  text: string;
}

/**
 * The text answer for a refused upload, or undefined for anything else (a visitor's 401, a
 * rate limit, a failure on our side), which keeps the one JSON error shape. In the request's
 * language, bar the texts the client matches, which are sent in English whatever the language.
 */
export function uploadAnswerOf(error: unknown, language: Language): UploadAnswer | undefined {
  if (error instanceof UploadRefusal) {
    const key = REFUSAL_TEXT[error.code];
    const text = messageText(MATCHED.has(error.code) ? 'en' : language, key);
    return { status: error.statusCode, code: error.code, text };
  }
  if (isAppError(error) && SERVICE_CODES.has(error.code)) {
    return { status: error.statusCode, code: error.code, text: messageText(language, error.ref) };
  }
  return undefined;
}
