import { defineContract } from '../contract.ts';
import { authFailureSchema, authSuccessSchema } from './auth-result.ts';

export const signOutContract = defineContract({
  method: 'POST',
  path: '/auth/signout',
  // Succeeds without a session too: a stale tab's sign-out must still clear its cookie.
  access: 'public',
  schema: {
    tags: ['auth'],
    summary: 'End the session and clear its cookie; succeeds without a session too',
    response: { 200: authSuccessSchema, 403: authFailureSchema },
  },
});
