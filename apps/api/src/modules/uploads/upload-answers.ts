import { isAppError, MESSAGES, type ErrorCode, type Language } from '@ir/domain';
import { translateMessage } from '@ir/domain/catalogues.ts';
import { UploadRefusal, type UploadRefusalCode } from '../../plugins/upload-pipeline/index.ts';

/** SPEC §7's upload answers are texts the client matches, not the JSON error shape. */
const REFUSAL_TEXT: Record<UploadRefusalCode, string> = {
  too_large: MESSAGES.uploadAnswer.tooLarge,
  bad_file_type: MESSAGES.uploadAnswer.badFileType,
  malware: MESSAGES.uploadAnswer.malware,
  scan_failed: MESSAGES.uploadAnswer.scannerUnavailable,
  no_file: MESSAGES.uploadAnswer.noFile,
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
 * language, bar the texts the client matches, which the catalogues keep as sent.
 */
export function uploadAnswerOf(error: unknown, language: Language): UploadAnswer | undefined {
  if (error instanceof UploadRefusal) {
    const english = REFUSAL_TEXT[error.code];
    const text = MATCHED.has(error.code) ? english : translateMessage(english, language);
    return { status: error.statusCode, code: error.code, text };
  }
  if (isAppError(error) && SERVICE_CODES.has(error.code)) {
    const text = translateMessage(error.message, language);
    return { status: error.statusCode, code: error.code, text };
  }
  return undefined;
}
