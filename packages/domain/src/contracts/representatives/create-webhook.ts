import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { webhookSchema, webhookUrlSchema } from '../../webhooks.ts';
import { defineContract } from '../contract.ts';

export const createWebhookBodySchema = z.strictObject({ url: webhookUrlSchema });
export type CreateWebhookInput = z.infer<typeof createWebhookBodySchema>;

/** The new webhook with its signing secret, which no later answer shows again. */
export const createdWebhookSchema = webhookSchema.extend({ secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

/**
 * Our addition (decision 054): a representative adds a webhook. In production the URL must be
 * https and every address its name resolves to public (400 bad_webhook_url); at most
 * WEBHOOKS_PER_ACCOUNT live webhooks (409 too_many_webhooks); 403 not_representative for an
 * account that is not one.
 */
export const createWebhookContract = defineContract({
  method: 'POST',
  path: '/representatives/webhooks',
  access: 'application:file',
  schema: {
    tags: ['representatives'],
    summary: 'Add a webhook; the answer holds its signing secret, shown this once',
    body: createWebhookBodySchema,
    response: {
      200: createdWebhookSchema,
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      409: apiErrorSchema,
      429: apiErrorSchema,
    },
  },
});
