import { z } from 'zod';
import { signinBodySchema } from '../../auth.ts';
import { defineContract } from '../contract.ts';
import { authFailureSchema, authSuccessSchema, credentialResponses } from './auth-result.ts';

export const signInResponseSchema = authSuccessSchema.extend({
  /**
   * STAFF_MFA=required and this staff account has no authenticator: the new session can do
   * nothing but enrol one, so the client goes to the enrolment page.
   */
  mfa_enrollment_required: z.literal(true).optional(),
});

export const signInContract = defineContract({
  method: 'POST',
  path: '/auth/signin',
  access: 'public',
  schema: {
    tags: ['auth'],
    summary:
      'Sign in with e-mail and password (and a code when two-factor sign-in is on); sets a new session cookie',
    description:
      'An account with two-factor sign-in on answers 401 mfa_required without `otp` and 401 bad_otp with a wrong, reused or used-up code, only after a correct password; no session is made.',
    body: signinBodySchema,
    response: { ...credentialResponses, 200: signInResponseSchema, 401: authFailureSchema },
  },
});
