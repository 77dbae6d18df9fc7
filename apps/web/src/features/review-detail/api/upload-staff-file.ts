import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadStaffFileContract } from '@ir/domain/contracts/review/upload-staff-file.ts';
import { apiFetch } from '../../../lib/api.ts';
import { applicationInfoKey } from './get-application-info.ts';

/**
 * POST /api/super/uploadfile (multipart: id, file). The id goes first, so the server knows
 * the review before it streams the file.
 */
export async function uploadStaffFile({ id, file }: { id: number; file: File }): Promise<void> {
  const form = new FormData();
  form.append('id', String(id));
  form.append('file', file, file.name);
  await apiFetch(uploadStaffFileContract.path, {
    method: uploadStaffFileContract.method,
    body: form,
  });
}

/** The new file shows in the list, and its upload in the history. */
export function useUploadStaffFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadStaffFile,
    onSuccess: (_answer, { id }) =>
      queryClient.invalidateQueries({ queryKey: applicationInfoKey(id) }),
  });
}
