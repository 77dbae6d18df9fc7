import { AppError, WEBHOOK_DELIVERY_LOG_LIMIT, type WebhookDelivery } from '@ir/domain';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { findAccountWebhook, listDeliveries } from './repository.ts';
import { refuseNonRepresentative } from './representative-only.ts';
import { deliveryView } from './webhook-view.ts';

/**
 * GET /representatives/webhooks/{id}/deliveries: the webhook's latest deliveries, newest
 * first; a removed webhook's log stays readable, to see what was dropped.
 */
export async function listWebhookDeliveries(
  ctx: SignedInContext,
  id: number,
): Promise<{ deliveries: WebhookDelivery[] }> {
  const muni = ctx.municipality.key;
  await refuseNonRepresentative(ctx);
  const hook = await findAccountWebhook(ctx.db, muni, ctx.actor.id, id, { removed: true });
  if (!hook) throw new AppError(404, 'unknown_webhook', 'webhooks.notFound');
  const rows = await listDeliveries(ctx.db, muni, hook.id, WEBHOOK_DELIVERY_LOG_LIMIT);
  return { deliveries: rows.map(deliveryView) };
}
