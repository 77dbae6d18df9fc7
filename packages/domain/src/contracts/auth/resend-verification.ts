import { forgotPasswordBodySchema } from '../../auth.ts';
import { defineContract } from '../contract.ts';
import { credentialResponses } from './auth-result.ts';

/** An address and a solved captcha: the fields of forgotpassword, and checked the same way. */
export const resendVerificationBodySchema = forgotPasswordBodySchema;

export const resendVerificationContract = defineContract({
  method: 'POST',
  path: '/auth/resend_verification',
  access: 'public',
  schema: {
    tags: ['auth'],
    summary:
      'E-mail a new verification link to an account awaiting verification (older unused links stop working); the same answer for every address',
    body: resendVerificationBodySchema,
    response: credentialResponses,
  },
});
