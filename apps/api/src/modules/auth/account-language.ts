import type { Language } from '@ir/domain';
import { updateUser } from '../users/index.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';

/**
 * Keeps the signed-in account's language, chosen with the page's switcher: its e-mails follow
 * it (decision 037). The account's own preference, like its password: no audit row.
 */
export async function setAccountLanguage(ctx: SignedInContext, language: Language): Promise<void> {
  await updateUser(ctx.db, ctx.municipality.key, ctx.actor.id, { language }, ctx.now);
}
