import { signinBodySchema } from '../../auth.ts';
import { defineContract } from '../contract.ts';
import { credentialResponses } from './auth-result.ts';

export const signInContract = defineContract({
  method: 'POST',
  path: '/auth/signin',
  access: 'public',
  schema: {
    tags: ['auth'],
    summary: 'Sign in with e-mail and password; sets a new session cookie',
    body: signinBodySchema,
    response: credentialResponses,
  },
});
