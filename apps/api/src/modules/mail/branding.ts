import type { MailContext } from './templates.ts';

/**
 * The branding the e-mail templates take, from a request context (or anything with its
 * municipality and firm): only the fields an e-mail shows.
 */
export function mailBranding(ctx: MailContext): MailContext {
  return {
    municipality: {
      displayName: ctx.municipality.displayName,
      shortName: ctx.municipality.shortName,
    },
    firm: { name: ctx.firm.name, phone: ctx.firm.phone, website: ctx.firm.website },
  };
}
