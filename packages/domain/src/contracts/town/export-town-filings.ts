import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { csvTimeHeader } from '../../time.ts';
import { defineContract } from '../contract.ts';

/**
 * The export's header row; every row after it has these cells in this order. The review
 * list's columns, without the staff's e-mail addresses and assignee ids (decision 022).
 */
export const TOWN_CSV_COLUMNS = [
  'Filing number',
  'SBL',
  'Class',
  'Number',
  'Name',
  csvTimeHeader('Submitted'),
  'Status',
  'Original value',
  'New assessed value',
  // The new assessed total value minus the original, in whole dollars: -15000 for a reduction.
  'Change in assessed value',
  'Data change needed',
  'Data change complete',
  'Sketch change needed',
  'Sketch change complete',
  // Our addition: the owner's answer to a completed review (Accepted, Disagreed, No response).
  'Owner response',
] as const;

export const exportTownFilingsContract = defineContract({
  method: 'GET',
  path: '/town/export',
  access: 'town:dashboard',
  schema: {
    tags: ['town'],
    summary: 'Every filing of this municipality as CSV (RFC 4180), in filing order, streamed',
    response: { 200: z.string(), 401: apiErrorSchema, 403: apiErrorSchema },
  },
});
