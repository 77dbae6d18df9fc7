import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeDraftFileContract } from '@ir/domain/contracts/filing/list-draft-files.ts';
import { callApi, type ContractBody } from '../../../lib/api.ts';
import { draftFilesKey, draftFilesQuery } from './list-draft-files.ts';

type Body = ContractBody<typeof removeDraftFileContract>;

/** POST /api/ir/removefile: takes a file back out of the draft before submitting. */
export const removeDraftFile = (body: Body) => callApi(removeDraftFileContract, { body });

/** The list drops the file at once (it must not come back while the list reloads). */
export function useRemoveDraftFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDraftFile,
    onSuccess: (_answer, { printkey, id }) => {
      queryClient.setQueryData(draftFilesQuery(printkey).queryKey, (current) =>
        current ? { files: current.files.filter((file) => file.id !== id) } : current,
      );
      return queryClient.invalidateQueries({ queryKey: draftFilesKey(printkey) });
    },
  });
}
