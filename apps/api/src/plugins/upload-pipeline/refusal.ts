import { AppError, type MessageKey } from '@ir/domain';

export type UploadRefusalCode =
  'too_large' | 'bad_file_type' | 'malware' | 'scan_failed' | 'no_file';

const STATUS: Record<UploadRefusalCode, number> = {
  too_large: 413,
  bad_file_type: 415,
  malware: 422,
  // The file may be fine; the scanner is not, so it is our failure and worth retrying.
  scan_failed: 503,
  no_file: 400,
};

/** SPEC §8 upload texts; a scan failure or a missing file reads as the generic upload issue. */
const MESSAGE: Record<UploadRefusalCode, MessageKey> = {
  too_large: 'upload.tooLarge',
  bad_file_type: 'upload.badType',
  malware: 'upload.malware',
  scan_failed: 'upload.noResponse',
  no_file: 'upload.noResponse',
};

/**
 * The upload pipeline refused a file: an AppError, so a route lets it through to the error
 * plugin. `message` is the user's text; `detail` says why for the log (a signature name, a
 * zip problem) and is never sent to the client.
 */
export class UploadRefusal extends AppError {
  declare readonly code: UploadRefusalCode;
  readonly detail: string;

  constructor(code: UploadRefusalCode, detail: string) {
    super(STATUS[code], code, MESSAGE[code]);
    this.name = 'UploadRefusal';
    this.detail = detail;
    this.logDetail = { detail };
  }
}
