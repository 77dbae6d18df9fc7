import { queryOptions } from '@tanstack/react-query';
import { listUsersContract } from '@ir/domain/contracts/admin/list-users.ts';
import { callApi } from '../../../lib/api.ts';
import { adminKeys } from './keys.ts';

export const userListQuery = () =>
  queryOptions({
    queryKey: adminKeys.userList(),
    queryFn: ({ signal }) => callApi(listUsersContract, { signal }),
  });
