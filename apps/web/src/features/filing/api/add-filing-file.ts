import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addFilingFileContract } from '@ir/domain/contracts/applications/add-filing-file.ts';
import { apiFetch } from '../../../lib/api.ts';
import type { MessageKey } from '@ir/domain/message-ref.ts';
import { failureMessage, type FailureTexts } from '../../../lib/error-text.ts';
import { myApplicationQuery } from './get-my-application.ts';
import { UPLOAD_FAILURE } from './upload-file.ts';

/** POST /api/applications/{id}/files (multipart: file): evidence for a submitted filing. */
export async function addFilingFile({ id, file }: { id: number; file: File }) {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await apiFetch(addFilingFileContract.path.replace(':id', String(id)), {
    method: addFilingFileContract.method,
    body: form,
  });
  return addFilingFileContract.schema.response[200].parse(await response.json());
}

const ADD_FILING_FILE_FAILURE = {
  ...UPLOAD_FAILURE,
  byCode: {
    ...UPLOAD_FAILURE.byCode,
    review_complete: 'applications.reviewComplete',
    review_withdrawn: 'applications.withdrawnNoFiles',
    too_many_files: 'applications.tooManyFiles',
  },
} as const satisfies FailureTexts<MessageKey>;

/**
 * What a refused file reads as: the filing's own refusals, else the upload texts. A key, which
 * the page says in its language when it shows it.
 */
export function addFilingFileFailure(error: unknown): MessageKey {
  return failureMessage(error, ADD_FILING_FILE_FAILURE);
}

/** The filing's page lists the new file once it is in. */
export function useAddFilingFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFilingFile,
    onSuccess: (_answer, { id }) =>
      queryClient.invalidateQueries({ queryKey: myApplicationQuery(id).queryKey }),
  });
}
