import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { defineContract } from '../contract.ts';
import { adminEmailField } from './admin-fields.ts';

export const resetUserMfaBodySchema = z.strictObject({ user: adminEmailField });

export const resetUserMfaContract = defineContract({
  method: 'POST',
  path: '/admin/mfa_reset',
  access: 'user:reset-mfa',
  schema: {
    tags: ['admin'],
    summary:
      "Turn off another account's two-factor sign-in (a lost phone) and end its sessions; it enrols again at its next sign-in",
    body: resetUserMfaBodySchema,
    response: {
      200: z.object({ success: z.literal(true) }),
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      404: apiErrorSchema,
    },
  },
});
