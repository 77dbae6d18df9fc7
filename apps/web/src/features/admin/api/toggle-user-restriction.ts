import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toggleUserRestrictionContract } from '@ir/domain/contracts/admin/toggle-user-restriction.ts';
import { callApi, type ContractBody } from '../../../lib/api.ts';
import { adminKeys } from './keys.ts';

type Body = ContractBody<typeof toggleUserRestrictionContract>;

export const toggleUserRestriction = (body: Body) =>
  callApi(toggleUserRestrictionContract, { body });

/** Restricts or un-restricts; answers the account as it now is. */
export function useToggleUserRestriction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleUserRestriction,
    onSuccess: (_, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.user(body.user) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.auditLog() }),
      ]),
  });
}
