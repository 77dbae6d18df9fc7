import type { z } from 'zod';
import { defineContract } from '../contract.ts';
import { integrityNoteSchema } from '../roll-integrity/get-integrity-check.ts';
import { reviewActionBodySchema, reviewActionResponses } from './review-action.ts';

/** `integrity_note` (decision 057): needed when the value crosses a require_note guard. */
export const completeReviewBodySchema = reviewActionBodySchema('complete').extend({
  integrity_note: integrityNoteSchema,
});
export type CompleteReviewInput = z.infer<typeof completeReviewBodySchema>;

export const completeReviewContract = defineContract({
  method: 'POST',
  path: '/super/complete',
  access: 'review:act',
  schema: {
    tags: ['review'],
    summary:
      'Complete a review with its assessed values and e-mail the applicant the outcome; 409 on a stale version',
    body: completeReviewBodySchema,
    response: reviewActionResponses,
  },
});
