import { z } from 'zod';
import { authStatusQuerySchema } from '../../session.ts';
import { defineContract } from '../contract.ts';
import { authFailureSchema, authSuccessSchema } from './auth-result.ts';

export const getAuthStatusContract = defineContract({
  method: 'GET',
  path: '/auth/authstatus',
  // Answers visitors too: 401, or an empty privilege.
  access: 'public',
  schema: {
    tags: ['auth'],
    summary:
      'Whether a session is alive (401 if not); with ?privledge=true the role as text/plain, empty when signed out',
    querystring: authStatusQuerySchema,
    response: { 200: z.union([authSuccessSchema, z.string()]), 401: authFailureSchema },
  },
});
