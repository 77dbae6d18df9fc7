import { z } from 'zod';
import { USER_STATUSES } from '../../auth.ts';
import { apiErrorSchema } from '../../errors.ts';
import { defineContract } from '../contract.ts';
import { adminEmailField, roleField } from './admin-fields.ts';

export const pullUserBodySchema = z.strictObject({ user: adminEmailField });

export const pullUserContract = defineContract({
  method: 'POST',
  path: '/admin/pulluser',
  access: 'user:list',
  schema: {
    tags: ['admin'],
    summary:
      "One account of this municipality as [email, role, status, representative]: SPEC's three items, then whether a mega-admin approved it as a representative",
    body: pullUserBodySchema,
    response: {
      200: z.tuple([z.string(), roleField, z.enum(USER_STATUSES), z.boolean()]),
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      404: apiErrorSchema,
    },
  },
});
