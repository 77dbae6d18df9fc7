import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { isoDateSchema } from '../../municipality.ts';
import { defineContract } from '../contract.ts';

/**
 * The filing period in force and where it comes from: the municipality's default (decision 034), or a
 * mega-admin's override (which wins until it is reset).
 */
export const filingPeriodSchema = z.object({
  deadline: isoDateSchema,
  rollYear: z.number().int(),
  source: z.enum(['catalog', 'override']),
  catalogDeadline: isoDateSchema,
  catalogRollYear: z.number().int(),
  expired: z.boolean(),
});
export type FilingPeriod = z.infer<typeof filingPeriodSchema>;

export const getFilingPeriodContract = defineContract({
  method: 'GET',
  path: '/admin/filing_period',
  access: 'muni:set-deadline',
  schema: {
    tags: ['admin'],
    summary:
      "This municipality's filing deadline and roll year, and whether they are the catalog's",
    response: { 200: filingPeriodSchema, 401: apiErrorSchema, 403: apiErrorSchema },
  },
});
