import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';

/** A successful account call: SPEC §7's client reads `success`. */
export const authSuccessSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
});

/**
 * A refused account call: the API's one error shape plus `success: false`, so SPEC §7's client
 * (which reads `success` and `error_message`) and the shared error parser both understand it.
 * Validation errors have the same shape without `success`.
 */
export const authFailureSchema = apiErrorSchema.extend({ success: z.literal(false).optional() });

/** Every answer a credential call can give: success, its refusals, the limit, a failure. */
export const credentialResponses = {
  200: authSuccessSchema,
  400: authFailureSchema,
  403: authFailureSchema,
  429: authFailureSchema,
  500: authFailureSchema,
} as const;
