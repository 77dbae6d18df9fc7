import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assignReviewsContract } from '@ir/domain/contracts/review/assign-reviews.ts';
import { ApiRequestError, callApi, type ContractBody } from '../../../lib/api.ts';
import { reviewKeys } from './keys.ts';

type Body = ContractBody<typeof assignReviewsContract>;

export const assignReviews = (body: Body) => callApi(assignReviewsContract, { body });

/**
 * SPEC §4: after a successful assignment the list is loaded again. So it is after a refusal of
 * a review completed meanwhile: the list on screen is out of date, and reloading moves that
 * review to the complete view, out of the selection.
 */
export function useAssignReviews() {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: reviewKeys.list() });
  return useMutation({
    mutationFn: assignReviews,
    onSuccess: reload,
    onError: (error) => {
      if (error instanceof ApiRequestError && error.errorMessage === 'review_complete') {
        void reload();
      }
    },
  });
}
