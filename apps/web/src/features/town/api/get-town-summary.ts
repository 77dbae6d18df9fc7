import { queryOptions } from '@tanstack/react-query';
import { getTownSummaryContract } from '@ir/domain/contracts/town/get-town-summary.ts';
import { callApi } from '../../../lib/api.ts';
import { townKeys } from './keys.ts';

/** The municipality's filings in figures: counts, values, filings per day. */
export const townSummaryQuery = () =>
  queryOptions({
    queryKey: townKeys.summary(),
    queryFn: ({ signal }) => callApi(getTownSummaryContract, { signal }),
  });
