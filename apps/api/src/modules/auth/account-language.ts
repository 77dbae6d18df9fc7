import { isLanguage, negotiateLanguage, type Language } from '@ir/domain';
import type { Db } from '../../db/client.ts';
import { updateUser } from '../users/index.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';

/**
 * Keeps the signed-in account's language, chosen with the page's switcher: its e-mails follow
 * it (decision 037). The account's own preference, like its password: no audit row.
 */
export async function setAccountLanguage(ctx: SignedInContext, language: Language): Promise<void> {
  await updateUser(ctx.db, ctx.municipality.key, ctx.actor.id, { language }, ctx.now);
}

/**
 * The language a request states: its Accept-Language negotiated to one the site has, when the
 * header names that language. Undefined for a request without the header (an API client) or
 * whose header names none of the site's languages: the context's language is then only the
 * default, which says nothing about the account's reader.
 */
export function statedLanguage(
  acceptLanguage: string | readonly string[] | undefined,
): Language | undefined {
  if (acceptLanguage === undefined) return undefined;
  const header = typeof acceptLanguage === 'string' ? acceptLanguage : acceptLanguage.join(',');
  const negotiated = negotiateLanguage(header);
  const named = header.split(',').some((part) => {
    const [range = '', ...params] = part.split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) return false;
    const primary = range.trim().toLowerCase().split('-')[0];
    return isLanguage(primary) && primary === negotiated;
  });
  return named ? negotiated : undefined;
}

/**
 * A sign-in's part of decision 037: the language of the page the account signs in on becomes
 * the account's, so a later e-mail follows the page it last used rather than the one it signed
 * up on. Nothing changes without a stated language. Run in the sign-in's transaction.
 */
export async function keepSignInLanguage(
  tx: Db,
  municipalityKey: string,
  user: { id: number; language: string },
  language: Language | undefined,
  now: Date,
): Promise<void> {
  if (language === undefined || user.language === language) return;
  await updateUser(tx, municipalityKey, user.id, { language }, now);
}
