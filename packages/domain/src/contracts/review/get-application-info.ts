import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { reviewIdSchema } from '../../review.ts';
import { defineContract } from '../contract.ts';
import { reviewRecordSchema } from './review-fields.ts';

export const getApplicationInfoContract = defineContract({
  method: 'GET',
  path: '/super/applicationinfo',
  access: 'review:list',
  schema: {
    tags: ['review'],
    summary:
      'One review record with owner, applicant, applicant comps, files and history (404 when not in this municipality)',
    querystring: z.strictObject({ id: reviewIdSchema }),
    response: {
      200: reviewRecordSchema,
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      404: apiErrorSchema,
    },
  },
});
