import { queryOptions } from '@tanstack/react-query';
import { listSuperUsersContract } from '@ir/domain/contracts/review/list-super-users.ts';
import { callApi } from '../../../lib/api.ts';
import { reviewKeys } from './keys.ts';

/** The municipality's staff who may be assigned a review, as `{id, email}`. */
export const superUsersQuery = () =>
  queryOptions({
    queryKey: reviewKeys.superUsers(),
    queryFn: ({ signal }) => callApi(listSuperUsersContract, { signal }),
  });
