import { z } from 'zod';
import { defineContract } from '../contract.ts';

export const providersSchema = z.object({ google: z.boolean() });

export const listProvidersContract = defineContract({
  method: 'GET',
  path: '/auth/providers',
  access: 'public',
  schema: {
    tags: ['auth'],
    summary: 'Which identity-provider buttons the login and signup screen shows',
    response: { 200: providersSchema },
  },
});
