import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fileInBulkContract } from '@ir/domain/contracts/applications/file-in-bulk.ts';
import { bulkReportSchema, type BulkReport } from '@ir/domain/bulk-filing.ts';
import { apiFetch } from '../../../lib/api.ts';
import { errorText } from '../../../lib/error-text.ts';
import { myApplicationsKey } from './list-my-applications.ts';
import { currentMessages } from '../../../lib/language.tsx';

export interface BulkBatch {
  captcha: string;
  csv: File;
  zip: File | null;
}

/** POST /api/applications/bulk (multipart: captcha, csv, zip): the batch's report per row. */
export async function fileInBulk({ captcha, csv, zip }: BulkBatch): Promise<BulkReport> {
  const form = new FormData();
  form.append('captcha', captcha);
  form.append('csv', csv, csv.name);
  if (zip) form.append('zip', zip, zip.name);
  const response = await apiFetch(fileInBulkContract.path, {
    method: fileInBulkContract.method,
    headers: { accept: 'application/json' },
    body: form,
  });
  return bulkReportSchema.parse(await response.json());
}

/**
 * A batch refused whole: the server's own words for what is wrong with the CSV or the ZIP
 * (they name the column, the line or the entry), else the upload's or the period's text.
 */
export function fileInBulkErrorText(error: unknown, phone: string): string {
  const messages = currentMessages();
  return errorText(error, {
    busy: messages.busy.serverBusy,
    byCode: {
      bad_captcha: messages.signup.bad_captcha,
      period_expired: messages.submission.periodExpired,
    },
    showServerMessage: 'refusals',
    fallback: messages.bulk.uploadFailed,
    phone,
  });
}

/** My Applications lists the new filings once the batch is in. */
export function useFileInBulk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fileInBulk,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myApplicationsKey() }),
  });
}
