import { queryOptions } from '@tanstack/react-query';
import {
  getPublishedOutcomesContract,
  getPublishedOutcomesCsvContract,
} from '@ir/domain/contracts/public/outcomes.ts';
import { apiUrl, callApi } from '../../../lib/api.ts';

/** The outcomes feature's query keys. */
export const outcomesKeys = {
  all: ['outcomes'] as const,
  published: () => [...outcomesKeys.all, 'published'] as const,
};

/** The published review outcomes; a 404 means the municipality does not publish them. */
export const publishedOutcomesQuery = () =>
  queryOptions({
    queryKey: outcomesKeys.published(),
    queryFn: ({ signal }) => callApi(getPublishedOutcomesContract, { signal }),
    // The server lets caches keep them five minutes; asking sooner gains nothing.
    staleTime: 5 * 60_000,
  });

/** The files, downloaded by the browser itself. */
export const outcomesCsvUrl = () => apiUrl(getPublishedOutcomesCsvContract);
export const outcomesJsonUrl = () => apiUrl(getPublishedOutcomesContract);
