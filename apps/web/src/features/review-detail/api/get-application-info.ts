import { queryOptions } from '@tanstack/react-query';
import { getApplicationInfoContract } from '@ir/domain/contracts/review/get-application-info.ts';
import { callApi } from '../../../lib/api.ts';

export const applicationInfoKey = (id: number) => ['review-detail', 'application', id] as const;

/** GET /api/super/applicationinfo?id=: the review record, its files and its history. */
export const applicationInfoQuery = (id: number) =>
  queryOptions({
    queryKey: applicationInfoKey(id),
    queryFn: ({ signal }) =>
      callApi(getApplicationInfoContract, { query: { id: String(id) }, signal }),
  });
