import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { resetFilingPeriodContract } from '@ir/domain/contracts/admin/reset-filing-period.ts';
import { setFilingPeriodContract } from '@ir/domain/contracts/admin/set-filing-period.ts';
import { callApi, type ContractBody } from '../../../lib/api.ts';
import { municipalityQuery } from '../../../lib/municipality.ts';
import { FILING_PERIOD_KEY } from './get-filing-period.ts';
import { adminKeys } from './keys.ts';

export const setFilingPeriod = (body: ContractBody<typeof setFilingPeriodContract>) =>
  callApi(setFilingPeriodContract, { body });

export const resetFilingPeriod = () => callApi(resetFilingPeriodContract);

/**
 * After a change: the period itself, the layout's municipality (its deadline and `expired`
 * brand every page) and the audit log, which has a new row.
 */
async function refreshAfterChange(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: FILING_PERIOD_KEY }),
    queryClient.invalidateQueries({ queryKey: municipalityQuery().queryKey }),
    queryClient.invalidateQueries({ queryKey: adminKeys.auditLog() }),
  ]);
}

export function useSetFilingPeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFilingPeriod,
    onSuccess: () => refreshAfterChange(queryClient),
  });
}

export function useResetFilingPeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetFilingPeriod,
    onSuccess: () => refreshAfterChange(queryClient),
  });
}
