import { queryOptions } from '@tanstack/react-query';
import { getMyApplicationContract } from '@ir/domain/contracts/applications/get-my-application.ts';
import { callApi } from '../../../lib/api.ts';
import { myApplicationsKey } from './list-my-applications.ts';

/** GET /api/applications/{id}: one of the account's filings, for its own page. */
export const myApplicationQuery = (id: number) =>
  queryOptions({
    queryKey: [...myApplicationsKey(), id] as const,
    queryFn: ({ signal }) =>
      callApi(getMyApplicationContract, { params: { id: String(id) }, signal }),
  });
