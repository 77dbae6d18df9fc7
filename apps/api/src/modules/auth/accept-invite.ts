import { AppError, isStrongPassword } from '@ir/domain';
import { audit } from '../audit/index.ts';
import { findUserById, hashPassword, storePasswordHash, updateUser } from '../users/index.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { markUserTokenUsed } from './repository.ts';
import { checkUserToken } from './user-tokens.ts';

const inviteRefusals = {
  invalid: () => new AppError(400, 'invalid_token', 'invite.invalid'),
  expired: () => new AppError(400, 'expired_token', 'invite.expired'),
  used: () => new AppError(400, 'used_token', 'invite.used'),
};

/**
 * POST /accept_invite: SPEC §5's password rules, then the link. Spending the link, the
 * password and the account's activation (the link proves the address) are one transaction
 * with the audit row, whose actor is the invitee.
 */
export async function acceptInvite(
  ctx: RequestContext,
  input: { password: string; token: string },
): Promise<void> {
  if (!isStrongPassword(input.password)) {
    throw new AppError(400, 'bad_password', 'password.rules', { field: 'password' });
  }
  const muni = ctx.municipality.key;
  const check = await checkUserToken(ctx.db, muni, input.token, 'invite', ctx.now);
  if (!check.ok) throw inviteRefusals[check.reason]();
  const user = await findUserById(ctx.db, muni, check.token.userId);
  // Only a never-used invited account: anything else was changed since the link was sent.
  if (!user || user.passwordHash !== null || user.status !== 'awaiting verification') {
    throw inviteRefusals.invalid();
  }
  const passwordHash = await hashPassword(input.password);
  const accepted = await ctx.db.transaction(async (tx) => {
    if (!(await markUserTokenUsed(tx, muni, check.token.id, ctx.now))) return false;
    await storePasswordHash(tx, muni, user.id, passwordHash, ctx.now);
    await updateUser(tx, muni, user.id, { status: 'active', verifiedAt: ctx.now }, ctx.now);
    await audit(tx, {
      municipalityKey: muni,
      actorUserId: user.id,
      action: 'user.accept-invite',
      target: { type: 'user', id: user.id },
      before: { status: user.status },
      after: { email: user.email, role: user.role, status: 'active' },
      requestId: ctx.requestId,
    });
    return true;
  });
  if (!accepted) throw inviteRefusals.used();
}
