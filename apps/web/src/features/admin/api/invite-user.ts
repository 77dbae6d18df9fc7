import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inviteUserContract } from '@ir/domain/contracts/admin/invite-user.ts';
import { callApi, type ContractBody } from '../../../lib/api.ts';
import { adminKeys } from './keys.ts';

type Body = ContractBody<typeof inviteUserContract>;

export const inviteUser = (body: Body) => callApi(inviteUserContract, { body });

/** A new invitation joins the pending list (and the account list) and writes an audit row. */
export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteUser,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.invitations() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.userList() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.auditLog() }),
      ]),
  });
}
