import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { defineContract } from '../contract.ts';

/** SPEC §7: each item is the JSON text of a list review row (`reviewListRowSchema`). */
export const listReviewsContract = defineContract({
  method: 'GET',
  path: '/super/list',
  access: 'review:list',
  schema: {
    tags: ['review'],
    summary: 'Every application of this municipality as a review row (JSON text), newest first',
    response: { 200: z.array(z.string()), 401: apiErrorSchema, 403: apiErrorSchema },
  },
});
