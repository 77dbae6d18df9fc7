import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { messageKey } from '../../message-ref.ts';
import { reviewIdSchema, VOID_REASON_MAX_LENGTH, VOID_REASON_MIN_LENGTH } from '../../review.ts';
import { multilineTextField } from '../../text.ts';
import { defineContract } from '../contract.ts';

export const voidFilingBodySchema = z.strictObject({
  id: reviewIdSchema,
  /** Told to the filer and the owner in the e-mail, and kept on the filing. */
  reason: multilineTextField
    .trim()
    .min(VOID_REASON_MIN_LENGTH, { message: messageKey('review.voidReasonShort') })
    .max(VOID_REASON_MAX_LENGTH, { message: messageKey('review.voidReasonLong') }),
});
export type VoidFilingInput = z.infer<typeof voidFilingBodySchema>;

/**
 * Our addition (decision 043): an administrator voids a filing of this municipality that is
 * neither complete nor withdrawn, as a staff withdrawal with a reason. The parcel is free to
 * be filed again; the filer, and the owner when the filing has their e-mail, are told why.
 * Refusals: unknown_review 404, review_complete 409, review_withdrawn 409 (withdrawn or
 * voided already).
 */
export const voidFilingContract = defineContract({
  method: 'POST',
  path: '/super/void',
  access: 'review:void',
  schema: {
    tags: ['review'],
    summary:
      'Void a filing not yet complete, with the reason: it is withdrawn, its parcel freed, and the filer and owner e-mailed',
    body: voidFilingBodySchema,
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
