import { z } from 'zod';
import { passwordField } from '../../auth.ts';
import { apiErrorSchema } from '../../errors.ts';
import { defineContract } from '../contract.ts';
import { adminEmailField } from './admin-fields.ts';

export const forceSetPasswordBodySchema = z.strictObject({
  password: passwordField,
  email: adminEmailField,
});

export const forceSetPasswordContract = defineContract({
  method: 'POST',
  path: '/admin/force_set_password',
  access: 'user:set-password',
  schema: {
    tags: ['admin'],
    summary: "Set an account's password (sign-up rules); ends its sessions and e-mails the owner",
    body: forceSetPasswordBodySchema,
    response: {
      200: z.object({ success: z.literal(true) }),
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      404: apiErrorSchema,
    },
  },
});
