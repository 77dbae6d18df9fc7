import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { DECISION_REASON_CODES, OFFER_STATUSES, OWNER_RESPONSE_CODES } from '../../review.ts';
import { defineContract } from '../contract.ts';
import {
  API_KEY_SECURITY,
  apiFilingStatusSchema,
  filingNumberSchema,
} from './filing-api-fields.ts';

export const apiFilingSchema = z.object({
  id: z.number().int(),
  filing_number: z.string(),
  sbl: z.string(),
  address: z.string(),
  status: apiFilingStatusSchema,
  values: z.object({
    /** The assessed total and land values when it was filed. */
    received_total_value: z.number().int().nullable(),
    received_land_value: z.number().int().nullable(),
    requested_value: z.number().int(),
  }),
  /** Once the review is complete: the value after review, the reason and the reviewer's words. */
  decision: z
    .object({
      assessed_total_value: z.number().int().nullable(),
      reason: z.enum(DECISION_REASON_CODES).nullable(),
      explanation: z.string(),
    })
    .nullable(),
  /**
   * The latest preliminary offer (open, or what became of it), or null when none was sent:
   * the offered values, why, the last day to answer (YYYY-MM-DD, America/New_York) and the
   * owner's answer. Never who sent it.
   */
  offer: z
    .object({
      number: z.number().int(),
      status: z.enum(OFFER_STATUSES),
      offered_total_value: z.number().int(),
      offered_land_value: z.number().int().nullable(),
      reason: z.enum(DECISION_REASON_CODES),
      explanation: z.string(),
      sent_at: z.iso.datetime(),
      respond_by: z.iso.date(),
      meeting_requested: z.boolean(),
      counter_value: z.number().int().nullable(),
      responded_at: z.iso.datetime().nullable(),
    })
    .nullable(),
  /** The owner's answer to the decision, once given. */
  response: z
    .object({ decision: z.enum(OWNER_RESPONSE_CODES), responded_at: z.iso.datetime() })
    .nullable(),
  voided: z.object({ voided_at: z.iso.datetime(), reason: z.string() }).nullable(),
  dates: z.object({
    submitted_at: z.iso.datetime(),
    in_review_at: z.iso.datetime().nullable(),
    further_review_at: z.iso.datetime().nullable(),
    completed_at: z.iso.datetime().nullable(),
    withdrawn_at: z.iso.datetime().nullable(),
    respond_by: z.iso.datetime().nullable(),
  }),
  files: z.array(z.object({ name: z.string(), size: z.number().int() })),
  /**
   * The filing's documents as they exist so far, as absolute links under `/v1` that the same
   * key opens: the decision notice once complete, the signed agreement or the grievance
   * packet once the owner answered.
   */
  documents: z.array(
    z.object({
      kind: z.enum(['decision_notice', 'agreement', 'grievance_packet']),
      url: z.string(),
    }),
  ),
});
export type ApiFiling = z.infer<typeof apiFilingSchema>;

/** Our addition (decision 053): one of the account's filings by its number; any other is 404. */
export const getFilingContract = defineContract({
  method: 'GET',
  path: '/v1/filings/:filing_number',
  access: 'api-key',
  schema: {
    tags: ['v1'],
    summary:
      'One filing of the account: status, decision or offer, values, dates and document links',
    security: API_KEY_SECURITY,
    params: z.strictObject({ filing_number: filingNumberSchema }),
    response: {
      200: apiFilingSchema,
      400: apiErrorSchema,
      401: apiErrorSchema,
      404: apiErrorSchema,
      429: apiErrorSchema,
    },
  },
});
