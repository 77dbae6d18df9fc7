import { uploadFileContract } from '@ir/domain/contracts/filing/upload-file.ts';
import { UPLOAD_MAX_BYTES } from '@ir/domain/limits.ts';
import { apiFetch, isServerBusy } from '../../../lib/api.ts';
import type { MessageKey } from '@ir/domain/message-ref.ts';
import { failureMessage, type FailureTexts } from '../../../lib/error-text.ts';

/**
 * `error`: a catalogue key (decision 045), said by the screen in its language when it shows it.
 * `busy`: the server had no room for it, and the same file may be sent again later.
 */
export type UploadResult =
  { status: 'uploaded' } | { status: 'error'; error: MessageKey; busy: boolean };

/**
 * SPEC §8 upload texts for a refused upload, by status (a proxy's 413 page says too large as
 * well as the API's), and the account's daily quota, which says when to try again. A server
 * too busy to take it says so calmly. Anything else, no answer included, is the "please
 * refresh" text.
 */
export const UPLOAD_FAILURE = {
  busy: 'busy.serverBusy',
  byStatus: { 413: 'upload.tooLarge', 415: 'upload.badType', 422: 'upload.malware' },
  byCode: { daily_quota: 'uploadAnswer.dailyQuota' },
  fallback: 'upload.noResponse',
} as const satisfies FailureTexts<MessageKey>;

/** What a file over the limit gets at once, without being sent (SPEC §5: 25MB): its key. */
export function oversizeMessage(file: Pick<File, 'size'>): 'upload.tooLarge' | undefined {
  return file.size > UPLOAD_MAX_BYTES ? 'upload.tooLarge' : undefined;
}

/**
 * POST /api/ir/uploadfile (multipart: printkey, file). A 200 is 'Uploaded' or 'already exists'
 * (the same content is in the draft already): both mean the file is there. The parcel goes
 * first, so the server knows where the file belongs before it streams it.
 */
export async function uploadFile(
  file: File,
  printkey: string,
  signal?: AbortSignal,
): Promise<UploadResult> {
  const form = new FormData();
  form.append('printkey', printkey);
  form.append('file', file, file.name);
  try {
    await apiFetch(uploadFileContract.path, {
      method: uploadFileContract.method,
      body: form,
      signal,
    });
    return { status: 'uploaded' };
  } catch (error) {
    if (signal?.aborted) throw error;
    return {
      status: 'error',
      error: failureMessage(error, UPLOAD_FAILURE),
      busy: isServerBusy(error),
    };
  }
}
