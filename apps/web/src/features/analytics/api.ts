import { queryOptions } from '@tanstack/react-query';
import { getText } from '../../lib/api.ts';

/** GET /api/google_analytics: the measurement id, or '' when analytics is off. */
export const googleAnalyticsQuery = () =>
  queryOptions({
    queryKey: ['google-analytics'],
    queryFn: ({ signal }) => getText('/google_analytics', { signal }),
    staleTime: Infinity,
    // Analytics is optional; a failed lookup just leaves it off.
    retry: false,
  });
