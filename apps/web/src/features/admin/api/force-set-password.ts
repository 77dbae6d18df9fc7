import { useMutation } from '@tanstack/react-query';
import { forceSetPasswordContract } from '@ir/domain/contracts/admin/force-set-password.ts';
import { callApi, type ContractBody } from '../../../lib/api.ts';

type Body = ContractBody<typeof forceSetPasswordContract>;

export const forceSetPassword = (body: Body) => callApi(forceSetPasswordContract, { body });

/** Nothing the screens show changes with a password, so no query is invalidated. */
export function useForceSetPassword() {
  return useMutation({ mutationFn: forceSetPassword });
}
