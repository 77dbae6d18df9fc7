import { queryOptions } from '@tanstack/react-query';
import { pullUserContract } from '@ir/domain/contracts/admin/pull-user.ts';
import { callApi } from '../../../lib/api.ts';
import { adminKeys } from './keys.ts';

/** One account as [email, role, status]. */
export const pulledUserQuery = (email: string) =>
  queryOptions({
    queryKey: adminKeys.user(email),
    queryFn: () => callApi(pullUserContract, { body: { user: email } }),
  });
