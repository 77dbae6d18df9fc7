import { queryOptions } from '@tanstack/react-query';
import { listDraftFilesContract } from '@ir/domain/contracts/filing/list-draft-files.ts';
import { callApi } from '../../../lib/api.ts';

/** The files of the account's draft for a parcel (under the feature's ['filing'] keys). */
export const draftFilesKey = (printkey: string) => ['filing', 'draft-files', printkey] as const;

/** POST /api/ir/draftfiles: what the server holds for the draft, so a reload lists it again. */
export const draftFilesQuery = (printkey: string) =>
  queryOptions({
    queryKey: draftFilesKey(printkey),
    queryFn: () => callApi(listDraftFilesContract, { body: { printkey } }),
  });
