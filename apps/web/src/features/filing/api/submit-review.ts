import { useMutation, useQueryClient } from '@tanstack/react-query';
import { submitReviewContract } from '@ir/domain/contracts/filing/submit-review.ts';
import { callApi, type ContractBody } from '../../../lib/api.ts';
import { draftFilesKey } from './list-draft-files.ts';
import { myApplicationsKey } from './list-my-applications.ts';

type Body = ContractBody<typeof submitReviewContract>;

/** POST /api/ir/submit_review. Refusals arrive as error answers (app_exists, bad_captcha...). */
export const submitReview = (body: Body) => callApi(submitReviewContract, { body });

/**
 * The new application shows in My Applications, and the draft's files now belong to it (the
 * draft is gone).
 */
export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitReview,
    onSuccess: (_answer, { sbl }) => {
      queryClient.removeQueries({ queryKey: draftFilesKey(sbl) });
      return queryClient.invalidateQueries({ queryKey: myApplicationsKey() });
    },
  });
}
