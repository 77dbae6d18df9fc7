import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { textField } from '../../text.ts';
import { defineContract } from '../contract.ts';
import { rankedComparableSaleSchema } from './review-fields.ts';

export const MAX_REVIEWER_COMPS = 10;

const code = textField.trim().min(1).max(40);

/** SPEC §7 rpscomps: the subject parcel by its roll identifiers. */
export const listReviewerComparablesBodySchema = z.strictObject({
  parcel_id: code,
  swis_co: code.nullable().optional(),
  swis_town: code.nullable().optional(),
  swis_vg: code.nullable().optional(),
});

export type ListReviewerComparablesInput = z.infer<typeof listReviewerComparablesBodySchema>;

export const listReviewerComparablesContract = defineContract({
  method: 'POST',
  path: '/super/rpscomps',
  access: 'review:list',
  schema: {
    tags: ['review'],
    summary: 'Recent sales most like the subject parcel, best first, as comparable sale records',
    body: listReviewerComparablesBodySchema,
    response: {
      200: z.array(rankedComparableSaleSchema).max(MAX_REVIEWER_COMPS),
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      404: apiErrorSchema,
    },
  },
});
