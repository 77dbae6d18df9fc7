import { useMutation } from '@tanstack/react-query';
import { completeReviewContract } from '@ir/domain/contracts/review/complete-review.ts';
import { callApi, type ContractBody } from '../../../lib/api.ts';

type Body = ContractBody<typeof completeReviewContract>;

/** POST /api/super/complete; a refusal (400, 403, 409) rejects with the server's text. */
export const completeReview = (body: Body) => callApi(completeReviewContract, { body });

/** The page reloads the record itself after success, so it starts from the new version. */
export function useCompleteReview() {
  return useMutation({ mutationFn: completeReview });
}
