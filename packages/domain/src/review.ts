import { z } from 'zod';
import { DESIRED_VALUE_MAX_LENGTH, COMMENTS_MAX_LENGTH } from './filing.ts';
import { messageKey, type MessageKey } from './message-ref.ts';

/**
 * Staff review (SPEC §4 internal review flags, §5 internal review): the checks FAR and
 * COMPLETE must pass. Pure, so the review screen shows the same message the server refuses with.
 */

/** SPEC §3 writes the review flags as 'Y' or 'N'. */
export const yesNoSchema = z.enum(['Y', 'N']);
export type YesNo = z.infer<typeof yesNoSchema>;

/** The largest id the API takes: a JSON number stays exact up to here. */
const MAX_ID = Number.MAX_SAFE_INTEGER;

/** An application (ir_id) as a JSON number or as the digits of a query string. */
export const reviewIdSchema = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d{1,16}$/),
  ])
  .transform(Number)
  .pipe(z.number().int().min(1).max(MAX_ID));

/** A staff account's id, as assign_review takes it. */
export const userIdSchema = z.number().int().min(1).max(MAX_ID);

/**
 * A new assessed value: digits only (SPEC §5), at most 12 like the requested value; typed as a
 * number or as the text of an input. Empty text and null both mean "no value typed".
 */
export const assessedValueSchema = z
  .union([
    z
      .number()
      .int()
      .min(0)
      .max(10 ** DESIRED_VALUE_MAX_LENGTH - 1),
    z
      .string()
      .trim()
      .regex(/^\d{0,12}$/, 'Enter the value in whole dollars, digits only.')
      .transform((value) => (value === '' ? null : Number(value))),
    z.null(),
  ])
  .optional()
  .transform((value) => value ?? null);

export const REVIEW_NOTES_MAX_LENGTH = COMMENTS_MAX_LENGTH;

/**
 * Why a review ended as it did, chosen on COMPLETE (our addition): the owner reads it on the
 * decision notice, in these words.
 */
export const DECISION_REASONS = {
  comparable_sales_support: 'Sales of comparable properties support the assessment',
  inventory_corrected: "The property's inventory (its size, features or class) was corrected",
  condition_considered: "The property's condition was taken into account",
  insufficient_evidence: 'The evidence given was not enough to change the assessment',
  other: 'Other (explained below)',
} as const;
export type DecisionReason = keyof typeof DECISION_REASONS;
export const DECISION_REASON_CODES = Object.keys(DECISION_REASONS) as [
  DecisionReason,
  ...DecisionReason[],
];
/** The reviewer's explanation the owner reads beside the reason. */
export const DECISION_EXPLANATION_MAX_LENGTH = 2000;

/**
 * The owner's answer to a completed review's decision: accept the new value (a signed
 * agreement) or disagree (a grievance to the Board of Assessment Review). What staff read.
 */
export const OWNER_RESPONSES = { accept: 'Accepted', disagree: 'Disagreed' } as const;
export type OwnerResponse = keyof typeof OWNER_RESPONSES;
export const OWNER_RESPONSE_CODES = Object.keys(OWNER_RESPONSES) as [
  OwnerResponse,
  ...OwnerResponse[],
];
/** What staff read for a completed review the owner has not answered. */
export const NO_OWNER_RESPONSE = 'No response';
/**
 * A preliminary offer's life: open (waiting for the owner), accepted, countered, lapsed (the
 * respond-by date passed), or closed (the reviewer decided, or the owner withdrew).
 */
