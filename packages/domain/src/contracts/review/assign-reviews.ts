import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { reviewIdSchema, userIdSchema } from '../../review.ts';
import { defineContract } from '../contract.ts';

/**
 * A large municipality's whole season (the bench's 20,000 filings) in one all-or-none request:
 * about 500 KB of JSON, under the API's 1 MiB body limit, and a bound on one request's work
 * (decision 023).
 */
export const MAX_ASSIGNMENTS = 20_000;

export const assignReviewsBodySchema = z.strictObject({
  reviews: z
    .array(z.strictObject({ id: reviewIdSchema, user: userIdSchema.nullable() }))
    .min(1)
    .max(MAX_ASSIGNMENTS),
});
export type AssignReviewsInput = z.infer<typeof assignReviewsBodySchema>;

export const assignReviewsContract = defineContract({
  method: 'POST',
  path: '/super/assign_review',
  access: 'review:assign',
  schema: {
    tags: ['review'],
    summary:
      'Assign reviews to staff of this municipality (user null removes the assignee), all or none',
    body: assignReviewsBodySchema,
    response: {
      200: z.object({ success: z.literal(true) }),
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
    },
  },
});
