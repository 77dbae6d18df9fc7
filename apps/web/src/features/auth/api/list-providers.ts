import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { listProvidersContract } from '@ir/domain/contracts/auth/list-providers.ts';
import { callApi } from '../../../lib/api.ts';

/** Which identity providers this deployment has configured. */
export const providersQuery = () =>
  queryOptions({
    queryKey: ['auth-providers'],
    queryFn: ({ signal }) => callApi(listProvidersContract, { signal }),
    staleTime: Infinity,
    // Without an answer the Google buttons stay hidden; the forms work regardless.
    retry: false,
  });

/** Asks ahead for what the sign-in page shows besides its form (the router, on a first visit). */
export function prefetchProviders(client: QueryClient): void {
  void client.prefetchQuery(providersQuery());
}
