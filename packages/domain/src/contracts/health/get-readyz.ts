import { apiErrorSchema } from '../../errors.ts';
import { defineContract } from '../contract.ts';
import { healthStatusSchema } from './get-healthz.ts';

export const getReadyzContract = defineContract({
  method: 'GET',
  path: '/readyz',
  access: 'public',
  schema: {
    tags: ['health'],
    summary: 'The database answers',
    response: { 200: healthStatusSchema, 503: apiErrorSchema },
  },
});
