import { googleLoginBodySchema } from '../../auth.ts';
import { defineContract } from '../contract.ts';
import { authFailureSchema, authSuccessSchema } from './auth-result.ts';

export const googleLoginContract = defineContract({
  method: 'POST',
  path: '/auth/google_login',
  access: 'public',
  schema: {
    tags: ['auth'],
    summary:
      'Completes a Google sign-in with the code and state the provider returned; sets a new session cookie',
    body: googleLoginBodySchema,
    response: { 200: authSuccessSchema, 403: authFailureSchema, 429: authFailureSchema },
  },
});
