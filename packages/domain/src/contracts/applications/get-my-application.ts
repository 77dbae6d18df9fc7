import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { REVIEW_STATUSES } from '../../filing.ts';
import { DECISION_REASON_CODES, OWNER_RESPONSE_CODES } from '../../review.ts';
import { defineContract } from '../contract.ts';
import { ownerOfferSchema } from '../offers/offer-fields.ts';
import { idParamsSchema } from '../path-id.ts';
import { applicationOutcomeSchema, filingVoidSchema } from './list-my-applications.ts';

const personSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  phone: z.string(),
});

/** When the filing reached each stage of its review; null for a stage not reached. */
export const filingTimelineSchema = z.object({
  received: z.iso.datetime(),
  /** The first time staff took it up (assigned, further review or completed). */
  inReview: z.iso.datetime().nullable(),
  /** The latest move to further review (FAR). */
  furtherReview: z.iso.datetime().nullable(),
  completed: z.iso.datetime().nullable(),
  /** When the owner withdrew it. */
  withdrawn: z.iso.datetime().nullable(),
});
export type FilingTimeline = z.infer<typeof filingTimelineSchema>;

/**
 * The owner's view of one filing (our addition): as it was submitted, its files, its status
 * and the dates it reached each stage. Never a staff member's name.
 */
export const myApplicationSchema = z.object({
  id: z.number().int(),
  filingNumber: z.string(),
  sbl: z.string(),
  address: z.string(),
  /** The assessed total and land values received (at filing). */
  assessedValue: z.number().int().nullable(),
  landValue: z.number().int().nullable(),
  desiredValue: z.number().int(),
  reason: z.string(),
  valueComments: z.string(),
  owner: personSchema,
  /** Null when the owner filed for themselves. */
  applicant: personSchema.nullable(),
  comps: z.array(z.string()),
  files: z.array(
    z.object({
      /** What GET /applications/{id}/files/{fileId} takes to open it. */
      id: z.number().int(),
      name: z.string(),
      size: z.number().int(),
      uploadedAt: z.iso.datetime(),
    }),
  ),
  status: z.enum(REVIEW_STATUSES),
  /**
   * Set when the assessor's office voided the filing (decision 043; its status is then
   * `withdrawn`): when and why, never who.
   */
  voided: filingVoidSchema.nullable(),
  outcome: applicationOutcomeSchema.nullable(),
  timeline: filingTimelineSchema,
  /** The decision notice once the review is complete: the reason and the reviewer's words. */
  decision: z
    .object({
      reason: z.enum(DECISION_REASON_CODES).nullable(),
      explanation: z.string(),
    })
    .nullable(),
  /** The Grievance Day of the filing's roll (YYYY-MM-DD), when the firm has confirmed it. */
  grievanceDay: z.string().nullable(),
  /** The owner's answer to the decision, once given. */
  response: z
    .object({
      decision: z.enum(OWNER_RESPONSE_CODES),
      /** The name the owner signed with. */
      name: z.string(),
      respondedAt: z.iso.datetime(),
    })
    .nullable(),
  /**
   * The first instant answers are closed (the end of Grievance Day in New York); null when
   * the Grievance Day is not known.
   */
  respondBy: z.iso.datetime().nullable(),
  /** Whether the decision may still be answered (complete, unanswered and not closed). */
  responseOpen: z.boolean(),
  /** The latest preliminary offer as the owner reads it (never who sent it), or null. */
  offer: ownerOfferSchema.nullable(),
});
export type MyApplication = z.infer<typeof myApplicationSchema>;

export const getMyApplicationContract = defineContract({
  method: 'GET',
  path: '/applications/:id',
  access: 'application:file',
  schema: {
    tags: ['applications'],
    summary: "One of the signed-in account's filings, as submitted, with its review's stages",
    params: idParamsSchema,
    response: {
      200: myApplicationSchema,
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      404: apiErrorSchema,
    },
  },
});
