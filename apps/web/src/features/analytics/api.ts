import { queryOptions } from '@tanstack/react-query';
import { getGoogleAnalyticsContract } from '@ir/domain/contracts/municipalities/get-google-analytics.ts';
import { callApi } from '../../lib/api.ts';

/** GET /api/google_analytics: the measurement id, or '' when analytics is off. */
export const googleAnalyticsQuery = () =>
  queryOptions({
    queryKey: ['google-analytics'],
    queryFn: ({ signal }) => callApi(getGoogleAnalyticsContract, { answer: 'text', signal }),
    staleTime: Infinity,
    // Analytics is optional; a failed lookup just leaves it off.
    retry: false,
  });
