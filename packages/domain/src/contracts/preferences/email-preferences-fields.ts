import { z } from 'zod';

/**
 * The opt-out token of a reminder e-mail's link: the account id and an HMAC-SHA256 of it,
 * its municipality and the link's purpose (decision 033). Only its shape is checked here.
 */
export const emailLinkTokenSchema = z
  .string()
  .max(200)
  .regex(/^[1-9][0-9]{0,15}\.[A-Za-z0-9_-]{43}$/, 'not an e-mail link token');

export const emailPreferencesSchema = z.object({
  /** The account's e-mail, partly hidden: the link may have been forwarded. */
  email: z.string(),
  reminders: z.boolean(),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;
