import { z } from 'zod';
import { textField } from '../../text.ts';
import { apiErrorSchema } from '../../errors.ts';
import { defineContract } from '../contract.ts';
import { adminEmailField, adminUserSchema } from './admin-fields.ts';

export const setRepresentativeBodySchema = z.strictObject({
  email: adminEmailField,
  representative: z.boolean(),
  /**
   * The firm owners will read on an authorization request (decision 052): set with the
   * approval, so it is the name the municipality vetted. Left out, it stays; empty or null
   * clears it.
   */
  firmName: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    textField.trim().min(2).max(100).nullable().optional(),
  ),
});
export type SetRepresentativeInput = z.infer<typeof setRepresentativeBodySchema>;

/**
 * Our addition (decision 043): a mega-admin approves an account of this municipality as a
 * representative, who may then file in bulk for owners, or withdraws the approval.
 */
export const setRepresentativeContract = defineContract({
  method: 'POST',
  path: '/admin/set_representative',
  access: 'user:set-representative',
  schema: {
    tags: ['admin'],
    summary:
      'Approve an account as a representative (it may file in bulk) or remove the approval; answers the account as it now is',
    body: setRepresentativeBodySchema,
    response: {
      200: adminUserSchema,
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      404: apiErrorSchema,
    },
  },
});
