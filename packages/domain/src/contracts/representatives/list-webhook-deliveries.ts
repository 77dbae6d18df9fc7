import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { webhookDeliverySchema } from '../../webhooks.ts';
import { defineContract } from '../contract.ts';
import { idParamsSchema } from '../path-id.ts';

/**
 * Our addition (decision 054): a webhook's delivery log, newest first, at most
 * WEBHOOK_DELIVERY_LOG_LIMIT entries: each event's status (pending, delivered, or dropped after
 * a day of failures), attempts and the last answer or error. A removed webhook's log is still
 * shown; another account's is 404.
 */
export const listWebhookDeliveriesContract = defineContract({
  method: 'GET',
  path: '/representatives/webhooks/:id/deliveries',
  access: 'application:file',
  schema: {
    tags: ['representatives'],
    summary: "A webhook's delivery log, newest first",
    params: idParamsSchema,
    response: {
      200: z.object({ deliveries: z.array(webhookDeliverySchema) }),
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      404: apiErrorSchema,
    },
  },
});
