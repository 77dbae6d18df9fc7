import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { defineContract } from '../contract.ts';
import { adminEmailField, roleField } from './admin-fields.ts';

export const inviteUserBodySchema = z.strictObject({ email: adminEmailField, role: roleField });

export const inviteUserContract = defineContract({
  method: 'POST',
  path: '/admin/invite',
  access: 'user:invite',
  schema: {
    tags: ['admin'],
    summary:
      'Invite an e-mail with a role: a link valid 7 days to set a password; replaces an older invitation',
    body: inviteUserBodySchema,
    response: {
      200: z.object({ success: z.literal(true) }),
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      409: apiErrorSchema,
    },
  },
});
