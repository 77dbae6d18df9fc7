import { AppError } from '@ir/domain';
import { audit } from '../audit/index.ts';
import { removeMfa } from '../auth/index.ts';
import { endAllSessions } from '../sessions/index.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { targetUser } from './target-user.ts';

/**
 * POST /admin/mfa_reset: another account of this municipality loses its authenticator and
 * recovery codes (a lost phone) and every session, in one transaction with the audit row. It
 * signs in with its password alone afterwards, and under STAFF_MFA=required enrols again
 * first. A mega-admin cannot reset their own: that would let a stolen session drop the
 * factor that protects the account.
 */
export async function resetUserMfa(ctx: SignedInContext, input: { user: string }): Promise<void> {
  const muni = ctx.municipality.key;
  await ctx.db.transaction(async (tx) => {
    const found = await targetUser(tx, muni, input.user);
    if (found.id === ctx.actor.id) {
      throw new AppError(400, 'own_mfa', 'mfa.ownReset');
    }
    const removed = await removeMfa(tx, muni, found.id);
    if (!removed) throw new AppError(400, 'mfa_not_enrolled', 'mfa.notEnrolled');
    await endAllSessions(tx, muni, found.id);
    await audit(tx, {
      municipalityKey: muni,
      actorUserId: ctx.actor.id,
      action: 'user.reset-mfa',
      target: { type: 'user', id: found.id },
      before: { email: found.email, mfa: removed.enabled ? 'on' : 'enrolling' },
      after: { email: found.email, mfa: 'off', sessionsEnded: true },
      requestId: ctx.requestId,
    });
  });
}
