import { z } from 'zod';
import { DESIRED_VALUE_MAX_LENGTH, REVIEW_STATUSES } from '../../filing.ts';
import { messageKey, type MessageKey } from '../../message-ref.ts';
import { DECISION_REASON_CODES, OFFER_STATUSES, type DecisionReason } from '../../review.ts';

/** Days the owner has to answer an offer when the reviewer names none, and the range allowed. */
export const OFFER_RESPOND_DAYS_DEFAULT = 10;
export const OFFER_RESPOND_DAYS_MIN = 3;
export const OFFER_RESPOND_DAYS_MAX = 30;
/** Offers one filing may receive: the first, and one more after a counter, lapse or meeting. */
export const OFFERS_PER_FILING = 2;
export const COUNTER_REASON_MAX_LENGTH = 2000;

/** A whole-dollar value, as a JSON number or as the digits of a text input. */
export const dollarsSchema = (message: MessageKey) =>
  z.union(
    [
      z
        .number()
        .int(message)
        .min(0, message)
        .max(10 ** DESIRED_VALUE_MAX_LENGTH - 1, message),
      z
        .string()
        .trim()
        .regex(new RegExp(`^\\d{1,${DESIRED_VALUE_MAX_LENGTH}}$`), message)
        .transform(Number),
    ],
    { message },
  );

/** Why an offer is refused before anything is written: COMPLETE's reason rules, and the values. */
export interface OfferRefusal {
  field: 'decision_reason' | 'decision_explanation' | 'offered_land_value';
  message: MessageKey;
}

/**
 * The offer's own checks, shared by the review screen and the server: a reason as COMPLETE
 * needs one (and words for `other`), and a land value not above the total.
 */
export function offerRefusal(input: {
  offered_total_value: number;
  offered_land_value: number | null;
  decision_reason: DecisionReason | null;
  decision_explanation: string;
}): OfferRefusal | undefined {
  if (input.offered_land_value !== null && input.offered_land_value > input.offered_total_value) {
    return { field: 'offered_land_value', message: messageKey('review.landOverTotal') };
  }
  if (!input.decision_reason) {
    return { field: 'decision_reason', message: messageKey('review.decisionReason') };
  }
  if (input.decision_reason === 'other' && input.decision_explanation.trim() === '') {
    return { field: 'decision_explanation', message: messageKey('review.decisionExplanation') };
  }
  return undefined;
}

/**
 * The latest offer as the owner reads it on the filing page: never who sent it. The values
 * before are the filing's `assessedValue` / `landValue`.
 */
export const ownerOfferSchema = z.object({
  /** 1 or 2: the filing's first or second offer. */
  number: z.number().int(),
  status: z.enum(OFFER_STATUSES),
  offered_total_value: z.number().int(),
  offered_land_value: z.number().int().nullable(),
  decision_reason: z.enum(DECISION_REASON_CODES),
  decision_explanation: z.string(),
  /** When it was sent (ISO 8601): the owner's status steps date "Preliminary offer" by it. */
  sent_at: z.string(),
  /** The last day to answer (YYYY-MM-DD, America/New_York). */
  respond_by: z.string(),
  /** The owner asked to talk to a reviewer: the offer waits for the meeting. */
  meeting_requested: z.boolean(),
  counter_value: z.number().int().nullable(),
  counter_reason: z.string().nullable(),
  /** When the owner accepted or countered (ISO 8601); null before. */
  responded_at: z.string().nullable(),
  /** Whether the owner may still accept, counter or ask to talk (open). */
  can_respond: z.boolean(),
});
export type OwnerOffer = z.infer<typeof ownerOfferSchema>;

/** One offer as staff read it on the review screen, with who sent it and the owner's answer. */
export const staffOfferSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  status: z.enum(OFFER_STATUSES),
  offered_total_value: z.number().int(),
  offered_land_value: z.number().int().nullable(),
  decision_reason: z.enum(DECISION_REASON_CODES),
  decision_explanation: z.string(),
  respond_by: z.string(),
  /** The review status the filing returns to on a counter or lapse. */
  status_before: z.enum(REVIEW_STATUSES),
  /** The e-mail of the staff member who sent it; null once that account is gone. */
  sent_by: z.string().nullable(),
  sent_at: z.string(),
  meeting_requested_at: z.string().nullable(),
  responded_at: z.string().nullable(),
  /** The name the owner typed to accept. */
  signature_name: z.string().nullable(),
  counter_value: z.number().int().nullable(),
  counter_reason: z.string().nullable(),
  lapsed_at: z.string().nullable(),
  closed_at: z.string().nullable(),
});
export type StaffOffer = z.infer<typeof staffOfferSchema>;
