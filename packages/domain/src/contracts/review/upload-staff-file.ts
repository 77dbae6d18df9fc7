import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { MESSAGES } from '../../messages.ts';
import { reviewIdSchema } from '../../review.ts';
import { defineContract } from '../contract.ts';

/** The text fields of the multipart form beside `file`. */
export const uploadStaffFileFieldsSchema = z.object({ id: reviewIdSchema });

export const uploadStaffFileContract = defineContract({
  method: 'POST',
  path: '/super/uploadfile',
  access: 'file:upload-staff',
  schema: {
    tags: ['review'],
    summary:
      "Staff add a file to an application (multipart: file, id); the applicant's upload checks apply",
    response: {
      200: z.object({
        success: z.literal(true),
        message: z.literal(MESSAGES.upload.internalSuccess),
        name: z.string(),
      }),
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      404: apiErrorSchema,
      413: apiErrorSchema,
      415: apiErrorSchema,
      422: apiErrorSchema,
      // Our addition: the account's daily upload quota (decision 028).
      429: apiErrorSchema,
      503: apiErrorSchema,
    },
  },
});
