import { queryOptions } from '@tanstack/react-query';
import { listReviewsContract } from '@ir/domain/contracts/review/list-reviews.ts';
import {
  reviewListRowSchema,
  type ReviewListRow,
} from '@ir/domain/contracts/review/review-fields.ts';
import { callApi } from '../../../lib/api.ts';
import { reviewKeys } from './keys.ts';

/** SPEC §3: every item of the list call is the JSON text of one row, parsed here. */
export async function listReviews(signal?: AbortSignal): Promise<ReviewListRow[]> {
  const texts = await callApi(listReviewsContract, { signal });
  return texts.map((text) => reviewListRowSchema.parse(JSON.parse(text)));
}

export const reviewListQuery = () =>
  queryOptions({
    queryKey: reviewKeys.list(),
    queryFn: ({ signal }) => listReviews(signal),
  });
