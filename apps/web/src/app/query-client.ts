import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../lib/api.ts';

/** A 4xx answer will not change on retry; network failures and 5xx answers might. */
function shouldRetry(failureCount: number, error: Error): boolean {
  const clientError =
    error instanceof ApiRequestError && error.statusCode >= 400 && error.statusCode < 500;
  return !clientError && failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: shouldRetry } } });
}
