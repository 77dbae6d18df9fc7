import type { Language } from '@ir/domain';
import type { MailContext } from './templates.ts';

/**
 * The branding the e-mail templates take, from a request context (or anything with its
 * municipality and firm): only the fields an e-mail shows, and the language it is written in
 * (the recipient account's; the request's for an address with no account yet).
 */
export function mailBranding(ctx: Omit<MailContext, 'language'>, language: Language): MailContext {
  return {
    municipality: {
      displayName: ctx.municipality.displayName,
      shortName: ctx.municipality.shortName,
    },
    firm: { name: ctx.firm.name, phone: ctx.firm.phone, website: ctx.firm.website },
    language,
  };
}
