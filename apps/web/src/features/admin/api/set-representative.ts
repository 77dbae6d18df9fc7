import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setRepresentativeContract } from '@ir/domain/contracts/admin/set-representative.ts';
import { callApi, type ContractBody } from '../../../lib/api.ts';
import { adminKeys } from './keys.ts';
import { pulledUserQuery } from './pull-user.ts';

type Body = ContractBody<typeof setRepresentativeContract>;

export const setRepresentative = (body: Body) => callApi(setRepresentativeContract, { body });

/** Approves an account as a representative, or removes the approval; answers the account. */
export function useSetRepresentative() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRepresentative,
    onSuccess: (user, body) => {
      // The screens show the flag from the pulled account: the answer is it, at once.
      const { queryKey } = pulledUserQuery(body.email);
      if (queryClient.getQueryData(queryKey)) {
        queryClient.setQueryData(queryKey, [
          user.email,
          user.role,
          user.status,
          user.representative,
        ]);
      }
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.user(body.email) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.auditLog() }),
      ]);
    },
  });
}
