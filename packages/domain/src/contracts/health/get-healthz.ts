import { z } from 'zod';
import { defineContract } from '../contract.ts';

export const healthStatusSchema = z.object({ status: z.literal('ok') });

export const getHealthzContract = defineContract({
  method: 'GET',
  path: '/healthz',
  access: 'public',
  schema: {
    tags: ['health'],
    summary: 'The process is alive',
    response: { 200: healthStatusSchema },
  },
});
