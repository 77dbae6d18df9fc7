import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { REVIEW_STATUSES } from '../../filing.ts';
import { OWNER_RESPONSE_CODES } from '../../review.ts';
import { defineContract } from '../contract.ts';

/** What a completed review decided (the review's outcome): the assessed total before and after. */
export const applicationOutcomeSchema = z.object({
  received_total_value: z.number().int().nullable(),
  assessed_total_value: z.number().int().nullable(),
});
export type ApplicationOutcome = z.infer<typeof applicationOutcomeSchema>;

/**
 * A filing the assessor's office voided (decision 043): when, and the reason it gave. The
 * owner reads it; who voided it is staff's to know.
 */
export const filingVoidSchema = z.object({
  voided_at: z.iso.datetime(),
  reason: z.string(),
});
export type FilingVoid = z.infer<typeof filingVoidSchema>;

/**
 * A completed review's decision the owner has not answered while answers are still open: the
 * last day to answer, its roll's Grievance Day (YYYY-MM-DD), or null when the settings name
 * none (answers stay open until they do).
 */
export const awaitingAnswerSchema = z.object({
  answer_by: z.iso.date().nullable(),
});
export type AwaitingAnswer = z.infer<typeof awaitingAnswerSchema>;

/**
 * SPEC §3 application list row: [sbl, date_submitted (ISO 8601), desired_value, loc_st_nbr,
 * loc_prefix_dir, loc_st_name, loc_mail_st_suff, loc_unit], then our additions review_status,
 * the outcome (null until the review is complete), the filing's id (for its own page) and,
 * for a filing the assessor's office voided, when and why (else null), the owner's answer to
 * the decision (accept | disagree, null before one) and, while a completed review's decision
 * awaits that answer, by when (else null).
 */
export const myApplicationRowSchema = z.tuple([
  z.string(),
  z.iso.datetime(),
  z.number().int(),
  z.string().nullable(),
  z.string().nullable(),
  z.string().nullable(),
  z.string().nullable(),
  z.string().nullable(),
  z.enum(REVIEW_STATUSES),
  applicationOutcomeSchema.nullable(),
  z.number().int(),
  filingVoidSchema.nullable(),
  z.enum(OWNER_RESPONSE_CODES).nullable(),
  awaitingAnswerSchema.nullable(),
]);
export type MyApplicationRow = z.infer<typeof myApplicationRowSchema>;

export const listMyApplicationsContract = defineContract({
  method: 'GET',
  path: '/applications/view',
  access: 'application:file',
  schema: {
    tags: ['applications'],
    summary: "The signed-in account's submitted applications, newest first",
    response: { 200: z.array(myApplicationRowSchema), 401: apiErrorSchema, 403: apiErrorSchema },
  },
});
