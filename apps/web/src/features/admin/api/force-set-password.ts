import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forceSetPasswordContract } from '@ir/domain/contracts/admin/force-set-password.ts';
import { callApi, type ContractBody } from '../../../lib/api.ts';
import { adminKeys } from './keys.ts';

type Body = ContractBody<typeof forceSetPasswordContract>;

export const forceSetPassword = (body: Body) => callApi(forceSetPasswordContract, { body });

/** Only the audit log shows a password change (never the password itself). */
export function useForceSetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: forceSetPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.auditLog() }),
  });
}
