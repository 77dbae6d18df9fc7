import type { RequestContext } from '../../plugins/request-context.ts';
import type { LinkServices } from './get-email-preferences.ts';
import { setEmailPreferences } from './set-email-preferences.ts';

/**
 * POST /email-preferences/one-click: a mail client's own unsubscribe button (RFC 8058), sent
 * to the List-Unsubscribe address of a reminder. Always off: one click never turns them on.
 */
export async function unsubscribeOneClick(
  ctx: Pick<RequestContext, 'db' | 'municipality' | 'firm' | 'now' | 'requestId'>,
  services: LinkServices,
  token: string,
): Promise<{ reminders: false }> {
  await setEmailPreferences(ctx, services, { token, reminders: false });
  return { reminders: false };
}
