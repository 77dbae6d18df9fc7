import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { messageKey } from '../../message-ref.ts';
import { isoDateSchema } from '../../municipality.ts';
import { defineContract } from '../contract.ts';
import { filingPeriodSchema } from './get-filing-period.ts';

/** A sane span for roll years; a typo like 225 or 20255 is refused. */
export const FILING_ROLL_YEAR_MIN = 2000;
export const FILING_ROLL_YEAR_MAX = 2100;

export const setFilingPeriodBodySchema = z.strictObject({
  /** The last day to file; the period ends after it in America/New_York. */
  deadline: isoDateSchema.refine(
    (d) => {
      const year = Number(d.slice(0, 4));
      return year >= FILING_ROLL_YEAR_MIN && year <= FILING_ROLL_YEAR_MAX + 1;
    },
    { message: messageKey('filingPeriod.badDeadline') },
  ),
  rollYear: z
    .number({ message: messageKey('filingPeriod.badRollYear') })
    .int({ message: messageKey('filingPeriod.badRollYear') })
    .min(FILING_ROLL_YEAR_MIN, { message: messageKey('filingPeriod.badRollYear') })
    .max(FILING_ROLL_YEAR_MAX, { message: messageKey('filingPeriod.badRollYear') }),
});
export type SetFilingPeriodBody = z.infer<typeof setFilingPeriodBodySchema>;

export const setFilingPeriodContract = defineContract({
  method: 'POST',
  path: '/admin/filing_period',
  access: 'muni:set-deadline',
  schema: {
    tags: ['admin'],
    summary: "Sets this municipality's filing deadline and roll year over the catalog's (audited)",
    body: setFilingPeriodBodySchema,
    response: {
      200: filingPeriodSchema,
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
    },
  },
});
