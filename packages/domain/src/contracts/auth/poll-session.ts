import { pollSessionBodySchema } from '../../session.ts';
import { defineContract } from '../contract.ts';
import { authFailureSchema, authSuccessSchema } from './auth-result.ts';

export const pollSessionContract = defineContract({
  method: 'POST',
  path: '/auth/poll_session',
  // SPEC §7: a dead session is told by 401 in the auth answer shape, not by the policy's.
  access: 'public',
  schema: {
    tags: ['auth'],
    summary:
      'The 20-second poll: 200 while the session lives (401 if not); `active: true` reports user activity and moves the idle window',
    body: pollSessionBodySchema,
    response: { 200: authSuccessSchema, 401: authFailureSchema, 403: authFailureSchema },
  },
});
