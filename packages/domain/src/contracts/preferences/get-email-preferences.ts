import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { defineContract } from '../contract.ts';
import { emailLinkTokenSchema, emailPreferencesSchema } from './email-preferences-fields.ts';

/**
 * Our addition: the reminder choice of the account a reminder e-mail's link names, without
 * signing in. Refusal: bad_link 400 (a token not signed here, or its account is gone).
 */
export const getEmailPreferencesContract = defineContract({
  method: 'GET',
  path: '/email-preferences',
  access: 'public',
  schema: {
    tags: ['preferences'],
    summary: 'Read the reminder e-mail choice of the account an opt-out link names',
    querystring: z.strictObject({ token: emailLinkTokenSchema }),
    response: {
      200: emailPreferencesSchema,
      400: apiErrorSchema,
      429: apiErrorSchema,
    },
  },
});
