import { AppError } from '@ir/domain';
import { audit } from '../audit/index.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { openPasswordLink, spendPasswordLink } from './password-link.ts';

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
  // Only a never-used invited account: anything else was changed since the link was sent.
  const link = await openPasswordLink(ctx, input, 'invite', inviteRefusals, (user) =>
    !user || user.passwordHash !== null || user.status !== 'awaiting verification'
      ? inviteRefusals.invalid()
      : undefined,
  );
  const { user } = link;
  const accepted = await ctx.db.transaction(async (tx) => {
    if (!(await spendPasswordLink(tx, ctx, link))) return false;
    await audit(tx, {
      municipalityKey: ctx.municipality.key,
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
