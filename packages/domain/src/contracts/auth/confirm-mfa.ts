import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { otpField } from '../../auth.ts';
import { defineContract } from '../contract.ts';

export const confirmMfaBodySchema = z.strictObject({ otp: otpField });

export const confirmMfaResponseSchema = z.object({
  /** Shown this once; only their hashes are kept. Each works once in place of a code. */
  recovery_codes: z.array(z.string()),
});

export const confirmMfaContract = defineContract({
  method: 'POST',
  path: '/auth/mfa/confirm',
  access: 'signed-in',
  schema: {
    tags: ['auth'],
    summary:
      'Turn two-factor sign-in on with a code from the enrolled app; answers the recovery codes once',
    body: confirmMfaBodySchema,
    response: {
      200: confirmMfaResponseSchema,
      400: apiErrorSchema,
      401: apiErrorSchema,
      409: apiErrorSchema,
      429: apiErrorSchema,
    },
  },
});
