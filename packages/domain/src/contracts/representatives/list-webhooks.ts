import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { webhookSchema } from '../../webhooks.ts';
import { defineContract } from '../contract.ts';

/** Our addition (decision 054): the representative's live webhooks, oldest first, without secrets. */
export const listWebhooksContract = defineContract({
  method: 'GET',
  path: '/representatives/webhooks',
  access: 'application:file',
  schema: {
    tags: ['representatives'],
    summary: "The account's webhooks (never their secrets)",
    response: {
      200: z.object({ webhooks: z.array(webhookSchema) }),
      401: apiErrorSchema,
      403: apiErrorSchema,
    },
  },
});
