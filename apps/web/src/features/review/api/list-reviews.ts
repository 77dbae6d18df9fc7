import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { listReviewsContract } from '@ir/domain/contracts/review/list-reviews.ts';
import { callTaggedGet } from '../../../lib/api.ts';
import { ReviewList } from '../review-list/review-list.ts';
import { reviewKeys } from './keys.ts';

/** Each list read, to the tag it came with; the query's cache holds the lists themselves. */
const tags = new WeakMap<ReviewList, string>();

/**
 * SPEC §3: every item of the list call is the JSON text of one row, parsed and checked by the
 * ReviewList as the page needs them. The list is tagged per revision (ETag) and the browser
 * revalidates it: a refetch (window focus, a remount) of an unchanged list is a 304 that costs
 * neither the transfer nor the parse of 20,000 rows, and gives back `previous`, the list the
 * query already holds.
 */
export async function listReviews(
  signal?: AbortSignal,
  previous?: ReviewList,
): Promise<ReviewList> {
  const tag = previous && tags.get(previous);
  const read = await callTaggedGet(listReviewsContract, (texts) => new ReviewList(texts), {
    signal,
    kept: previous && tag ? { tag, value: previous } : undefined,
  });
  if (read.tag !== null) tags.set(read.value, read.tag);
  return read.value;
}

/** A list just read (by the router's prefetch, say) is not asked for again on the page's mount. */
const FRESH_MS = 5_000;

export const reviewListQuery = () =>
  queryOptions({
    queryKey: reviewKeys.list(),
    staleTime: FRESH_MS,
    queryFn: ({ signal, client }) =>
      listReviews(signal, client.getQueryData<ReviewList>(reviewKeys.list())),
  });

/**
 * Starts the list before the page shows (the router calls it once access is granted), unless
 * the query has it already or is getting it: the guard may render several times meanwhile.
 */
export function prefetchReviewList(client: QueryClient): void {
  if (client.getQueryState(reviewKeys.list()) === undefined) {
    void client.prefetchQuery(reviewListQuery());
  }
}
