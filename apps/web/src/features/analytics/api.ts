import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api.ts';
import { loadShellContracts } from '../../lib/load-shell-contracts.ts';

/** GET /api/google_analytics: the measurement id, or '' when analytics is off. */
export const googleAnalyticsQuery = () =>
  queryOptions({
    queryKey: ['google-analytics'],
    queryFn: async ({ signal }) => {
      // The contract brings zod, which stays out of the entry script.
      const { getGoogleAnalyticsContract } = await loadShellContracts();
      return callApi(getGoogleAnalyticsContract, { answer: 'text', signal });
    },
    staleTime: Infinity,
    // Analytics is optional; a failed lookup just leaves it off.
    retry: false,
  });
