import { queryOptions } from '@tanstack/react-query';
import { listApiKeysContract } from '@ir/domain/contracts/api-keys/list-api-keys.ts';
import { callApi } from '../../../lib/api.ts';

export const apiKeysKey = ['representatives', 'api-keys'] as const;

/** The representative's live API keys, never the keys themselves. */
export const listApiKeysQuery = () =>
  queryOptions({
    queryKey: apiKeysKey,
    queryFn: ({ signal }) => callApi(listApiKeysContract, { signal }),
    retry: false,
  });
