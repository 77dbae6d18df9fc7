import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { defineContract } from '../contract.ts';

export const mfaStatusSchema = z.object({
  /** Two-factor sign-in is on: sign-in asks for a code. */
  enabled: z.boolean(),
  /**
   * STAFF_MFA=required and this staff account has not enrolled: until it does, its session
   * can do nothing but enrol (and sign out).
   */
  enrollment_required: z.boolean(),
  /** Unused recovery codes left (0 when off). */
  recovery_codes_left: z.number().int().min(0),
});

export const getMfaStatusContract = defineContract({
  method: 'GET',
  path: '/auth/mfa',
  access: 'signed-in',
  schema: {
    tags: ['auth'],
    summary: "The signed-in account's two-factor sign-in: on or not, and whether it must enrol",
    response: { 200: mfaStatusSchema, 401: apiErrorSchema },
  },
});
