import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { defineContract } from '../contract.ts';

export const superUserSchema = z.object({ id: z.number().int(), email: z.string() });

/** SPEC §7: the assignees, i.e. this municipality's super, admin and mega-admin accounts. */
export const listSuperUsersContract = defineContract({
  method: 'GET',
  path: '/super/list_super_users',
  access: 'review:list',
  schema: {
    tags: ['review'],
    summary: "This municipality's staff who may be assigned a review, by e-mail",
    response: { 200: z.array(superUserSchema), 401: apiErrorSchema, 403: apiErrorSchema },
  },
});
