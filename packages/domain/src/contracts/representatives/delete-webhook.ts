import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { defineContract } from '../contract.ts';
import { idParamsSchema } from '../path-id.ts';

/**
 * Our addition (decision 054): removes one of the account's webhooks at once; its events not
 * yet delivered are dropped. Another account's webhook, or one already removed, is 404.
 */
export const deleteWebhookContract = defineContract({
  method: 'DELETE',
  path: '/representatives/webhooks/:id',
  access: 'application:file',
  schema: {
    tags: ['representatives'],
    summary: 'Remove a webhook; its pending deliveries are dropped',
    params: idParamsSchema,
    response: {
      200: z.object({ success: z.literal(true) }),
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      404: apiErrorSchema,
      429: apiErrorSchema,
    },
  },
});
