import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { messageKey } from '../../message-ref.ts';
import { printedMultilineTextField, printedTextField } from '../../printed-text.ts';
import { SIGNATURE_NAME_MAX_LENGTH, SIGNATURE_NAME_MIN_LENGTH } from '../../review.ts';
import { defineContract } from '../contract.ts';
import { COUNTER_REASON_MAX_LENGTH, dollarsSchema } from './offer-fields.ts';

export const OFFER_DECISIONS = ['accept', 'counter', 'meeting'] as const;
export type OfferDecision = (typeof OFFER_DECISIONS)[number];

export const respondToOfferBodySchema = z
  .strictObject({
    id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    decision: z.enum(OFFER_DECISIONS),
    /** accept: the owner's full name, typed as their signature. */
    name: printedTextField
      .trim()
      .min(SIGNATURE_NAME_MIN_LENGTH, { message: messageKey('response.nameRequired') })
      .max(SIGNATURE_NAME_MAX_LENGTH, { message: messageKey('response.nameTooLong') })
      .optional(),
    /** counter: the value the owner proposes, whole dollars. */
    counter_value: dollarsSchema(messageKey('offers.counterDigits')).optional(),
    /** counter: why. */
    counter_reason: printedMultilineTextField
      .trim()
      .max(COUNTER_REASON_MAX_LENGTH, { message: messageKey('offers.counterReasonTooLong') })
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.decision === 'accept' && body.name === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['name'],
        message: messageKey('response.nameRequired'),
      });
    }
    if (body.decision === 'counter') {
      if (body.counter_value === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['counter_value'],
          message: messageKey('offers.counterDigits'),
        });
      }
      if (!body.counter_reason) {
        ctx.addIssue({
          code: 'custom',
          path: ['counter_reason'],
          message: messageKey('offers.counterReasonRequired'),
        });
      }
    }
  });
export type RespondToOfferInput = z.infer<typeof respondToOfferBodySchema>;

/**
 * The owner answers the open offer on their filing: accept (signed with the typed name: the
 * review completes at the offered values), counter (a lower value and why: the review goes
 * back to its reviewer) or meeting (asks to talk: the offer waits for the meeting). Refusals:
 * validation_error 400 (no name, counter not digits, no reason); bad_counter 400 (at or above
 * the assessed value, or equal to the offer; `field` counter_value); not_found 404 (not the
 * account's filing here); no_open_offer 409; offer_answered 409 (a meeting asked twice).
 */
export const respondToOfferContract = defineContract({
  method: 'POST',
  path: '/applications/respond_offer',
  access: 'application:file',
  schema: {
    tags: ['applications'],
    summary: 'Accept, counter, or ask to talk about the preliminary offer on a filing',
    body: respondToOfferBodySchema,
    response: {
      200: z.object({ success: z.literal(true) }),
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      404: apiErrorSchema,
      409: apiErrorSchema,
    },
  },
});
