import type { AdminUser, SetRepresentativeInput } from '@ir/domain';
import { audit } from '../audit/index.ts';
import { updateUser } from '../users/index.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { adminView, targetUser } from './target-user.ts';

/**
 * POST /admin/set_representative (decision 043): a mega-admin approves an account of this
 * municipality to file in bulk for owners, or takes the approval back. The bulk route reads
 * the flag from the account on each request, so it counts at once. Unchanged, nothing is
 * written or recorded.
 */
export async function setRepresentative(
  ctx: SignedInContext,
  input: SetRepresentativeInput,
): Promise<AdminUser> {
  const muni = ctx.municipality.key;
  return ctx.db.transaction(async (tx) => {
    const found = await targetUser(tx, muni, input.email);
    const firmName = input.firmName === undefined ? found.firmName : input.firmName;
    if (found.representative === input.representative && found.firmName === firmName) {
      return adminView(found);
    }
    const changed = await updateUser(
      tx,
      muni,
      found.id,
      { representative: input.representative, firmName },
      ctx.now,
    );
    // targetUser found it in this municipality within this transaction.
    if (!changed) throw new Error('the account disappeared within its own transaction');
    await audit(tx, {
      municipalityKey: muni,
      actorUserId: ctx.actor.id,
      action: 'user.set-representative',
      target: { type: 'user', id: found.id },
      before: {
        email: found.email,
        representative: found.representative,
        ...(found.firmName === firmName ? {} : { firmName: found.firmName }),
      },
      after: {
        email: changed.email,
        representative: changed.representative,
        ...(found.firmName === firmName ? {} : { firmName: changed.firmName }),
      },
      requestId: ctx.requestId,
    });
    return adminView(changed);
  });
}
