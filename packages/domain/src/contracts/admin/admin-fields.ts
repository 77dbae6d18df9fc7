import { z } from 'zod';
import { AUTH_LIMITS, USER_STATUSES } from '../../auth.ts';
import { ROLES } from '../../roles.ts';

/**
 * An account's e-mail as an admin call names it. Loose on purpose (an unknown address is the
 * service's 404), but bounded and free of control characters, which PostgreSQL cannot compare.
 */
export const adminEmailField = z
  .string()
  .max(AUTH_LIMITS.emailMax)
  .refine((e) => !/\p{Cc}/u.test(e), { message: 'E-mail addresses hold no control characters.' });

export const roleField = z.enum(ROLES);

/** An account as the admin screens see it: never its hash, id or tokens. */
export const adminUserSchema = z.object({
  email: z.string(),
  role: roleField,
  status: z.enum(USER_STATUSES),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
