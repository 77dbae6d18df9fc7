import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { defineContract } from '../contract.ts';
import { adminEmailField } from './admin-fields.ts';

export const revokeInvitationBodySchema = z.strictObject({ email: adminEmailField });

export const revokeInvitationContract = defineContract({
  method: 'POST',
  path: '/admin/revoke_invitation',
  access: 'user:invite',
  schema: {
    tags: ['admin'],
    summary:
      'Revoke a pending invitation: its link stops working and the unused account is removed',
    body: revokeInvitationBodySchema,
    response: {
      200: z.object({ success: z.literal(true) }),
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      404: apiErrorSchema,
    },
  },
});
