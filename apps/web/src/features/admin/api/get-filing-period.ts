import { queryOptions } from '@tanstack/react-query';
import { getFilingPeriodContract } from '@ir/domain/contracts/admin/get-filing-period.ts';
import { callApi } from '../../../lib/api.ts';

export const FILING_PERIOD_KEY = ['admin', 'filing-period'] as const;

/** The filing period in force and whether it is the catalog's. */
export const filingPeriodQuery = () =>
  queryOptions({
    queryKey: FILING_PERIOD_KEY,
    queryFn: ({ signal }) => callApi(getFilingPeriodContract, { signal }),
  });
