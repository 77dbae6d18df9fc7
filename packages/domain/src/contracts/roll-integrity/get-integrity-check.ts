import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { reviewIdSchema } from '../../review.ts';
import { INTEGRITY_GUARDS, INTEGRITY_NOTE_MAX_LENGTH } from '../../roll-integrity.ts';
import { multilineTextField } from '../../text.ts';
import { defineContract } from '../contract.ts';

/**
 * COMPLETE's and an offer's note on a value that crossed the integrity guard (decision 057):
 * with require_note such a value needs one of INTEGRITY_NOTE_MIN_LENGTH characters (the
 * service decides, as only it knows whether the value crossed); sent without cause it is
 * accepted and not stored.
 */
export const integrityNoteSchema = multilineTextField
  .max(INTEGRITY_NOTE_MAX_LENGTH)
  .optional()
  .default('');

/**
 * What the review screen's integrity check computes from as the reviewer types (decision 057):
 * the municipality's guard, the subject's living area, the comparables on the screen (the
 * applicant's chosen ones and the reviewer's ranked ones, each sale once) and the subject's
 * neighbourhood's ratio sample (same class group; the values after the season's completed
 * reviews). `integrityCheck` in the domain turns it into the figures, here and on COMPLETE.
 */
export const integrityCheckDataSchema = z.object({
  guard: z.enum(INTEGRITY_GUARDS),
  subject_sfla: z.number().int().nullable(),
  nbhd: z.string().nullable(),
  comparables: z.array(
    z.object({
      sbl: z.string(),
      price: z.number().int().nullable(),
      sfla: z.number().int().nullable(),
    }),
  ),
  sales: z.array(
    z.object({
      assessed: z.number().nonnegative(),
      price: z.number().nonnegative(),
      /** The subject parcel's own sale: it takes the proposed value after the decision. */
      subject: z.boolean(),
    }),
  ),
});
export type IntegrityCheckData = z.infer<typeof integrityCheckDataSchema>;

export const getIntegrityCheckContract = defineContract({
  method: 'GET',
  path: '/super/integrity',
  access: 'review:act',
  schema: {
    tags: ['review'],
    summary:
      "The integrity check's data for one review: the guard, the subject's living area, the comparables and the neighbourhood's ratio sample (404 when not in this municipality)",
    querystring: z.strictObject({ id: reviewIdSchema }),
    response: {
      200: integrityCheckDataSchema,
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      404: apiErrorSchema,
    },
  },
});
