import { AppError, type Role } from '@ir/domain';
import { audit } from '../audit/index.ts';
import { updateUser } from '../users/index.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { keepOneMegaAdmin, targetUser } from './target-user.ts';

/**
 * POST /admin/escalate. A role change takes effect on the account's next request (the session
 * reads the role from the account), so its sessions stay open.
 */
export async function setUserRole(
  ctx: SignedInContext,
  input: { user: string; role: Role },
): Promise<void> {
  const muni = ctx.municipality.key;
  await ctx.db.transaction(async (tx) => {
    const found = await targetUser(tx, muni, input.user);
    if (found.id === ctx.actor.id) throw new AppError(400, 'own_role', 'admin.ownRole');
    // Nothing changes, so nothing is recorded.
    if (found.role === input.role) return;
    if (input.role !== 'mega-admin') await keepOneMegaAdmin(tx, muni, found);
    await updateUser(tx, muni, found.id, { role: input.role }, ctx.now);
    await audit(tx, {
      municipalityKey: muni,
      actorUserId: ctx.actor.id,
      action: 'user.set-role',
      target: { type: 'user', id: found.id },
      before: { email: found.email, role: found.role },
      after: { email: found.email, role: input.role },
      requestId: ctx.requestId,
    });
  });
}
