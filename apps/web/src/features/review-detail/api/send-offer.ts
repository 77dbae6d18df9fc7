import { useMutation } from '@tanstack/react-query';
import { sendOfferContract } from '@ir/domain/contracts/offers/send-offer.ts';
import { callApi, type ContractBody } from '../../../lib/api.ts';

type Body = ContractBody<typeof sendOfferContract>;

/** POST /api/super/offer; a refusal (400, 403, 409) rejects with the server's text and field. */
export const sendOffer = (body: Body) => callApi(sendOfferContract, { body });

/** The page reloads the record itself after success, so it starts from the new version. */
export function useSendOffer() {
  return useMutation({ mutationFn: sendOffer });
}
