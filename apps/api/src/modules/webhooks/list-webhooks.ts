import type { Webhook } from '@ir/domain';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { listLiveWebhooks } from './repository.ts';
import { refuseNonRepresentative } from './representative-only.ts';
import { webhookView } from './webhook-view.ts';

/** GET /representatives/webhooks: the account's live webhooks, without their secrets. */
export async function listWebhooks(ctx: SignedInContext): Promise<{ webhooks: Webhook[] }> {
  await refuseNonRepresentative(ctx);
  const rows = await listLiveWebhooks(ctx.db, ctx.municipality.key, ctx.actor.id);
  return { webhooks: rows.map(webhookView) };
}
