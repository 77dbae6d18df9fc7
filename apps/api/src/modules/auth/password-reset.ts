import { accountLanguage, catalogueFor } from '@ir/domain/catalogues.ts';
import { AppError, msg } from '@ir/domain';
import {
  enqueueMail,
  mailBranding,
  passwordChangedEmail,
  passwordResetEmail,
} from '../mail/index.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { emailLinkToAccount } from './emailed-link.ts';
import { openPasswordLink, spendPasswordLink } from './password-link.ts';

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
  const link = await openPasswordLink(ctx, input, 'reset', tokenRefusals, (user) =>
    !user || !RESETTABLE.has(user.status)
      ? new AppError(403, 'restricted', msg('login.restricted', { phone: ctx.firm.phone }))
      : undefined,
  );
  const changed = await ctx.db.transaction(async (tx) => {
    if (!(await spendPasswordLink(tx, ctx, link))) return false;
    await enqueueMail(tx, {
      municipalityKey: ctx.municipality.key,
      to: link.user.email,
      ...passwordChangedEmail(mailBranding(ctx, accountLanguage(link.user.language))),
    });
    return true;
  });
  if (!changed) throw tokenRefusals.used();
}
