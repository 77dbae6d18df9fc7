import { signupBodySchema } from '../../auth.ts';
import { defineContract } from '../contract.ts';
import { credentialResponses } from './auth-result.ts';

export const signUpContract = defineContract({
  method: 'POST',
  path: '/auth/signup',
  access: 'public',
  schema: {
    tags: ['auth'],
    summary: 'Create an account awaiting e-mail verification; sends the verification link',
    body: signupBodySchema,
    response: credentialResponses,
  },
});
