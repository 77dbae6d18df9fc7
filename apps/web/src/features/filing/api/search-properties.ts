import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  PROPERTY_SEARCH_MAX_LIMIT,
  searchPropertiesContract,
} from '@ir/domain/contracts/filing/search-properties.ts';
import { callApi } from '../../../lib/api.ts';
import { filingKeys } from './keys.ts';

/** GET /api/ir/propertysearch: parcels whose address or SBL contains the text, best first. */
export const searchPropertiesQuery = (by: 'address' | 'sbl', q: string) =>
  queryOptions({
    queryKey: filingKeys.search(by, q),
    queryFn: ({ signal }) =>
      callApi(searchPropertiesContract, {
        query: { by, q, limit: PROPERTY_SEARCH_MAX_LIMIT },
        signal,
      }),
    enabled: q.trim() !== '',
    // The list keeps the last answer while the next one loads, so it does not flash empty.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
