import { queryOptions, useMutation } from '@tanstack/react-query';
import {
  fileInBulkContract,
  getBulkBatchContract,
} from '@ir/domain/contracts/applications/file-in-bulk.ts';
import { bulkBatchSchema, type BulkBatch as BulkBatchReport } from '@ir/domain/bulk-filing.ts';
import { apiFetch, callApi } from '../../../lib/api.ts';
import type { MessageKey } from '@ir/domain/message-ref.ts';
import type { ErrorTextOptions, FailureTexts } from '../../../lib/error-text.ts';
import { myApplicationsKey } from './list-my-applications.ts';

export interface BulkBatch {
  captcha: string;
  csv: File;
  zip: File | null;
}

/**
 * POST /api/applications/bulk (multipart: captcha first, then csv and zip): the batch is
 * accepted at once and filed in the background; its id, to follow it by.
 */
export async function fileInBulk({ captcha, csv, zip }: BulkBatch): Promise<number> {
  const form = new FormData();
  // The server checks the captcha as it arrives, before it reads any file: it goes first.
  form.append('captcha', captcha);
  form.append('csv', csv, csv.name);
  if (zip) form.append('zip', zip, zip.name);
  const response = await apiFetch(fileInBulkContract.path, {
    method: fileInBulkContract.method,
    headers: { accept: 'application/json' },
    body: form,
  });
  return fileInBulkContract.schema.response[202].parse(await response.json()).batch_id;
}

/** GET /api/applications/bulk/{id}: the batch's progress and the report of its rows so far. */
export const bulkBatchQuery = (id: number) =>
  queryOptions({
    queryKey: [...myApplicationsKey(), 'bulk', id] as const,
    queryFn: async ({ signal }) =>
      bulkBatchSchema.parse(
        await callApi(getBulkBatchContract, { params: { batch_id: String(id) }, signal }),
      ),
    // Polled while its rows are being filed, as the page shows them.
    refetchInterval: (query) => (isOpen(query.state.data) ? 1_000 : false),
  });

/** Whether the batch still has rows to file. */
export function isOpen(batch: BulkBatchReport | undefined): boolean {
  return batch !== undefined && (batch.status === 'queued' || batch.status === 'running');
}

/**
 * A batch refused whole, for `useErrorText` with the firm's phone: the server's own words for
 * what is wrong with the CSV or the ZIP (they name the column, the line or the entry), else
 * the upload's or the period's text.
 */
export const FILE_IN_BULK_FAILURE = {
  busy: 'busy.serverBusy',
  byCode: { bad_captcha: 'signup.bad_captcha', period_expired: 'submission.periodExpired' },
  showServerMessage: 'refusals',
  fallback: 'bulk.uploadFailed',
} as const satisfies ErrorTextOptions & FailureTexts<MessageKey>;

export function useFileInBulk() {
  return useMutation({ mutationFn: fileInBulk });
}