export const OFFER_STATUSES = ['open', 'accepted', 'countered', 'lapsed', 'closed'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
/** The shortest full name accepted as a signature. */
export const SIGNATURE_NAME_MIN_LENGTH = 2;
export const SIGNATURE_NAME_MAX_LENGTH = 200;
/** Why an administrator voided a filing (decision 043): enough words to tell the filer why. */
export const VOID_REASON_MIN_LENGTH = 10;
export const VOID_REASON_MAX_LENGTH = 500;

/** What FAR and COMPLETE read of the reviewer's screen (SPEC §7 payload, minus id). */
export interface ReviewActionInput {
  review_status: 'far' | 'complete';
  total_value_change: YesNo;
  land_value_change: YesNo;
  data_change_needed: YesNo;
  sketch_change_needed: YesNo;
  data_change_complete: YesNo;
  sketch_change_complete: YesNo;
  assessed_total_value: number | null;
  assessed_land_value: number | null;
  far_why: string;
  /** COMPLETE only: why, from DECISION_REASONS, and the words for the owner. */
  decision_reason?: DecisionReason | null | undefined;
  decision_explanation?: string | undefined;
}

export interface ReceivedValues {
  received_total_value: number | null;
  received_land_value: number | null;
}

/**
 * The values a review records: the new ones, or the received ones when the
 * reviewer checked 'no change'.
 */
export function assessedValuesOf(
  input: Pick<
    ReviewActionInput,
    'total_value_change' | 'land_value_change' | 'assessed_total_value' | 'assessed_land_value'
  >,
  received: ReceivedValues,
): { total: number | null; land: number | null } {
  return {
    total:
      input.total_value_change === 'Y' ? input.assessed_total_value : received.received_total_value,
    land:
      input.land_value_change === 'Y' ? input.assessed_land_value : received.received_land_value,
  };
}

/**
 * A reason FAR or COMPLETE is refused, and the field of the FAR / COMPLETE payload that
 * answers it (of a pair of flags, the one still to tick).
 */
export interface ReviewRefusal {
  field: Extract<
    keyof ReviewActionInput,
    | 'assessed_total_value'
    | 'assessed_land_value'
    | 'data_change_needed'
    | 'data_change_complete'
    | 'sketch_change_needed'
    | 'sketch_change_complete'
    | 'far_why'
    | 'decision_reason'
    | 'decision_explanation'
  >;
  message: MessageKey;
}

/**
 * Every reason FAR or COMPLETE is refused (SPEC §5), in the order the source checks them, so
 * the review screen can show them all at once beside their fields; empty when it may go.
 */
export function reviewActionRefusals(
  input: ReviewActionInput,
  received: ReceivedValues,
): ReviewRefusal[] {
  const refusals: ReviewRefusal[] = [];
  const refuse = (field: ReviewRefusal['field'], message: MessageKey) =>
    refusals.push({ field, message });
  if (input.total_value_change === 'Y' && input.assessed_total_value === null) {
    refuse('assessed_total_value', messageKey('review.totalRequired'));
  }
  if (input.land_value_change === 'Y' && input.assessed_land_value === null) {
    refuse('assessed_land_value', messageKey('review.landRequired'));
  }
  const { total, land } = assessedValuesOf(input, received);
  if (total !== null && land !== null && land > total) {
    refuse('assessed_land_value', messageKey('review.landOverTotal'));
  }
  // SPEC §4: 'completed' can only be ticked once 'needed' is.
  if (input.data_change_complete === 'Y' && input.data_change_needed !== 'Y') {
    refuse('data_change_needed', messageKey('review.dataCompleteWithoutNeeded'));
  }
  if (input.sketch_change_complete === 'Y' && input.sketch_change_needed !== 'Y') {
    refuse('sketch_change_needed', messageKey('review.sketchCompleteWithoutNeeded'));
  }
  if (input.review_status === 'far') {
    if (input.far_why.trim() === '') refuse('far_why', messageKey('review.farComment'));
    return refusals;
  }
  if (input.data_change_needed === 'Y' && input.data_change_complete !== 'Y') {
    refuse('data_change_complete', messageKey('review.dataChangePending'));
  }
  if (input.sketch_change_needed === 'Y' && input.sketch_change_complete !== 'Y') {
    refuse('sketch_change_complete', messageKey('review.sketchChangePending'));
  }
  if (!input.decision_reason) {
    refuse('decision_reason', messageKey('review.decisionReason'));
  } else if (
    input.decision_reason === 'other' &&
    (input.decision_explanation ?? '').trim() === ''
  ) {
    refuse('decision_explanation', messageKey('review.decisionExplanation'));
  }
  return refusals;
}

/**
 * Why FAR or COMPLETE is refused: the first of its refusals, or undefined. The server answers
 * it as a 400 naming its field, as SPEC §8 has one text per failure.
 */
export function reviewActionRefusal(
  input: ReviewActionInput,
  received: ReceivedValues,
): ReviewRefusal | undefined {
  return reviewActionRefusals(input, received)[0];
}

/** SPEC §5's non-blocking warnings: a change above 100% of the received value. */
export function reviewChangeWarnings(
  input: Pick<ReviewActionInput, 'assessed_total_value' | 'assessed_land_value'>,
  received: ReceivedValues,
): MessageKey[] {
  const over = (next: number | null, before: number | null) =>
    next !== null && before !== null && before > 0 && Math.abs(next - before) / before > 1;
  return [
    ...(over(input.assessed_total_value, received.received_total_value)
      ? [messageKey('review.totalOver100')]
      : []),
    ...(over(input.assessed_land_value, received.received_land_value)
      ? [messageKey('review.landOver100')]
      : []),
  ];
}

/**
 * Which status changes FAR and COMPLETE may make (decision 021). FAR again on a FAR review
 * saves its new values and comment; a completed review is final except for a reopen. A review
 * with an open preliminary offer may be decided too (the offer is then closed).
 */
export function reviewTransition(
  from: 'incomplete' | 'far' | 'offer' | 'complete',
  to: 'far' | 'complete',
): 'allowed' | 'reopen' | 'final' {
  if (from !== 'complete') return 'allowed';
  return to === 'far' ? 'reopen' : 'final';
}

/** The official grievance form, RP-524, on the State's website (Department of Taxation and Finance). */
export const RP524_FORM_URL = 'https://www.tax.ny.gov/pdf/current_forms/orpts/rp524_fill_in.pdf';
