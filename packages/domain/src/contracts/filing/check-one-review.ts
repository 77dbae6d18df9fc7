import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { defineContract } from '../contract.ts';
import { printKeyField } from './property-fields.ts';

/** SPEC §7 one-review check: 200 when the parcel has no application this filing year. */
export const checkOneReviewContract = defineContract({
  method: 'POST',
  path: '/ir/onereview',
  access: 'application:file',
  schema: {
    tags: ['filing'],
    summary: 'Whether the parcel may still be filed for this filing year (409 app_exists)',
    body: z.strictObject({ printkey: printKeyField }),
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
