import type { Invitation, Role } from '@ir/domain';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { listPendingInvitations } from '../auth/index.ts';

/** GET /admin/invitations: the links still waiting for their invitee. */
export async function listInvitations(ctx: SignedInContext): Promise<Invitation[]> {
  const rows = await listPendingInvitations(ctx.db, ctx.municipality.key, ctx.now);
  // The database's check keeps the role within the domain's values.
  return rows.map((row) => ({
    email: row.email,
    role: row.role as Role,
    invitedAt: row.invitedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }));
}
