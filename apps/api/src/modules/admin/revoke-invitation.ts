import { AppError, normalizeEmail } from '@ir/domain';
import { audit } from '../audit/index.ts';
import { expireUnusedUserTokens, listPendingInvitations } from '../auth/index.ts';
import { deleteUnusedInvitedAccount, findUserByEmail } from '../users/index.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { isUnusedInvitedAccount } from './invite-user.ts';

/**
 * POST /admin/revoke_invitation: the pending link stops working and the account it was for,
 * never used, is removed, with the audit row, in one transaction.
 */
export async function revokeInvitation(ctx: SignedInContext, input: { email: string }) {
  const muni = ctx.municipality.key;
  const email = normalizeEmail(input.email);
  await ctx.db.transaction(async (tx) => {
    const pending = await listPendingInvitations(tx, muni, ctx.now);
    const user = await findUserByEmail(tx, muni, email);
    if (!user || !pending.some((p) => p.email === email)) {
      throw new AppError(404, 'unknown_invitation', 'invite.unknownInvitation');
    }
    await expireUnusedUserTokens(tx, muni, user.id, 'invite', ctx.now);
    const removed = isUnusedInvitedAccount(user)
      ? await deleteUnusedInvitedAccount(tx, muni, user.id)
      : false;
    await audit(tx, {
      municipalityKey: muni,
      actorUserId: ctx.actor.id,
      action: 'user.revoke-invite',
      target: { type: 'user', id: user.id },
      before: { email: user.email, role: user.role },
      after: { linkEnded: true, accountRemoved: removed },
      requestId: ctx.requestId,
    });
  });
}
