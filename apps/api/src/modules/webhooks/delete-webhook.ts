import { AppError } from '@ir/domain';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { audit } from '../audit/index.ts';
import { findAccountWebhook, lockAccountWebhooks, removeWebhook } from './repository.ts';
import { refuseNonRepresentative } from './representative-only.ts';

/**
 * DELETE /representatives/webhooks/{id}: the webhook stops at once (kept, marked removed, so
 * its delivery log stays readable) and its deliveries not yet made are dropped; the removal
 * and its audit row are one transaction. Another account's id, or another municipality's,
 * is 404 as if it did not exist.
 */
export async function deleteWebhook(ctx: SignedInContext, id: number): Promise<void> {
  const muni = ctx.municipality.key;
  await refuseNonRepresentative(ctx);
  await ctx.db.transaction(async (tx) => {
    await lockAccountWebhooks(tx, muni, ctx.actor.id);
    const hook = await findAccountWebhook(tx, muni, ctx.actor.id, id, { removed: false });
    if (!hook || !(await removeWebhook(tx, muni, hook.id, ctx.now))) {
      throw new AppError(404, 'unknown_webhook', 'webhooks.notFound');
    }
    await audit(tx, {
      municipalityKey: muni,
      actorUserId: ctx.actor.id,
      action: 'webhook.delete',
      target: { type: 'webhook', id: hook.id },
      before: { url: hook.url },
      requestId: ctx.requestId,
    });
  });
}
