import {
  AppError,
  isStrongPassword,
  isValidResetEmail,
  MESSAGES,
  normalizeEmail,
  withPhone,
} from '@ir/domain';
import { enqueueMail, passwordChangedEmail, passwordResetEmail } from '../mail/index.ts';
import {
  findUserByEmail,
  findUserById,
  hashPassword,
  storePasswordHash,
  updateUser,
} from '../users/index.ts';
import { mailContext, type AuthContext } from './auth-context.ts';
import { markUserTokenUsed } from './repository.ts';
import { checkUserToken, replaceUserToken } from './user-tokens.ts';

/** SPEC §8 shows the server's text for these; it leaves the wording open. */
const tokenRefusals = {
  invalid: () => new AppError(400, 'invalid_token', MESSAGES.resetLink.invalid),
  expired: () => new AppError(400, 'expired_token', MESSAGES.resetLink.expired),
  used: () => new AppError(400, 'used_token', MESSAGES.resetLink.used),
};

/** Accounts that may receive a reset link; a restricted one may not. */
const RESETTABLE = new Set(['active', 'awaiting verification']);

/**
 * POST /forgotpassword. The answer is the same whether or not the address has an account.
 * When it has one, older unused links die, and the new link and its e-mail are written
 * together.
 */
export async function requestPasswordReset(
  ctx: AuthContext,
  input: { email: string; captcha: string },
): Promise<{ message: string }> {
  if (!(await ctx.captcha.verify(input.captcha))) {
    throw new AppError(400, 'bad_captcha', MESSAGES.signup.bad_captcha);
  }
  const email = normalizeEmail(input.email);
  if (!isValidResetEmail(email)) {
    throw new AppError(400, 'bad_email', MESSAGES.password.invalidEmail);
  }
  const user = await findUserByEmail(ctx.db, ctx.municipality.key, email);
  if (user && RESETTABLE.has(user.status)) {
    await ctx.db.transaction(async (tx) => {
      const token = await replaceUserToken(tx, ctx.municipality.key, user.id, 'reset', ctx.now);
      await enqueueMail(tx, {
        municipalityKey: ctx.municipality.key,
        to: user.email,
        ...passwordResetEmail(mailContext(ctx), ctx.link(`/changepassword?token=${token}`)),
      });
    });
  }
  return { message: MESSAGES.password.forgotSuccess };
}

/**
 * POST /updatepassword: SPEC §5's rules, then the link. Spending the link, the new hash, the
 * end of every session of the account and the "password changed" e-mail are one
 * transaction. Opening a reset link proves the address, so an account still awaiting
 * verification becomes active.
 */
export async function resetPassword(
  ctx: AuthContext,
  input: { password: string; token: string },
): Promise<void> {
  if (!isStrongPassword(input.password)) {
    throw new AppError(400, 'bad_password', MESSAGES.password.rules);
  }
  const muni = ctx.municipality.key;
  const check = await checkUserToken(ctx.db, muni, input.token, 'reset', ctx.now);
  if (!check.ok) throw tokenRefusals[check.reason]();
  const user = await findUserById(ctx.db, muni, check.token.userId);
  if (!user || !RESETTABLE.has(user.status)) {
    throw new AppError(403, 'restricted', withPhone(MESSAGES.login.restricted, ctx.firm.phone));
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
      ...passwordChangedEmail(mailContext(ctx)),
    });
    return true;
  });
  if (!changed) throw tokenRefusals.used();
}
