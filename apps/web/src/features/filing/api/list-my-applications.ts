import { queryOptions } from '@tanstack/react-query';
import { listMyApplicationsContract } from '@ir/domain/contracts/applications/list-my-applications.ts';
import { callApi } from '../../../lib/api.ts';

export const myApplicationsKey = () => ['filing', 'my-applications'] as const;

/** GET /api/applications/view: the account's submitted applications, newest first. */
export const myApplicationsQuery = () =>
  queryOptions({
    queryKey: myApplicationsKey(),
    queryFn: ({ signal }) => callApi(listMyApplicationsContract, { signal }),
  });
