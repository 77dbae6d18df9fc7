import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { messageKey } from '../../message-ref.ts';
import { printedTextField } from '../../printed-text.ts';
import {
  OWNER_RESPONSE_CODES,
  SIGNATURE_NAME_MAX_LENGTH,
  SIGNATURE_NAME_MIN_LENGTH,
} from '../../review.ts';
import { defineContract } from '../contract.ts';

export const respondToDecisionBodySchema = z.strictObject({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  decision: z.enum(OWNER_RESPONSE_CODES),
  /** The owner's full name, typed as their signature. */
  name: printedTextField
    .trim()
    .min(SIGNATURE_NAME_MIN_LENGTH, { message: messageKey('response.nameRequired') })
    .max(SIGNATURE_NAME_MAX_LENGTH, { message: messageKey('response.nameTooLong') }),
});
export type RespondToDecisionInput = z.infer<typeof respondToDecisionBodySchema>;

/**
 * Our addition: the owner answers a completed review's decision, once: accept the new value
 * (a signed agreement) or disagree (a grievance packet to file with the Board of Assessment
 * Review). Refusals: not_found 404 (not the account's filing here), review_not_complete 409,
 * already_responded 409, response_closed 409 (Grievance Day has passed).
 */
export const respondToDecisionContract = defineContract({
  method: 'POST',
  path: '/applications/respond',
  access: 'application:file',
  schema: {
    tags: ['applications'],
    summary: "Accept or disagree with a completed review's decision, signed with the owner's name",
    body: respondToDecisionBodySchema,
    response: {
      200: z.object({ success: z.literal(true) }),
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      404: apiErrorSchema,
      409: apiErrorSchema,
    },
  },
});
