import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setUserRoleContract } from '@ir/domain/contracts/admin/set-user-role.ts';
import { callApi, type ContractBody } from '../../../lib/api.ts';
import { adminKeys } from './keys.ts';

type Body = ContractBody<typeof setUserRoleContract>;

export const setUserRole = (body: Body) => callApi(setUserRoleContract, { body });

/** The role change; the account's cached detail is stale afterwards. */
export function useSetUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserRole,
    onSuccess: (_, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.user(body.user) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.auditLog() }),
      ]),
  });
}
