import type { EmailPreferences } from '@ir/domain';
import type { RequestContext } from '../../plugins/request-context.ts';
import { audit } from '../audit/index.ts';
import { accountOfLink, maskedEmail, type LinkServices } from './get-email-preferences.ts';
import { remindersOn, writeRemindersChoice } from './repository.ts';

/**
 * POST /email-preferences (and the one-click unsubscribe): turns the reminder e-mails of the
 * account a link names off or on. The choice and its audit row (the account as actor: the
 * link stands for it) are one transaction; choosing what is already set writes nothing.
 */
export async function setEmailPreferences(
  ctx: Pick<RequestContext, 'db' | 'municipality' | 'firm' | 'now' | 'requestId'>,
  services: LinkServices,
  input: { token: string; reminders: boolean },
): Promise<EmailPreferences> {
  const user = await accountOfLink(ctx, services, input.token);
  const key = { municipalityKey: ctx.municipality.key, userId: user.id };
  await ctx.db.transaction(async (tx) => {
    const before = await remindersOn(tx, key.municipalityKey, key.userId);
    if (before === input.reminders) return;
    await writeRemindersChoice(tx, key, input.reminders, ctx.now);
    await audit(tx, {
      municipalityKey: key.municipalityKey,
      actorUserId: user.id,
      action: input.reminders ? 'reminders.opt-in' : 'reminders.opt-out',
      target: { type: 'user', id: user.id },
      before: { reminders: before },
      after: { reminders: input.reminders },
      requestId: ctx.requestId,
    });
  });
  return { email: maskedEmail(user.email), reminders: input.reminders };
}
