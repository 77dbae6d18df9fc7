import { queryOptions } from '@tanstack/react-query';
import {
  listReviewerComparablesContract,
  type ListReviewerComparablesInput,
} from '@ir/domain/contracts/review/list-reviewer-comparables.ts';
import { callApi } from '../../../lib/api.ts';

/** POST /api/super/rpscomps: recent sales most like the subject parcel, best first. */
export const reviewerComparablesQuery = (subject: ListReviewerComparablesInput) =>
  queryOptions({
    queryKey: ['review-detail', 'rpscomps', subject] as const,
    queryFn: () => callApi(listReviewerComparablesContract, { body: subject }),
    // The roll's sales do not change while a reviewer reads the page.
    staleTime: 5 * 60 * 1000,
  });
