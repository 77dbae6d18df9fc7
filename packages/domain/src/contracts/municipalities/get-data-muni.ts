import { z } from 'zod';
import { defineContract } from '../contract.ts';

export const getDataMuniContract = defineContract({
  method: 'GET',
  path: '/data-muni',
  access: 'public',
  schema: {
    tags: ['municipality'],
    summary: "The request's municipality key, as plain text",
    response: { 200: z.string() },
  },
});
