import { forgotPasswordBodySchema } from '../../auth.ts';
import { defineContract } from '../contract.ts';
import { credentialResponses } from './auth-result.ts';

export const requestPasswordResetContract = defineContract({
  method: 'POST',
  path: '/auth/forgotpassword',
  access: 'public',
  schema: {
    tags: ['auth'],
    summary:
      'E-mail a password reset link valid 60 minutes; the same answer whether or not the address has an account',
    body: forgotPasswordBodySchema,
    response: credentialResponses,
  },
});
