import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { textField } from '../../text.ts';
import { defineContract } from '../contract.ts';
import { propertySearchRecordSchema } from './property-fields.ts';

export const PROPERTY_SEARCH_MAX_LIMIT = 100;
export const PROPERTY_SEARCH_DEFAULT_LIMIT = 50;
/** `total` is exact up to this many matches; one more (1001) means "more than 1000". */
export const PROPERTY_SEARCH_COUNT_CAP = 1000;

export const searchPropertiesQuerySchema = z.strictObject({
  by: z.enum(['address', 'sbl']),
  /** Trimmed; SPEC §5 case-insensitive substring match. */
  q: textField.trim().min(1).max(200),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(PROPERTY_SEARCH_MAX_LIMIT)
    .default(PROPERTY_SEARCH_DEFAULT_LIMIT),
});
export type SearchPropertiesQuery = z.input<typeof searchPropertiesQuerySchema>;

export const propertySearchResultSchema = z.object({
  /**
   * How many parcels match, though at most `limit` are listed: exact up to
   * PROPERTY_SEARCH_COUNT_CAP, and PROPERTY_SEARCH_COUNT_CAP + 1 for any more ("1000+"), so a
   * text that matches half of a million parcels costs no more than one that matches a thousand.
   */
  total: z.number().int(),
  results: z.array(propertySearchRecordSchema),
});
export type PropertySearchResult = z.infer<typeof propertySearchResultSchema>;

/** Our addition to SPEC §7: the wizard's search as the person types, best matches first. */
export const searchPropertiesContract = defineContract({
  method: 'GET',
  path: '/ir/propertysearch',
  access: 'application:file',
  schema: {
    tags: ['filing'],
    summary: 'Parcels of this municipality whose address or SBL contains the text',
    querystring: searchPropertiesQuerySchema,
    response: {
      200: propertySearchResultSchema,
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
    },
  },
});
