import { AppError, type EmailPreferences, msg } from '@ir/domain';
import type { RequestContext } from '../../plugins/request-context.ts';
import { findUserById, type UserRow } from '../users/index.ts';
import { verifyEmailLinkToken } from './email-link-token.ts';
import { remindersOn } from './repository.ts';

export interface LinkServices {
  /** EMAIL_LINK_KEY (config.emailLinkKey). */
  emailLinkKey: string;
}

/**
 * The account an opt-out link names here. A token not signed with this server's key for this
 * municipality, or of an account since deleted, is one answer: bad_link, nothing told apart.
 */
export async function accountOfLink(
  ctx: Pick<RequestContext, 'db' | 'municipality' | 'firm'>,
  services: LinkServices,
  token: string,
): Promise<UserRow> {
  const userId = verifyEmailLinkToken(services.emailLinkKey, ctx.municipality.key, token);
  const user =
    userId === null ? undefined : await findUserById(ctx.db, ctx.municipality.key, userId);
  if (!user) {
    throw new AppError(
      400,
      'bad_link',
      msg('emailPreferences.badLink', { phone: ctx.firm.phone }),
      { field: 'token' },
    );
  }
  return user;
}

/** "o***@example.com": enough to recognise one's own address, not to learn another's. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(1, at))}***${email.slice(at)}`;
}

/** GET /email-preferences: the reminder choice of the account the link names. */
export async function getEmailPreferences(
  ctx: Pick<RequestContext, 'db' | 'municipality' | 'firm'>,
  services: LinkServices,
  token: string,
): Promise<EmailPreferences> {
  const user = await accountOfLink(ctx, services, token);
  return {
    email: maskedEmail(user.email),
    reminders: await remindersOn(ctx.db, ctx.municipality.key, user.id),
  };
}
