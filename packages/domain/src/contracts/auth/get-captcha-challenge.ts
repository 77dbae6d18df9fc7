import { z } from 'zod';
import { defineContract } from '../contract.ts';

/** A signed ALTCHA challenge, as the widget expects it. */
export const captchaChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    expiresAt: z.number(),
  }),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

export const getCaptchaChallengeContract = defineContract({
  method: 'GET',
  path: '/auth/captcha',
  access: 'public',
  schema: {
    tags: ['auth'],
    summary: 'A signed ALTCHA proof-of-work challenge for the captcha widget',
    description:
      'The widget solves it and posts the result as the base64 `captcha` field of signup and forgotpassword. Each challenge expires after 10 minutes and is accepted once.',
    response: { 200: captchaChallengeSchema },
  },
});
