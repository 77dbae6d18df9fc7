import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { submitReviewBodySchema } from '../../filing.ts';
import { defineContract } from '../contract.ts';

/** What /confirm shows (SPEC §2), as the server recorded it. */
export const confirmationSchema = z.object({
  ir_id: z.number().int(),
  /** The filing number people quote: municipality-year-id, e.g. KENT-2025-000123. */
  filingNumber: z.string(),
  sbl: z.string(),
  address: z.string(),
  /** The assessed total value received (total_av at filing). */
  assessedValue: z.number().int().nullable(),
  desiredValue: z.number().int(),
  reason: z.string(),
  valueComments: z.string(),
  fileCount: z.number().int(),
  submittedAt: z.iso.datetime(),
});
export type Confirmation = z.infer<typeof confirmationSchema>;

/**
 * SPEC §7 submission. Refusals (error_message): bad_captcha 400, period_expired 403,
 * app_exists 409, not_found 404 (parcel not in this municipality), validation 400.
 */
export const submitReviewContract = defineContract({
  method: 'POST',
  path: '/ir/submit_review',
  access: 'application:file',
  schema: {
    tags: ['filing'],
    summary: 'File the informal review for a parcel, once per filing year',
    body: submitReviewBodySchema,
    response: {
      200: z.object({
        success: z.literal(true),
        ir_id: z.number().int(),
        confirmation: confirmationSchema,
      }),
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      404: apiErrorSchema,
      409: apiErrorSchema,
    },
  },
});
