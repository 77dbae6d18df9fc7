import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  listMyAuthorizationsContract,
  revokeAuthorizationContract,
} from '@ir/domain/contracts/representatives/owner-authorization.ts';
import { callApi } from '../../../lib/api.ts';

export const myAuthorizationsKey = () => ['filing', 'my-authorizations'] as const;

/** GET /api/authorizations/mine: who the owner authorized, and what they filed under it. */
export const myAuthorizationsQuery = () =>
  queryOptions({
    queryKey: myAuthorizationsKey(),
    queryFn: ({ signal }) => callApi(listMyAuthorizationsContract, { signal }),
  });

/** POST /api/authorizations/revoke, as the signed-in owner the authorization names. */
export function useRevokeAuthorization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(revokeAuthorizationContract, { body: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myAuthorizationsKey() }),
  });
}
