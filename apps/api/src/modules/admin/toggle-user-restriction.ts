import { AppError } from '@ir/domain';
import { audit } from '../audit/index.ts';
import { restrictUser, unrestrictUser } from '../users/index.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { adminView, keepOneMegaAdmin, targetUser } from './target-user.ts';

/**
 * POST /admin/restrict: restricts an active account (ending every session of it in the same
 * transaction) or lifts a restriction. An account awaiting verification has never signed in
 * and is refused, as the screen's disabled button says.
 */
export async function toggleUserRestriction(ctx: SignedInContext, input: { user: string }) {
  const muni = ctx.municipality.key;
  return ctx.db.transaction(async (tx) => {
    const found = await targetUser(tx, muni, input.user);
    if (found.id === ctx.actor.id) {
      throw new AppError(400, 'own_restriction', 'admin.ownRestriction');
    }
    if (found.status === 'awaiting verification') {
      throw new AppError(400, 'awaiting_verification', 'admin.awaitingVerification');
    }
    const restricting = found.status !== 'restricted';
    if (restricting) await keepOneMegaAdmin(tx, muni, found);
    const changed = restricting
      ? await restrictUser(tx, muni, found.id, ctx.now)
      : await unrestrictUser(tx, muni, found.id, ctx.now);
    if (!changed) throw new AppError(404, 'unknown_user', 'admin.unknownUser');
    await audit(tx, {
      municipalityKey: muni,
      actorUserId: ctx.actor.id,
      action: restricting ? 'user.restrict' : 'user.unrestrict',
      target: { type: 'user', id: found.id },
      before: { email: found.email, status: found.status },
      after: { email: changed.email, status: changed.status },
      requestId: ctx.requestId,
    });
    return adminView(changed);
  });
}
