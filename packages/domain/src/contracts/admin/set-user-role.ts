import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { defineContract } from '../contract.ts';
import { adminEmailField, roleField } from './admin-fields.ts';

export const setUserRoleBodySchema = z.strictObject({ user: adminEmailField, role: roleField });

/** SPEC's "escalate": the user-access screen's update and the role change of Admin Controls. */
export const setUserRoleContract = defineContract({
  method: 'POST',
  path: '/admin/escalate',
  access: 'user:set-role',
  schema: {
    tags: ['admin'],
    summary:
      'Give an account of this municipality another role; never your own, never the last active mega-admin',
    body: setUserRoleBodySchema,
    response: {
      200: z.object({ success: z.literal(true) }),
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      404: apiErrorSchema,
    },
  },
});
