import { AppError, msg } from '@ir/domain';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { findUserById } from '../users/index.ts';

/**
 * Webhooks are a representative's: the flag is read from the account on each request, so an
 * approval given or taken back counts at once.
 */
export async function refuseNonRepresentative(ctx: SignedInContext): Promise<void> {
  const account = await findUserById(ctx.db, ctx.municipality.key, ctx.actor.id);
  if (!account?.representative) {
    throw new AppError(
      403,
      'not_representative',
      msg('webhooks.notRepresentative', { phone: ctx.firm.phone }),
    );
  }
}
