import { AppError, isValidResetEmail, MESSAGES, normalizeEmail } from '@ir/domain';
import { enqueueMail, verificationEmail } from '../mail/index.ts';
import { findUserByEmail } from '../users/index.ts';
import { mailContext, type AuthContext } from './auth-context.ts';
import { replaceUserToken } from './user-tokens.ts';

/**
 * POST /resend_verification. The captcha comes first, then the address's shape; after that the
 * answer is the same for every address, so nobody learns which have accounts or in what state.
 * Only an account still awaiting verification gets a link: the new link ends every older
 * unused one, and it and its e-mail are written together.
 */
export async function resendVerification(
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
  if (user?.status === 'awaiting verification') {
    await ctx.db.transaction(async (tx) => {
      const token = await replaceUserToken(tx, ctx.municipality.key, user.id, 'verify', ctx.now);
      await enqueueMail(tx, {
        municipalityKey: ctx.municipality.key,
        to: user.email,
        ...verificationEmail(mailContext(ctx), ctx.link(`/verify?token=${token}`)),
      });
    });
  }
  return { message: MESSAGES.verify.resent };
}
