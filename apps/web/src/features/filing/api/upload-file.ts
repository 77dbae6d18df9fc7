import { uploadFileContract } from '@ir/domain/contracts/filing/upload-file.ts';
import { UPLOAD_MAX_BYTES } from '@ir/domain/limits.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import { apiFetch, ApiRequestError, isServerBusy } from '../../../lib/api.ts';

/** `busy`: the server had no room for it, and the same file may be sent again later. */
export type UploadResult =
  { status: 'uploaded' } | { status: 'error'; error: string; busy: boolean };

/**
 * SPEC §8 upload texts for a refused upload, by status and, for an answer from something in
 * front of the API (a proxy's 413 page), by the SPEC §7 texts. A server too busy to take it
 * says so calmly. Anything else, no answer included, is the "please refresh" text.
 */
export function uploadErrorText(error: unknown): string {
  if (isServerBusy(error)) return MESSAGES.busy.serverBusy;
  if (!(error instanceof ApiRequestError) || error.statusCode === 0) {
    return MESSAGES.upload.noResponse;
  }
  const { statusCode, message } = error;
  if (statusCode === 413 || message.includes('Request Entity Too Large')) {
    return MESSAGES.upload.tooLarge;
  }
  if (statusCode === 415 || message.includes('bad file type')) return MESSAGES.upload.badType;
  if (statusCode === 422 || message.includes('Malicious software or virus found')) {
    return MESSAGES.upload.malware;
  }
  // The account's daily upload quota: the server's text says what happened and when to retry.
  if (message === MESSAGES.uploadAnswer.dailyQuota) return message;
  return MESSAGES.upload.noResponse;
}

/** The text a file over the limit gets at once, without being sent (SPEC §5: 25MB). */
export function oversizeText(file: Pick<File, 'size'>): string | undefined {
  return file.size > UPLOAD_MAX_BYTES ? MESSAGES.upload.tooLarge : undefined;
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
    return { status: 'error', error: uploadErrorText(error), busy: isServerBusy(error) };
  }
}
