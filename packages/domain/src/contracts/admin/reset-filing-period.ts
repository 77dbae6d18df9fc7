import { apiErrorSchema } from '../../errors.ts';
import { defineContract } from '../contract.ts';
import { filingPeriodSchema } from './get-filing-period.ts';

export const resetFilingPeriodContract = defineContract({
  method: 'POST',
  path: '/admin/filing_period/reset',
  access: 'muni:set-deadline',
  schema: {
    tags: ['admin'],
    summary: "Removes the override: the catalog's filing deadline applies again (audited)",
    response: { 200: filingPeriodSchema, 401: apiErrorSchema, 403: apiErrorSchema },
  },
});
