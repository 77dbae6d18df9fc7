import { queryOptions } from '@tanstack/react-query';
import { verifyUserContract } from '@ir/domain/contracts/auth/verify-user.ts';
import { callApi } from '../../../lib/api.ts';

/**
 * The token is single-use, so this must run exactly once per visit: never refetched, never
 * retried, and not aborted when the page unmounts (a remount, as in React's strict mode, then
 * joins the request already under way instead of sending another).
 */
export const verifyUserQuery = (token: string) =>
  queryOptions({
    queryKey: ['auth-verify', token],
    queryFn: () => callApi(verifyUserContract, { query: { token } }),
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
