import { AppError } from '@ir/domain';
import { audit } from '../audit/index.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { revokeApiKey as revokeKeyRow } from './repository.ts';

/**
 * DELETE /representatives/api_keys/{id}: the key stops opening the API with the next request
 * (each request looks the key up). Another account's key, another municipality's and one
 * revoked already are the same 404.
 */
export async function revokeApiKey(ctx: SignedInContext, id: number): Promise<void> {
  const muni = ctx.municipality.key;
  await ctx.db.transaction(async (tx) => {
    const revoked = await revokeKeyRow(tx, muni, ctx.actor.id, id, ctx.now);
    if (!revoked) throw new AppError(404, 'not_found', 'apiKeys.notFound');
    await audit(tx, {
      municipalityKey: muni,
      actorUserId: ctx.actor.id,
      action: 'api-key.revoke',
      target: { type: 'api_key', id: revoked.id },
      before: { name: revoked.name, prefix: revoked.prefix, revoked: false },
      after: { revoked: true },
      requestId: ctx.requestId,
    });
  });
}
