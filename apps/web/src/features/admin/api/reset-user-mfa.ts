import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resetUserMfaContract } from '@ir/domain/contracts/admin/reset-user-mfa.ts';
import { callApi, type ContractBody } from '../../../lib/api.ts';
import { adminKeys } from './keys.ts';

type Body = ContractBody<typeof resetUserMfaContract>;

export const resetUserMfa = (body: Body) => callApi(resetUserMfaContract, { body });

/** Turns off another account's two-factor sign-in (a lost phone); the audit log gains a row. */
export function useResetUserMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetUserMfa,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.auditLog() }),
  });
}
