import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  respondToOfferContract,
  type RespondToOfferInput,
} from '@ir/domain/contracts/offers/respond-to-offer.ts';
import { callApi } from '../../../lib/api.ts';
import { myApplicationsKey } from './list-my-applications.ts';

/** POST /api/applications/respond_offer: the filing page then shows the answer (read-only). */
export function useRespondToOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RespondToOfferInput) => callApi(respondToOfferContract, { body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myApplicationsKey() }),
  });
}
