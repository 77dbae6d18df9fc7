import { AppError, isValidSignupEmail, normalizeEmail, type Role } from '@ir/domain';
import { audit } from '../audit/index.ts';
import { replaceUserToken } from '../auth/index.ts';
import { enqueueMail, invitationEmail, mailBranding } from '../mail/index.ts';
import { findUserByEmail, insertUser, updateUser, type UserRow } from '../users/index.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';

/** An account made by an invitation and never used: no password, no Google, not verified. */
export function isUnusedInvitedAccount(user: UserRow): boolean {
  return (
    user.passwordHash === null &&
    user.googleSubject === null &&
    user.status === 'awaiting verification'
  );
}

const alreadyRegistered = () =>
  new AppError(409, 'already_registered', 'invite.alreadyRegistered', { field: 'email' });

/**
 * POST /admin/invite: the account awaiting its invitee (made now, or the one an earlier
 * invitation made, with the new role), a link that ends every older one, its e-mail and the
 * audit row, all in one transaction. An address with any other account is refused.
 */
export async function inviteUser(
  ctx: SignedInContext,
  input: { email: string; role: Role },
): Promise<void> {
  const muni = ctx.municipality.key;
  const email = normalizeEmail(input.email);
  if (!isValidSignupEmail(email)) {
    throw new AppError(400, 'bad_email', 'invite.badEmail', { field: 'email' });
  }
  await ctx.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, muni, email);
    if (existing && !isUnusedInvitedAccount(existing)) {
      throw alreadyRegistered();
    }
    const account = existing
      ? await updateUser(tx, muni, existing.id, { role: input.role }, ctx.now)
      : await insertUser(tx, {
          municipalityKey: muni,
          email,
          role: input.role,
          passwordHash: null,
          status: 'awaiting verification',
        });
    // A concurrent sign-up or invitation of the same address won the unique index.
    if (!account) throw alreadyRegistered();
    const token = await replaceUserToken(tx, muni, account.id, 'invite', ctx.now);
    await enqueueMail(tx, {
      municipalityKey: muni,
      to: account.email,
      ...invitationEmail(mailBranding(ctx, 'en'), ctx.link(`/invite?token=${token}`)),
    });
    await audit(tx, {
      municipalityKey: muni,
      actorUserId: ctx.actor.id,
      action: 'user.invite',
      target: { type: 'user', id: account.id },
      before: existing ? { role: existing.role } : undefined,
      after: { email: account.email, role: input.role, invited: true },
      requestId: ctx.requestId,
    });
  });
}
