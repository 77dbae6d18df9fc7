import { z } from 'zod';
import { emailField, USER_STATUSES } from '../../auth.ts';
import { ROLES } from '../../roles.ts';

/**
 * An account's e-mail as an admin call names it: the account requests' loose field (an unknown
 * address is the service's 404, after normalizeEmail), bounded and free of forbidden characters.
 */
export const adminEmailField = emailField;

export const roleField = z.enum(ROLES);

/** An account as the admin screens see it: never its hash, id or tokens. */
export const adminUserSchema = z.object({
  email: z.string(),
  role: roleField,
  status: z.enum(USER_STATUSES),
  /** Approved by a mega-admin to file in bulk for owners (decision 043). */
  representative: z.boolean(),
  /** The firm a representative files for, which owners read (decision 052); absent when unset. */
  firmName: z.string().optional(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
