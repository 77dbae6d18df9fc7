import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { defineContract } from '../contract.ts';
import { draftParamsSchema } from './draft-fields.ts';

/** Our addition: discards the account's draft of a parcel, with the files uploaded to it. */
export const discardDraftContract = defineContract({
  method: 'DELETE',
  path: '/ir/drafts/:printkey',
  access: 'application:file',
  schema: {
    tags: ['filing'],
    summary: "Discard the account's draft of a review of a parcel, and its files",
    params: draftParamsSchema,
    response: {
      200: z.object({ success: z.literal(true) }),
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      404: apiErrorSchema,
    },
  },
});
