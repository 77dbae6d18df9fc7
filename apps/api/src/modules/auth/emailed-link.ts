import { accountLanguage } from '@ir/domain/catalogues.ts';
import { AppError, isValidResetEmail, normalizeEmail } from '@ir/domain';
import { enqueueMail, mailBranding, type MailContent, type MailContext } from '../mail/index.ts';
import { findUserByEmail } from '../users/index.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import type { TokenPurpose } from './repository.ts';
import { replaceUserToken } from './user-tokens.ts';

/** What one kind of "e-mail me a link" request sends, and to which accounts. */
export interface EmailedLink {
  purpose: TokenPurpose;
  /** The accounts that get a link; every other address gets the same answer and no mail. */
  sendsTo: (status: string) => boolean;
  /** The web app's page the link opens, given the token. */
  path: (token: string) => string;
  mail: (ctx: MailContext, link: string) => MailContent;
}

/**
 * A request for a link by e-mail (forgot password, resend verification). The captcha comes
 * first, then the address's shape; after that the caller answers the same for every address,
 * so nobody learns which have accounts or in what state. The new link ends every older unused
 * one of its purpose, and it and its e-mail are written together.
 */
export async function emailLinkToAccount(
  ctx: RequestContext,
  input: { email: string; captcha: string },
  link: EmailedLink,
): Promise<void> {
  if (!(await ctx.captcha.verify(input.captcha))) {
    throw new AppError(400, 'bad_captcha', 'signup.bad_captcha', { field: 'captcha' });
  }
  const email = normalizeEmail(input.email);
  if (!isValidResetEmail(email)) {
    throw new AppError(400, 'bad_email', 'password.invalidEmail', { field: 'email' });
  }
  const user = await findUserByEmail(ctx.db, ctx.municipality.key, email);
  if (!user || !link.sendsTo(user.status)) return;
  await ctx.db.transaction(async (tx) => {
    const token = await replaceUserToken(tx, ctx.municipality.key, user.id, link.purpose, ctx.now);
    await enqueueMail(tx, {
      municipalityKey: ctx.municipality.key,
      to: user.email,
      ...link.mail(mailBranding(ctx, accountLanguage(user.language)), ctx.link(link.path(token))),
    });
  });
}
