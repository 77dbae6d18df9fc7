import { accountLanguage, catalogueFor } from '@ir/domain/catalogues.ts';
import { AppError, isStrongPassword, msg } from '@ir/domain';
import {
  enqueueMail,
  mailBranding,
  passwordChangedEmail,
  passwordResetEmail,
} from '../mail/index.ts';
import { findUserById, hashPassword, storePasswordHash, updateUser } from '../users/index.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { markUserTokenUsed } from './repository.ts';
import { emailLinkToAccount } from './emailed-link.ts';
import { checkUserToken } from './user-tokens.ts';

/** SPEC §8 shows the server's text for these; it leaves the wording open. */
const tokenRefusals = {
  invalid: () => new AppError(400, 'invalid_token', 'resetLink.invalid'),
  expired: () => new AppError(400, 'expired_token', 'resetLink.expired'),
  used: () => new AppError(400, 'used_token', 'resetLink.used'),
};

/** Accounts that may receive a reset link; a restricted one may not. */
const RESETTABLE = new Set(['active', 'awaiting verification']);

/**
 * POST /forgotpassword. The answer is the same whether or not the address has an account; an
 * active or not yet verified account gets a reset link (a restricted one does not).
 */
export async function requestPasswordReset(
  ctx: RequestContext,
  input: { email: string; captcha: string },
): Promise<{ message: string }> {
  await emailLinkToAccount(ctx, input, {
    purpose: 'reset',
    sendsTo: (status) => RESETTABLE.has(status),
    path: (token) => `/changepassword?token=${token}`,
    mail: passwordResetEmail,
  });
  // In the request's language: the address may have no account, or one in another language.
  return { message: catalogueFor(ctx.language).password.forgotSuccess };
}

/**
 * POST /updatepassword: SPEC §5's rules, then the link. Spending the link, the new hash, the
 * end of every session of the account and the "password changed" e-mail are one
 * transaction. Opening a reset link proves the address, so an account still awaiting
 * verification becomes active.
 */
export async function resetPassword(
  ctx: RequestContext,
  input: { password: string; token: string },
): Promise<void> {
  if (!isStrongPassword(input.password)) {
    throw new AppError(400, 'bad_password', 'password.rules', { field: 'password' });
  }
  const muni = ctx.municipality.key;
  const check = await checkUserToken(ctx.db, muni, input.token, 'reset', ctx.now);
  if (!check.ok) throw tokenRefusals[check.reason]();
  const user = await findUserById(ctx.db, muni, check.token.userId);
  if (!user || !RESETTABLE.has(user.status)) {
    throw new AppError(403, 'restricted', msg('login.restricted', { phone: ctx.firm.phone }));
  }
  const passwordHash = await hashPassword(input.password);
  const changed = await ctx.db.transaction(async (tx) => {
    if (!(await markUserTokenUsed(tx, muni, check.token.id, ctx.now))) return false;
    await storePasswordHash(tx, muni, user.id, passwordHash, ctx.now);
    if (user.status === 'awaiting verification') {
      await updateUser(tx, muni, user.id, { status: 'active', verifiedAt: ctx.now }, ctx.now);
    }
    await enqueueMail(tx, {
      municipalityKey: ctx.municipality.key,
      to: user.email,
      ...passwordChangedEmail(mailBranding(ctx, accountLanguage(user.language))),
    });
    return true;
  });
  if (!changed) throw tokenRefusals.used();
}
