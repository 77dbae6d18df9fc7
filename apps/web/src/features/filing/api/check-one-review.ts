import { queryOptions } from '@tanstack/react-query';
import { checkOneReviewContract } from '@ir/domain/contracts/filing/check-one-review.ts';
import { callApi } from '../../../lib/api.ts';
import { filingKeys } from './keys.ts';

/**
 * POST /api/ir/onereview: resolves when the parcel may still be filed this year, rejects with
 * a 409 app_exists when it may not. Never cached: another tab may have filed meanwhile.
 */
export const oneReviewQuery = (printKey: string) =>
  queryOptions({
    queryKey: filingKeys.oneReview(printKey),
    queryFn: () => callApi(checkOneReviewContract, { body: { printkey: printKey } }),
    staleTime: 0,
    gcTime: 0,
  });
