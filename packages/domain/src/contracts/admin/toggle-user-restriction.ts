import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { defineContract } from '../contract.ts';
import { adminEmailField, adminUserSchema } from './admin-fields.ts';

export const toggleUserRestrictionBodySchema = z.strictObject({ user: adminEmailField });

export const toggleUserRestrictionContract = defineContract({
  method: 'POST',
  path: '/admin/restrict',
  access: 'user:restrict',
  schema: {
    tags: ['admin'],
    summary:
      'Restrict an account (ending its sessions) or lift its restriction; answers the account as it now is',
    body: toggleUserRestrictionBodySchema,
    response: {
      200: adminUserSchema,
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      404: apiErrorSchema,
    },
  },
});
