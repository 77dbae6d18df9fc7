import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { defineContract } from '../contract.ts';

export const enrollMfaResponseSchema = z.object({
  /** The TOTP secret in base32, for typing into an app by hand. */
  secret: z.string(),
  /** The otpauth:// URI an authenticator app reads from the QR code. */
  otpauth_url: z.string(),
});

export const enrollMfaContract = defineContract({
  method: 'POST',
  path: '/auth/mfa/enroll',
  access: 'signed-in',
  schema: {
    tags: ['auth'],
    summary:
      'Begin enrolling an authenticator app: a new secret, not yet in force until confirmed with a code',
    description:
      'Each call replaces a secret that was not confirmed. Refused (409 mfa_enabled) when two-factor sign-in is already on: a mega-admin resets it first.',
    response: { 200: enrollMfaResponseSchema, 401: apiErrorSchema, 409: apiErrorSchema },
  },
});
