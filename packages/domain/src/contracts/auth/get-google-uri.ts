import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { defineContract } from '../contract.ts';
import { authFailureSchema } from './auth-result.ts';

export const googleUriQuerySchema = z.object({
  /** The page the sign-in starts on, and so the page the provider returns to. */
  from: z.enum(['login', 'signup']).default('login'),
});

export const googleUriSchema = z.object({ authorization_url: z.string() });

export const getGoogleUriContract = defineContract({
  method: 'GET',
  path: '/auth/googleuri',
  access: 'public',
  schema: {
    tags: ['auth'],
    summary: "Starts a Google sign-in: the provider's address to send the browser to",
    querystring: googleUriQuerySchema,
    response: {
      200: googleUriSchema,
      404: apiErrorSchema,
      429: authFailureSchema,
      503: apiErrorSchema,
    },
  },
});
