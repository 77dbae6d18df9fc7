import {
  AppError,
  msg,
  WEBHOOKS_PER_ACCOUNT,
  type CreatedWebhook,
  type CreateWebhookInput,
} from '@ir/domain';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { audit } from '../audit/index.ts';
import { countLiveWebhooks, insertWebhook, lockAccountWebhooks } from './repository.ts';
import { refuseNonRepresentative } from './representative-only.ts';
import { newWebhookSecret } from './sign-event.ts';
import { webhookView } from './webhook-view.ts';
import {
  resolveWebhookTarget,
  WebhookTargetRefusal,
  type WebhookNetwork,
} from './webhook-target.ts';

function tooMany(): AppError {
  return new AppError(
    409,
    'too_many_webhooks',
    msg('webhooks.tooMany', { max: WEBHOOKS_PER_ACCOUNT }),
  );
}

/**
 * POST /representatives/webhooks (decision 054). The URL is checked, DNS included, before
 * the transaction (a lookup holds no connection); the cap is checked again under the
 * account's lock, so two adds at once cannot pass it together. The secret is in this answer
 * only; the audit row records the URL, never the secret.
 */
export async function createWebhook(
  ctx: SignedInContext,
  input: CreateWebhookInput,
  network: WebhookNetwork,
): Promise<CreatedWebhook> {
  const muni = ctx.municipality.key;
  await refuseNonRepresentative(ctx);
  if ((await countLiveWebhooks(ctx.db, muni, ctx.actor.id)) >= WEBHOOKS_PER_ACCOUNT)
    throw tooMany();
  let url: URL;
  try {
    ({ url } = await resolveWebhookTarget(input.url, network));
  } catch (err) {
    if (err instanceof WebhookTargetRefusal) {
      throw new AppError(400, 'bad_webhook_url', err.key, { field: 'url' });
    }
    throw err;
  }
  const secret = newWebhookSecret();
  return ctx.db.transaction(async (tx) => {
    await lockAccountWebhooks(tx, muni, ctx.actor.id);
    if ((await countLiveWebhooks(tx, muni, ctx.actor.id)) >= WEBHOOKS_PER_ACCOUNT) throw tooMany();
    const row = await insertWebhook(tx, {
      municipalityKey: muni,
      userId: ctx.actor.id,
      url: url.href,
      secret,
      at: ctx.now,
    });
    await audit(tx, {
      municipalityKey: muni,
      actorUserId: ctx.actor.id,
      action: 'webhook.create',
      target: { type: 'webhook', id: row.id },
      after: { url: row.url },
      requestId: ctx.requestId,
    });
    return { ...webhookView(row), secret };
  });
}
