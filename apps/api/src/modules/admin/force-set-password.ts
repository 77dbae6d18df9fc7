import { accountLanguage } from '@ir/domain/catalogues.ts';
import { AppError, isStrongPassword } from '@ir/domain';
import { audit } from '../audit/index.ts';
import { adminPasswordSetEmail, enqueueMail, mailBranding } from '../mail/index.ts';
import { hashPassword, storePasswordHash } from '../users/index.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { targetUser } from './target-user.ts';

/**
 * POST /admin/force_set_password: the sign-up rules, then the new hash, the end of every
 * session of the account, the owner's e-mail and the audit row, all in one transaction.
 * The status is left alone: a restricted account stays restricted.
 */
export async function forceSetPassword(
  ctx: SignedInContext,
  input: { password: string; email: string },
): Promise<void> {
  if (!isStrongPassword(input.password)) {
    throw new AppError(400, 'bad_password', 'password.rules', { field: 'password' });
  }
  const muni = ctx.municipality.key;
  // Looked up before hashing so an unknown address costs no argon2 work.
  const found = await targetUser(ctx.db, muni, input.email);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const changed = await storePasswordHash(tx, muni, found.id, passwordHash, ctx.now);
    if (!changed) throw new AppError(404, 'unknown_user', 'admin.unknownUser');
    await enqueueMail(tx, {
      municipalityKey: muni,
      to: changed.email,
      ...adminPasswordSetEmail(mailBranding(ctx, accountLanguage(changed.language))),
    });
    await audit(tx, {
      municipalityKey: muni,
      actorUserId: ctx.actor.id,
      action: 'user.set-password',
      target: { type: 'user', id: found.id },
      after: { email: changed.email, sessionsEnded: true, ownerNotified: true },
      requestId: ctx.requestId,
    });
  });
}
