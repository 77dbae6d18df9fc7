import type { CompleteReviewInput } from '@ir/domain/contracts/review/complete-review.ts';
import type { ReviewRecord } from '@ir/domain/contracts/review/review-fields.ts';
import { DESIRED_VALUE_MAX_LENGTH } from '@ir/domain/filing.ts';
import type { MessageKey } from '@ir/domain/message-ref.ts';
import {
  reviewActionRefusals,
  reviewChangeWarnings,
  type DecisionReason,
  type ReviewRefusal,
  type YesNo,
} from '@ir/domain/review.ts';

/**
 * What the reviewer edits on /review/:id (SPEC §4 internal review flags, §5 internal review),
 * each field named and valued as SPEC §7's FAR / COMPLETE payload has it, so the payload is
 * the form with the new values read and the record's id and files added.
 */
export interface ReviewFormValues {
  /** The record version the form was filled from: FAR and COMPLETE send it back. */
  version: number;
  /** 'N' while the 'no total_av change' box is ticked: the received value stands. */
  total_value_change: YesNo;
  land_value_change: YesNo;
  /** The new values as typed: digits only, '' when nothing is typed. */
  assessed_total_value: string;
  assessed_land_value: string;
  data_change_needed: YesNo;
  data_change_complete: YesNo;
  sketch_change_needed: YesNo;
  sketch_change_complete: YesNo;
  partial_assessment: boolean;
  ir_notes: string;
  far_why: string;
  /** COMPLETE: the decision notice's reason ('' until chosen) and the words for the owner. */
  decision_reason: DecisionReason | '';
  decision_explanation: string;
  /** COMPLETE's note on a value below the integrity guard (decision 057); '' when none. */
  integrity_note: string;
}

export type ReviewAction = 'far' | 'complete';

/** The two assessed values, each with its new value and its change flag. */
export type AssessedValue = 'total' | 'land';

/** SPEC §7's FAR or COMPLETE body, as the form sends it. */
export type ReviewActionPayload = Omit<CompleteReviewInput, 'review_status' | 'integrity_note'> & {
  review_status: ReviewAction;
  /** COMPLETE only. */
  integrity_note?: string;
};

/**
 * The form as the record stands: a value that was changed before shows with its box cleared;
 * otherwise 'no ... change' is checked (SPEC §4 default).
 */
export function formFromRecord(record: ReviewRecord): ReviewFormValues {
  const changed = (flag: YesNo, value: number | null) => flag === 'Y' && value !== null;
  const totalChanged = changed(record.total_value_change, record.assessed_total_value);
  const landChanged = changed(record.land_value_change, record.assessed_land_value);
  return {
    version: record.version,
    total_value_change: totalChanged ? 'Y' : 'N',
    land_value_change: landChanged ? 'Y' : 'N',
    assessed_total_value: totalChanged ? String(record.assessed_total_value) : '',
    assessed_land_value: landChanged ? String(record.assessed_land_value) : '',
    data_change_needed: record.data_change_needed,
    data_change_complete: record.data_change_complete,
    sketch_change_needed: record.sketch_change_needed,
    sketch_change_complete: record.sketch_change_complete,
    partial_assessment: record.partial_assessment,
    ir_notes: record.ir_notes,
    far_why: record.far_why,
    decision_reason: record.decision_reason ?? '',
    decision_explanation: record.decision_explanation,
    integrity_note: '',
  };
}

/** SPEC §5: new values are digits only, at most 12 of them like the requested value. */
export function valueDigits(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, DESIRED_VALUE_MAX_LENGTH);
}

/**
 * Typing a new total or land value (SPEC §4): the box keeps digits only, and a typed value
 * clears its 'no ... change' box, which makes the change flag Y.
 */
export function typeValue(
  values: ReviewFormValues,
  which: AssessedValue,
  typed: string,
): ReviewFormValues {
  const digits = valueDigits(typed);
  const flag = `${which}_value_change` as const;
  return {
    ...values,
    [`assessed_${which}_value`]: digits,
    [flag]: digits === '' ? values[flag] : 'Y',
  };
}

/**
 * Ticking 'no ... change' (the change flag N) empties that value: what the box shows is then
 * what is recorded (the received value), never a number that would be ignored.
 */
export function setNoChange(
  values: ReviewFormValues,
  which: AssessedValue,
  noChange: boolean,
): ReviewFormValues {
  const field = `assessed_${which}_value` as const;
  return {
    ...values,
    [`${which}_value_change`]: noChange ? 'N' : 'Y',
    [field]: noChange ? '' : values[field],
  };
}

const valueOf = (digits: string): number | null => (digits === '' ? null : Number(digits));

/**
 * SPEC §7's FAR / COMPLETE payload, with the version the form was filled from: a value whose
 * box says no change is sent as null. The domain's refusal and warning rules read the same.
 */
export function actionPayload(
  record: ReviewRecord,
  values: ReviewFormValues,
  action: ReviewAction,
): ReviewActionPayload {
  // The integrity note goes with COMPLETE only (FAR's body has no such field).
  const { integrity_note: integrityNote, ...rest } = values;
  return {
    ...rest,
    ...(action === 'complete' && integrityNote.trim() !== ''
      ? { integrity_note: integrityNote }
      : {}),
    id: record.ir_id,
    review_status: action,
    assessed_total_value:
      values.total_value_change === 'Y' ? valueOf(values.assessed_total_value) : null,
    assessed_land_value:
      values.land_value_change === 'Y' ? valueOf(values.assessed_land_value) : null,
    decision_reason: values.decision_reason === '' ? null : values.decision_reason,
    documents: record.files.map((file) => file.name),
  };
}

/** The payload field a refusal is about (of a pair of flags, the box still to tick). */
export type RefusalField = ReviewRefusal['field'];

/**
 * Where the form shows a refusal: under its field, or under its pair of data or sketch flags
 * (a pair has at most one: the rules of its two boxes exclude each other).
 */
export type RefusalPlace =
  | Exclude<RefusalField, `${'data' | 'sketch'}_change_${'needed' | 'complete'}`>
  | 'data_change'
  | 'sketch_change';

export function placeOf(field: RefusalField): RefusalPlace {
  if (field === 'data_change_needed' || field === 'data_change_complete') return 'data_change';
  if (field === 'sketch_change_needed' || field === 'sketch_change_complete') {
    return 'sketch_change';
  }
  return field;
}

/**
 * Every reason the action may not go yet (SPEC §5, the server's own rules), each with its
 * field and its catalogue key; empty when it may go. Each field has at most one: its rules
 * exclude each other.
 */
export function actionRefusals(
  record: ReviewRecord,
  values: ReviewFormValues,
  action: ReviewAction,
): ReviewRefusal[] {
  return reviewActionRefusals(actionPayload(record, values, action), record);
}

/** SPEC §5's non-blocking warnings for a change above 100% of the received value, as keys. */
export function changeWarnings(record: ReviewRecord, values: ReviewFormValues): MessageKey[] {
  return reviewChangeWarnings(actionPayload(record, values, 'complete'), record);
}
