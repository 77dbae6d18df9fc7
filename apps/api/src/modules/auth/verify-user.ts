import { AppError } from '@ir/domain';
import { findUserById, updateUser } from '../users/index.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { markUserTokenUsed } from './repository.ts';
import { checkUserToken } from './user-tokens.ts';

/** SPEC §8 leaves the verification failure texts open; these say what to do next. */
const refusals = {
  invalid: () => new AppError(400, 'invalid_token', 'verify.invalid'),
  expired: () => new AppError(400, 'expired_token', 'verify.expired'),
  used: () => new AppError(400, 'used_token', 'verify.used'),
};

/**
 * Confirms the e-mail address behind a verification link: the token is spent and the account
 * becomes active, together. A restricted account stays restricted (only its address is
 * confirmed).
 */
export async function verifyUser(ctx: RequestContext, token: string): Promise<void> {
  const muni = ctx.municipality.key;
  const check = await checkUserToken(ctx.db, muni, token, 'verify', ctx.now);
  if (!check.ok) throw refusals[check.reason]();
  const { id, userId } = check.token;
  const verified = await ctx.db.transaction(async (tx) => {
    if (!(await markUserTokenUsed(tx, muni, id, ctx.now))) return false;
    const user = await findUserById(tx, muni, userId);
    if (user?.status === 'awaiting verification') {
      await updateUser(tx, muni, userId, { status: 'active', verifiedAt: ctx.now }, ctx.now);
    } else if (user && !user.verifiedAt) {
      await updateUser(tx, muni, userId, { verifiedAt: ctx.now }, ctx.now);
    }
    return true;
  });
  if (!verified) throw refusals.used();
}
