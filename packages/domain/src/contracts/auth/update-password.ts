import { updatePasswordBodySchema } from '../../auth.ts';
import { defineContract } from '../contract.ts';
import { credentialResponses } from './auth-result.ts';

export const updatePasswordContract = defineContract({
  method: 'POST',
  path: '/auth/updatepassword',
  access: 'public',
  schema: {
    tags: ['auth'],
    summary: 'Set a new password with the token of a reset link; ends every session of the account',
    body: updatePasswordBodySchema,
    response: credentialResponses,
  },
});
