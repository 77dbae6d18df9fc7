import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { respondToOfferContract, sendOfferContract } from '@ir/domain';
import { signedIn } from '../../plugins/request-context.ts';
import type { RecordHistory } from './history.ts';
import { respondToOffer } from './respond-to-offer.ts';
import { sendOffer } from './send-offer.ts';

/** Staff send a preliminary offer; the owner answers it. */
export const offerRoutes: FastifyPluginAsyncZod<{ recordHistory: RecordHistory }> = async (
  app,
  { recordHistory },
) => {
  app.post(
    sendOfferContract.path,
    { schema: sendOfferContract.schema, config: { access: sendOfferContract.access } },
    async (request) => {
      const sent = await sendOffer(signedIn(request.ctx), request.body, recordHistory);
      return { success: true as const, ...sent };
    },
  );

  app.post(
    respondToOfferContract.path,
    { schema: respondToOfferContract.schema, config: { access: respondToOfferContract.access } },
    async (request) => {
      await respondToOffer(signedIn(request.ctx), request.body, request.ip, recordHistory);
      return { success: true as const };
    },
  );
};
