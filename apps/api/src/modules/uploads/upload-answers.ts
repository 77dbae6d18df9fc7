import { isAppError, MESSAGES, type ErrorCode } from '@ir/domain';
import { UploadRefusal, type UploadRefusalCode } from '../../plugins/upload-pipeline/index.ts';

/** SPEC §7's upload answers are texts the client matches, not the JSON error shape. */
const REFUSAL_TEXT: Record<UploadRefusalCode, string> = {
  too_large: MESSAGES.uploadAnswer.tooLarge,
  bad_file_type: MESSAGES.uploadAnswer.badFileType,
  malware: MESSAGES.uploadAnswer.malware,
  scan_failed: MESSAGES.uploadAnswer.scannerUnavailable,
  no_file: MESSAGES.uploadAnswer.noFile,
};

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
 * rate limit, a failure on our side), which keeps the one JSON error shape.
 */
export function uploadAnswerOf(error: unknown): UploadAnswer | undefined {
  if (error instanceof UploadRefusal) {
    return { status: error.statusCode, code: error.code, text: REFUSAL_TEXT[error.code] };
  }
  if (isAppError(error) && SERVICE_CODES.has(error.code)) {
    return { status: error.statusCode, code: error.code, text: error.message };
  }
  return undefined;
}
