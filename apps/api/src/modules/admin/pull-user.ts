import type { Role, UserStatus } from '@ir/domain';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { adminView, targetUser } from './target-user.ts';

/**
 * SPEC §3: the user-access screen reads the account as [email, role, status]; a fourth item,
 * ours, says whether it is an approved representative (decision 043).
 */
export async function pullUser(
  ctx: SignedInContext,
  input: { user: string },
): Promise<[string, Role, UserStatus, boolean]> {
  const user = adminView(await targetUser(ctx.db, ctx.municipality.key, input.user));
  return [user.email, user.role, user.status, user.representative];
}
