import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError, retryDelayMs } from '../lib/api.ts';

/**
 * A 4xx answer will not change on retry; network failures and 5xx answers might, unless a GET
 * has already waited out and retried the server's 503 itself.
 */
function shouldRetry(failureCount: number, error: Error): boolean {
  if (failureCount >= 2) return false;
  if (!(error instanceof ApiRequestError)) return true;
  return !error.retried && (error.statusCode < 400 || error.statusCode >= 500);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        // TanStack counts failures from 0; the wait honours the server's Retry-After.
        retryDelay: (failureCount, error) => retryDelayMs(error, failureCount + 1),
      },
    },
  });
}
