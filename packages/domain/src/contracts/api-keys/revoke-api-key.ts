import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { defineContract } from '../contract.ts';
import { idParamsSchema } from '../path-id.ts';

/**
 * Our addition (decision 053): revokes one of the account's keys at once; the next call with
 * it is 401. Another account's key, another municipality's and one revoked already are 404.
 */
export const revokeApiKeyContract = defineContract({
  method: 'DELETE',
  path: '/representatives/api_keys/:id',
  access: 'signed-in',
  schema: {
    tags: ['representatives'],
    summary: 'Revoke an API key of the account',
    params: idParamsSchema,
    response: {
      200: z.object({ success: z.literal(true) }),
      400: apiErrorSchema,
      401: apiErrorSchema,
      404: apiErrorSchema,
    },
  },
});
