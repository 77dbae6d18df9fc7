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
  // Our additions: preliminary offers sent on the filing, the latest one's status (Offer sent,
  // Accepted, Countered, Lapsed, Closed), the latest meeting's (Booked, Cancelled, Held, No
  // show), and the days from filing to the decision (calendar days, ET).
  'Offers sent',
  'Latest offer',
  'Meeting',
  'Days to decision',
] as const;

/** The export's words for a filing's latest preliminary offer (OFFER_STATUSES). */
export const TOWN_CSV_OFFER_STATUS = {
  open: 'Offer sent',
  accepted: 'Accepted',
  countered: 'Countered',
  lapsed: 'Lapsed',
  closed: 'Closed',
} as const;

/** The export's words for a filing's latest meeting booking. */
export const TOWN_CSV_MEETING_STATUS = {
  booked: 'Booked',
  cancelled: 'Cancelled',
  held: 'Held',
  no_show: 'No show',
} as const;

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
