import { apiErrorSchema } from '../../errors.ts';
import { defineContract } from '../contract.ts';
import { healthStatusSchema } from './get-healthz.ts';

export const getReadyzContract = defineContract({
  method: 'GET',
  path: '/readyz',
  access: 'public',
  schema: {
    tags: ['health'],
    summary:
      'The instance takes work: the database answers and it is not refusing requests as busy',
    description:
      "For a load balancer's health check. 503 `server_busy` (with Retry-After) while the instance refuses new API requests for load (its event loop late, its requests in progress or its database queue at their limits); 503 `unavailable` when the database does not answer. `/healthz` is the liveness check and stays 200.",
    response: { 200: healthStatusSchema, 503: apiErrorSchema },
  },
});
