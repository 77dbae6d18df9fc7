import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createWebhookContract,
  deleteWebhookContract,
  listWebhookDeliveriesContract,
  listWebhooksContract,
} from '@ir/domain';
import { signedIn } from '../../plugins/request-context.ts';
import { rateLimit } from '../auth/index.ts';
import { createWebhook } from './create-webhook.ts';
import { deleteWebhook } from './delete-webhook.ts';
import { listWebhookDeliveries } from './list-webhook-deliveries.ts';
import { listWebhooks } from './list-webhooks.ts';
import type { WebhookNetwork } from './webhook-target.ts';

/** Each add costs a DNS lookup and an audit row: a person sets up a handful, not hundreds. */
const changes = rateLimit('webhooks', { perIp: 60, perUser: 20, windowMs: 60 * 60 * 1000 });

/** A representative's webhooks (decision 054). */
export const webhookRoutes: FastifyPluginAsyncZod<{ network: WebhookNetwork }> = async (
  app,
  { network },
) => {
  app.post(
    createWebhookContract.path,
    {
      schema: createWebhookContract.schema,
      config: { access: createWebhookContract.access },
      preHandler: changes,
    },
    async (request) => createWebhook(signedIn(request.ctx), request.body, network),
  );

  app.get(
    listWebhooksContract.path,
    { schema: listWebhooksContract.schema, config: { access: listWebhooksContract.access } },
    async (request) => listWebhooks(signedIn(request.ctx)),
  );

  app.delete(
    deleteWebhookContract.path,
    {
      schema: deleteWebhookContract.schema,
      config: { access: deleteWebhookContract.access },
      preHandler: changes,
    },
    async (request) => {
      await deleteWebhook(signedIn(request.ctx), request.params.id);
      return { success: true as const };
    },
  );

  app.get(
    listWebhookDeliveriesContract.path,
    {
      schema: listWebhookDeliveriesContract.schema,
      config: { access: listWebhookDeliveriesContract.access },
    },
    async (request) => listWebhookDeliveries(signedIn(request.ctx), request.params.id),
  );
};
