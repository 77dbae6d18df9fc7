import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import {
  assessedValueSchema,
  DECISION_EXPLANATION_MAX_LENGTH,
  DECISION_REASON_CODES,
  REVIEW_NOTES_MAX_LENGTH,
  reviewIdSchema,
  yesNoSchema,
} from '../../review.ts';
import { printedMultilineTextField } from '../../printed-text.ts';
import { multilineTextField } from '../../text.ts';

/**
 * SPEC §7's FAR and COMPLETE payload. `version` is our addition: the record's version as
 * applicationinfo gave it, so a reviewer acting on a stale screen gets a 409, never a silent
 * overwrite. `documents` is accepted as the source client sends it and not stored: the files
 * of a review are its application_files.
 */
export function reviewActionBodySchema<S extends 'far' | 'complete'>(status: S) {
  return z.strictObject({
    id: reviewIdSchema,
    version: z.number().int().min(0),
    review_status: z.literal(status),
    land_value_change: yesNoSchema,
    total_value_change: yesNoSchema,
    data_change_needed: yesNoSchema,
    sketch_change_needed: yesNoSchema,
    data_change_complete: yesNoSchema,
    sketch_change_complete: yesNoSchema,
    partial_assessment: z.boolean(),
    assessed_total_value: assessedValueSchema,
    assessed_land_value: assessedValueSchema,
    ir_notes: multilineTextField.max(REVIEW_NOTES_MAX_LENGTH).optional().default(''),
    far_why: multilineTextField.max(REVIEW_NOTES_MAX_LENGTH).optional().default(''),
    // Our addition: required on COMPLETE (the decision notice's reason), ignored on FAR.
    decision_reason: z.enum(DECISION_REASON_CODES).nullable().optional().default(null),
    decision_explanation: printedMultilineTextField
      .max(DECISION_EXPLANATION_MAX_LENGTH)
      .optional()
      .default(''),
    documents: z.unknown().optional(),
  });
}

export const reviewActionResponses = {
  200: z.object({ success: z.literal(true) }),
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
} as const;
