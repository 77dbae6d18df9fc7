import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { OFFER_STATUSES } from '../../review.ts';
import { defineContract } from '../contract.ts';
import {
  API_FILINGS_PAGE_DEFAULT,
  API_FILINGS_PAGE_MAX,
  API_KEY_SECURITY,
  apiFilingStatusSchema,
} from './filing-api-fields.ts';

export const listFilingsQuerySchema = z.strictObject({
  status: apiFilingStatusSchema.optional(),
  /** Only filings changed at or after this instant. */
  updated_since: z.iso.datetime({ offset: true }).optional(),
  /** `next_cursor` of the page before; opaque. */
  cursor: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(API_FILINGS_PAGE_MAX)
    .optional()
    .default(API_FILINGS_PAGE_DEFAULT),
});
export type ListFilingsQuery = z.infer<typeof listFilingsQuerySchema>;

export const apiFilingSummarySchema = z.object({
  id: z.number().int(),
  filing_number: z.string(),
  sbl: z.string(),
  address: z.string(),
  status: apiFilingStatusSchema,
  /** The latest preliminary offer's status, or null when none was sent. */
  offer_status: z.enum(OFFER_STATUSES).nullable(),
  submitted_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});

/**
 * Our addition (decision 053): the key's account's filings in this municipality, the most
 * recently changed first, a page at a time: `next_cursor` (null on the last page) goes back as
 * `cursor` with the same filters. A malformed cursor is 400.
 */
export const listFilingsContract = defineContract({
  method: 'GET',
  path: '/v1/filings',
  access: 'api-key',
  schema: {
    tags: ['v1'],
    summary: "The account's filings, newest changes first, with cursor paging",
    security: API_KEY_SECURITY,
    querystring: listFilingsQuerySchema,
    response: {
      200: z.object({
        filings: z.array(apiFilingSummarySchema),
        next_cursor: z.string().nullable(),
      }),
      400: apiErrorSchema,
      401: apiErrorSchema,
      429: apiErrorSchema,
    },
  },
});
