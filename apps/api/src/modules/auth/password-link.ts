import { AppError, isStrongPassword } from '@ir/domain';
import type { Tx } from '../audit/index.ts';
import { findUserById, hashPassword, storePasswordHash, updateUser } from '../users/index.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { markUserTokenUsed } from './repository.ts';
import { checkUserToken, type TokenCheck } from './user-tokens.ts';

type Account = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

/** How a link's own refusals are said: an invitation and a reset link each in their words. */
export type LinkRefusals = Record<Extract<TokenCheck, { ok: false }>['reason'], () => AppError>;

/** A password link checked, with its account and the new password's hash. */
export interface OpenedPasswordLink {
  tokenId: number;
  user: Account;
  passwordHash: string;
}

/**
 * The steps an invitation and a reset link share before their transaction: SPEC §5's password
 * rules, the link, its account (`refuseAccount` says when the account may not take it), and
 * the hash, computed here so no transaction waits on it.
 */
export async function openPasswordLink(
  ctx: RequestContext,
  input: { password: string; token: string },
  purpose: 'invite' | 'reset',
  refusals: LinkRefusals,
  refuseAccount: (user: Account | undefined) => AppError | undefined,
): Promise<OpenedPasswordLink> {
  if (!isStrongPassword(input.password)) {
    throw new AppError(400, 'bad_password', 'password.rules', { field: 'password' });
  }
  const muni = ctx.municipality.key;
  const check = await checkUserToken(ctx.db, muni, input.token, purpose, ctx.now);
  if (!check.ok) throw refusals[check.reason]();
  const user = await findUserById(ctx.db, muni, check.token.userId);
  const refusal = refuseAccount(user);
  if (refusal || !user) throw refusal ?? refusals.invalid();
  return { tokenId: check.token.id, user, passwordHash: await hashPassword(input.password) };
}

/**
 * In the caller's transaction: spends the link and stores the password; an account awaiting
 * verification becomes active (opening the link proves the address). False when the link was
 * spent meanwhile.
 */
export async function spendPasswordLink(
  tx: Tx,
  ctx: Pick<RequestContext, 'municipality' | 'now'>,
  link: OpenedPasswordLink,
): Promise<boolean> {
  const muni = ctx.municipality.key;
  if (!(await markUserTokenUsed(tx, muni, link.tokenId, ctx.now))) return false;
  await storePasswordHash(tx, muni, link.user.id, link.passwordHash, ctx.now);
  if (link.user.status === 'awaiting verification') {
    await updateUser(tx, muni, link.user.id, { status: 'active', verifiedAt: ctx.now }, ctx.now);
  }
  return true;
}
