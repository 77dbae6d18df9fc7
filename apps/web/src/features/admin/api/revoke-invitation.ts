import { useMutation, useQueryClient } from '@tanstack/react-query';
import { revokeInvitationContract } from '@ir/domain/contracts/admin/revoke-invitation.ts';
import { callApi, type ContractBody } from '../../../lib/api.ts';
import { adminKeys } from './keys.ts';

type Body = ContractBody<typeof revokeInvitationContract>;

export const revokeInvitation = (body: Body) => callApi(revokeInvitationContract, { body });

/** Revoking removes the invitation and its unused account, and writes an audit row. */
export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.invitations() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.userList() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.auditLog() }),
      ]),
  });
}
