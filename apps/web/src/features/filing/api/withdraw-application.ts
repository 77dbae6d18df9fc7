import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawApplicationContract } from '@ir/domain/contracts/applications/withdraw-application.ts';
import { callApi } from '../../../lib/api.ts';
import { myApplicationsKey } from './list-my-applications.ts';

/** POST /api/applications/withdraw: the filing and My Applications show it withdrawn. */
export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(withdrawApplicationContract, { body: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myApplicationsKey() }),
  });
}
