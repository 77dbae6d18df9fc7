import { updatePasswordBodySchema } from '../../auth.ts';
import { defineContract } from '../contract.ts';
import { credentialResponses } from './auth-result.ts';

export const acceptInviteContract = defineContract({
  method: 'POST',
  path: '/auth/accept_invite',
  access: 'public',
  schema: {
    tags: ['auth'],
    summary:
      "Set the password of an invited account with its link's token; the account becomes active",
    body: updatePasswordBodySchema,
    response: credentialResponses,
  },
});
