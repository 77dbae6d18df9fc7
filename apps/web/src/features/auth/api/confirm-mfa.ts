import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmMfaContract } from '@ir/domain/contracts/auth/confirm-mfa.ts';
import { callApi, type ContractBody } from '../../../lib/api.ts';
import { mfaStatusQuery } from '../../../lib/session/api/get-mfa-status.ts';

export const confirmMfa = (body: ContractBody<typeof confirmMfaContract>) =>
  callApi(confirmMfaContract, { body });

/** Turns two-factor sign-in on; the status (and so the enrolment gate) is asked again. */
export function useConfirmMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmMfa,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mfaStatusQuery().queryKey }),
  });
}
