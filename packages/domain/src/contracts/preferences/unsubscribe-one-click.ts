import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { defineContract } from '../contract.ts';
import { emailLinkTokenSchema } from './email-preferences-fields.ts';

/**
 * Our addition: RFC 8058 one-click unsubscribe, the address of a reminder's List-Unsubscribe
 * header. The mail client POSTs `List-Unsubscribe=One-Click` as a form; reminders are turned
 * off (audited). Refusal: bad_link 400, writing nothing.
 */
export const unsubscribeOneClickContract = defineContract({
  method: 'POST',
  path: '/email-preferences/one-click',
  access: 'public',
  schema: {
    tags: ['preferences'],
    summary: "A mail client's one-click unsubscribe from reminder e-mails (RFC 8058, audited)",
    querystring: z.strictObject({ token: emailLinkTokenSchema }),
    body: z.object({ 'List-Unsubscribe': z.literal('One-Click') }),
    response: {
      200: z.object({ reminders: z.literal(false) }),
      400: apiErrorSchema,
      415: apiErrorSchema,
      429: apiErrorSchema,
    },
  },
});
