import { verifyUserQuerySchema } from '../../auth.ts';
import { defineContract } from '../contract.ts';
import { credentialResponses } from './auth-result.ts';

export const verifyUserContract = defineContract({
  method: 'GET',
  path: '/auth/verifyuser',
  access: 'public',
  schema: {
    tags: ['auth'],
    summary: 'Confirm an e-mail address with the token of the verification link',
    querystring: verifyUserQuerySchema,
    response: credentialResponses,
  },
});
