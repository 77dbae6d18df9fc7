import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { defineContract } from '../contract.ts';
import {
  AUTHORIZATION_STATUSES,
  authorizationSchema,
  REPRESENTATIVE_AUTHORIZATION_RULES,
} from './authorization-fields.ts';

export const listAuthorizationsQuerySchema = z.strictObject({
  status: z.enum(AUTHORIZATION_STATUSES).optional(),
});

/** Our addition (decision 052): the representative's own authorizations, newest change first. */
export const listAuthorizationsContract = defineContract({
  method: 'GET',
  path: '/representatives/authorizations',
  access: 'signed-in',
  schema: {
    tags: ['representatives'],
    summary: "The representative's authorizations, by status (at most 500, newest change first)",
    querystring: listAuthorizationsQuerySchema,
    response: {
      200: z.object({
        /** What this municipality asks of a representative's filing. */
        rule: z.enum(REPRESENTATIVE_AUTHORIZATION_RULES),
        authorizations: z.array(authorizationSchema),
      }),
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
    },
  },
});
