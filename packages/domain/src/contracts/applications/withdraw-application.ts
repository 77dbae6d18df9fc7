import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { defineContract } from '../contract.ts';

/**
 * Our addition: the owner withdraws a filing no reviewer has acted on yet (still Received:
 * no FAR, no COMPLETE). Refusals: not_found 404 (not the account's filing here),
 * review_acted 409 (a reviewer acted, or it was withdrawn already).
 */
export const withdrawApplicationContract = defineContract({
  method: 'POST',
  path: '/applications/withdraw',
  access: 'application:file',
  schema: {
    tags: ['applications'],
    summary: 'Withdraw a filing before a reviewer acts on it; the parcel may be filed again',
    body: z.strictObject({ id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
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
