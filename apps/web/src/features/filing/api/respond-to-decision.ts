import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  respondToDecisionContract,
  type RespondToDecisionInput,
} from '@ir/domain/contracts/applications/respond-to-decision.ts';
import { callApi } from '../../../lib/api.ts';
import { myApplicationsKey } from './list-my-applications.ts';

/** POST /api/applications/respond: the filing page then shows the answer and its document. */
export function useRespondToDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RespondToDecisionInput) =>
      callApi(respondToDecisionContract, { body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myApplicationsKey() }),
  });
}
