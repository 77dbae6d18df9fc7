import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assignReviewsContract } from '@ir/domain/contracts/review/assign-reviews.ts';
import { callApi, type ContractBody } from '../../../lib/api.ts';
import { reviewKeys } from './keys.ts';

type Body = ContractBody<typeof assignReviewsContract>;

export const assignReviews = (body: Body) => callApi(assignReviewsContract, { body });

/** SPEC §4: after a successful assignment the list is loaded again. */
export function useAssignReviews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignReviews,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.list() }),
  });
}
