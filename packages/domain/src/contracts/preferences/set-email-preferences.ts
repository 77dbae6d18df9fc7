import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { defineContract } from '../contract.ts';
import { emailLinkTokenSchema, emailPreferencesSchema } from './email-preferences-fields.ts';

export const setEmailPreferencesBodySchema = z.strictObject({
  token: emailLinkTokenSchema,
  reminders: z.boolean(),
});
export type SetEmailPreferencesInput = z.infer<typeof setEmailPreferencesBodySchema>;

/**
 * Our addition: turns the reminder e-mails of the account an opt-out link names off or back
 * on, without signing in (audited). Refusal: bad_link 400, writing nothing.
 */
export const setEmailPreferencesContract = defineContract({
  method: 'POST',
  path: '/email-preferences',
  access: 'public',
  schema: {
    tags: ['preferences'],
    summary: 'Turn reminder e-mails off or on for the account an opt-out link names (audited)',
    body: setEmailPreferencesBodySchema,
    response: {
      200: emailPreferencesSchema,
      400: apiErrorSchema,
      429: apiErrorSchema,
    },
  },
});
