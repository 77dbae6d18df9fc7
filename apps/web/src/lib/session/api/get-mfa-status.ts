import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../api.ts';
import { loadShellContracts } from '../../load-shell-contracts.ts';

/** GET /api/auth/mfa: the signed-in account's two-factor sign-in, and whether it must enrol. */
export const mfaStatusQuery = () =>
  queryOptions({
    queryKey: ['session', 'mfa'],
    queryFn: async ({ signal }) => {
      const { getMfaStatusContract } = await loadShellContracts();
      return callApi(getMfaStatusContract, { signal });
    },
  });
