import { z } from 'zod';
import { defineContract } from '../contract.ts';

export const getGoogleAnalyticsContract = defineContract({
  method: 'GET',
  path: '/google_analytics',
  access: 'public',
  schema: {
    tags: ['municipality'],
    summary: 'The Google Analytics measurement id as plain text; empty when analytics is off',
    response: { 200: z.string() },
  },
});
