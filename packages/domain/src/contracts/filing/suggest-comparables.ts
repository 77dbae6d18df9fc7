import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { defineContract } from '../contract.ts';
import { comparableSaleSchema, printKeyField } from './property-fields.ts';

export const MAX_SUGGESTED_COMPS = 10;

export const suggestedComparableSchema = comparableSaleSchema.extend({
  /** 0 to 1, higher is more similar (docs/comparable-sales.md). */
  score: z.number().min(0).max(1),
  /** Why it was picked, in words a person reads, e.g. "Same neighbourhood". */
  reasons: z.array(z.string()),
});
export type SuggestedComparable = z.infer<typeof suggestedComparableSchema>;

/** Our addition: recent arms-length sales ranked by similarity to the subject parcel. */
export const suggestComparablesContract = defineContract({
  method: 'POST',
  path: '/ir/suggestcomps',
  access: 'application:file',
  schema: {
    tags: ['filing'],
    summary: 'Up to 10 recent sales most like the subject parcel, with score and reasons',
    body: z.strictObject({ print_key: printKeyField }),
    response: {
      200: z.object({ results: z.array(suggestedComparableSchema).max(MAX_SUGGESTED_COMPS) }),
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      404: apiErrorSchema,
    },
  },
});
