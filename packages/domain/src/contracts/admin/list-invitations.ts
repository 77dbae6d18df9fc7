import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { defineContract } from '../contract.ts';
import { roleField } from './admin-fields.ts';

/** A pending invitation: never its token or the account's id. */
export const invitationSchema = z.object({
  email: z.string(),
  role: roleField,
  invitedAt: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const listInvitationsContract = defineContract({
  method: 'GET',
  path: '/admin/invitations',
  access: 'user:invite',
  schema: {
    tags: ['admin'],
    summary: 'The pending invitations of this municipality (neither accepted, expired nor revoked)',
    response: { 200: z.array(invitationSchema), 401: apiErrorSchema, 403: apiErrorSchema },
  },
});
