import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { messageKey } from '../../message-ref.ts';
import { printedMultilineTextField } from '../../printed-text.ts';
import {
  assessedValueSchema,
  DECISION_EXPLANATION_MAX_LENGTH,
  DECISION_REASON_CODES,
  reviewIdSchema,
} from '../../review.ts';
import { defineContract } from '../contract.ts';
import { integrityNoteSchema } from '../roll-integrity/get-integrity-check.ts';
import {
  dollarsSchema,
  OFFER_RESPOND_DAYS_DEFAULT,
  OFFER_RESPOND_DAYS_MAX,
  OFFER_RESPOND_DAYS_MIN,
} from './offer-fields.ts';

export const sendOfferBodySchema = z.strictObject({
  id: reviewIdSchema,
  /** The review's version as applicationinfo gave it: a stale one is 409 version_conflict. */
  version: z.number().int().min(0),
  offered_total_value: dollarsSchema(messageKey('offers.totalRequired')),
  offered_land_value: assessedValueSchema,
  // Null here so a missing reason is refused as COMPLETE refuses it (review_refused, field).
  decision_reason: z.enum(DECISION_REASON_CODES).nullable().optional().default(null),
  decision_explanation: printedMultilineTextField
    .max(DECISION_EXPLANATION_MAX_LENGTH)
    .optional()
    .default(''),
  respond_days: z
    .number()
    .int(messageKey('offers.respondDaysRange'))
    .min(OFFER_RESPOND_DAYS_MIN, messageKey('offers.respondDaysRange'))
    .max(OFFER_RESPOND_DAYS_MAX, messageKey('offers.respondDaysRange'))
    .optional()
    .default(OFFER_RESPOND_DAYS_DEFAULT),
  /** Needed when the offered value crosses a require_note integrity guard (decision 057). */
  integrity_note: integrityNoteSchema,
});
export type SendOfferInput = z.infer<typeof sendOfferBodySchema>;

/**
 * A reviewer sends a preliminary offer instead of a final decision. Refusals: unknown_review
 * 404; review_refused 400 (COMPLETE's reason rules, or land above total, with `field`);
 * version_conflict 409; review_complete 409 (completed); review_withdrawn 409; offer_open 409
 * (an offer waits for the owner); offer_limit 409 (a third offer); no_respond_day 409
 * (Grievance Day leaves no day to answer).
 */
export const sendOfferContract = defineContract({
  method: 'POST',
  path: '/super/offer',
  access: 'review:act',
  schema: {
    tags: ['review'],
    summary:
      'Send the owner a preliminary offer to accept, counter or discuss by a respond-by date; 409 on a stale version',
    body: sendOfferBodySchema,
    response: {
      200: z.object({
        success: z.literal(true),
        /** 1 or 2. */
        number: z.number().int(),
        /** The last day to answer (YYYY-MM-DD, America/New_York). */
        respond_by: z.string(),
      }),
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      404: apiErrorSchema,
      409: apiErrorSchema,
    },
  },
});
