import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { discardDraftContract } from '@ir/domain/contracts/filing/discard-draft.ts';
import type { FilingDraft } from '@ir/domain/contracts/filing/draft-fields.ts';
import { listDraftsContract } from '@ir/domain/contracts/filing/list-drafts.ts';
import { saveDraftContract } from '@ir/domain/contracts/filing/save-draft.ts';
import { callApi } from '../../../lib/api.ts';
import { myApplicationsKey } from './list-my-applications.ts';

export const savedDraftsKey = () => [...myApplicationsKey(), 'drafts'] as const;

/** GET /api/ir/drafts: the account's saved drafts, newest first, for My Applications. */
export const savedDraftsQuery = () =>
  queryOptions({
    queryKey: savedDraftsKey(),
    queryFn: ({ signal }) => callApi(listDraftsContract, { signal }),
  });

/** PUT /api/ir/drafts/{printkey}: keeps the wizard's draft on the server. */
export const saveServerDraft = (printkey: string, draft: FilingDraft) =>
  callApi(saveDraftContract, { params: { printkey }, body: draft });

/** DELETE /api/ir/drafts/{printkey}: discards a saved draft and its files. */
export const discardServerDraft = (printkey: string) =>
  callApi(discardDraftContract, { params: { printkey } });

/** Discard on My Applications: the list is asked again however it ends. */
export function useDiscardDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: discardServerDraft,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedDraftsKey() }),
  });
}
