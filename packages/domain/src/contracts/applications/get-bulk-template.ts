import { z } from 'zod';
import { defineContract } from '../contract.ts';

/** The CSV template of a batch (docs/bulk-filing.md): the header and one example row. */
export const getBulkTemplateContract = defineContract({
  method: 'GET',
  path: '/applications/bulk/template.csv',
  access: 'public',
  schema: {
    tags: ['applications'],
    summary: 'The CSV template for filing several properties at once',
    response: { 200: z.string() },
  },
});
