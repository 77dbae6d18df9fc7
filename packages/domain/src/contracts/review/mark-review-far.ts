import type { z } from 'zod';
import { defineContract } from '../contract.ts';
import { reviewActionBodySchema, reviewActionResponses } from './review-action.ts';

export const markReviewFarBodySchema = reviewActionBodySchema('far');
export type MarkReviewFarInput = z.infer<typeof markReviewFarBodySchema>;

export const markReviewFarContract = defineContract({
  method: 'POST',
  path: '/super/far',
  access: 'review:act',
  schema: {
    tags: ['review'],
    summary:
      'Mark a review FAR with a comment (an admin may reopen a completed one this way); 409 on a stale version',
    body: markReviewFarBodySchema,
    response: reviewActionResponses,
  },
});
