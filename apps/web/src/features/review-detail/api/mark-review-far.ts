import { useMutation } from '@tanstack/react-query';
import { markReviewFarContract } from '@ir/domain/contracts/review/mark-review-far.ts';
import { callApi, type ContractBody } from '../../../lib/api.ts';

type Body = ContractBody<typeof markReviewFarContract>;

/** POST /api/super/far; a refusal (400, 403, 409) rejects with the server's text. */
export const markReviewFar = (body: Body) => callApi(markReviewFarContract, { body });

/** The page reloads the record itself after success, so it starts from the new version. */
export function useMarkReviewFar() {
  return useMutation({ mutationFn: markReviewFar });
}
