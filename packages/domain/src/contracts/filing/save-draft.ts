import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { defineContract } from '../contract.ts';
import { draftParamsSchema, filingDraftSchema } from './draft-fields.ts';

/**
 * Our addition: keeps the account's draft of the review of a parcel of this municipality
 * (created or replaced). Refusals: unknown_parcel 404, period_expired 403 (for a role that
 * may not file late), too_many_drafts 409, validation 400.
 */
export const saveDraftContract = defineContract({
  method: 'PUT',
  path: '/ir/drafts/:printkey',
  access: 'application:file',
  schema: {
    tags: ['filing'],
    summary: "Save the account's draft of a review of a parcel",
    params: draftParamsSchema,
    body: filingDraftSchema,
    response: {
      200: z.object({ success: z.literal(true), updatedAt: z.iso.datetime() }),
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      404: apiErrorSchema,
      409: apiErrorSchema,
    },
  },
});
