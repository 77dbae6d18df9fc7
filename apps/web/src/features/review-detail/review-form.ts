import type { CompleteReviewInput } from '@ir/domain/contracts/review/complete-review.ts';
import type { ReviewRecord } from '@ir/domain/contracts/review/review-fields.ts';
import { DESIRED_VALUE_MAX_LENGTH } from '@ir/domain/filing.ts';
import {
  reviewActionRefusals,
  type DecisionReason,
  reviewChangeWarnings,
  type ReviewActionInput,
  type ReviewRefusal,
  type YesNo,
} from '@ir/domain/review.ts';

/** What the reviewer edits on /review/:id (SPEC §4 internal review flags, §5 internal review). */
export interface ReviewFormState {
  /** The record version the form was filled from: FAR and COMPLETE send it back. */
  version: number;
  /** Digits only, '' when nothing is typed. */
  newTotal: string;
  newLand: string;
  noTotalChange: boolean;
  noLandChange: boolean;
  dataNeeded: boolean;
  dataComplete: boolean;
  sketchNeeded: boolean;
  sketchComplete: boolean;
  partialAssessment: boolean;
  notes: string;
  farWhy: string;
  /** COMPLETE: the decision notice's reason ('' until chosen) and the words for the owner. */
  decisionReason: DecisionReason | '';
  decisionExplanation: string;
}

export type ReviewAction = 'far' | 'complete';

/** Which field a refusal belongs to, so its message sits under (and describes) that field. */
export type ReviewField =
  | 'newTotal'
  | 'newLand'
  | 'dataFlags'
  | 'sketchFlags'
  | 'farWhy'
  | 'decisionReason'
  | 'decisionExplanation';

const yn = (flag: boolean): YesNo => (flag ? 'Y' : 'N');

/**
 * The form as the record stands: a value that was changed before shows with its box cleared;
 * otherwise 'no ... change' is checked (SPEC §4 default).
 */
export function formFromRecord(record: ReviewRecord): ReviewFormState {
  const changed = (flag: YesNo, value: number | null) => flag === 'Y' && value !== null;
  const totalChanged = changed(record.total_value_change, record.assessed_total_value);
  const landChanged = changed(record.land_value_change, record.assessed_land_value);
  return {
    version: record.version,
    newTotal: totalChanged ? String(record.assessed_total_value) : '',
    newLand: landChanged ? String(record.assessed_land_value) : '',
    noTotalChange: !totalChanged,
    noLandChange: !landChanged,
    dataNeeded: record.data_change_needed === 'Y',
    dataComplete: record.data_change_complete === 'Y',
    sketchNeeded: record.sketch_change_needed === 'Y',
    sketchComplete: record.sketch_change_complete === 'Y',
    partialAssessment: record.partial_assessment,
    notes: record.ir_notes,
    farWhy: record.far_why,
    decisionReason: record.decision_reason ?? '',
    decisionExplanation: record.decision_explanation,
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
  state: ReviewFormState,
  field: 'newTotal' | 'newLand',
  typed: string,
): ReviewFormState {
  const digits = valueDigits(typed);
  const flag = field === 'newTotal' ? 'noTotalChange' : 'noLandChange';
  return { ...state, [field]: digits, [flag]: digits === '' ? state[flag] : false };
}

/**
 * Ticking 'no ... change' empties that value: what the box shows is then what is recorded
 * (the received value), never a number that would be ignored.
 */
export function setNoChange(
  state: ReviewFormState,
  flag: 'noTotalChange' | 'noLandChange',
  checked: boolean,
): ReviewFormState {
  const field = flag === 'noTotalChange' ? 'newTotal' : 'newLand';
  return { ...state, [flag]: checked, [field]: checked ? '' : state[field] };
}

const valueOf = (digits: string): number | null => (digits === '' ? null : Number(digits));

/** The domain's view of the form, for its refusal and warning rules. */
export function actionInput(state: ReviewFormState, action: ReviewAction): ReviewActionInput {
  return {
    review_status: action,
    total_value_change: yn(!state.noTotalChange),
    land_value_change: yn(!state.noLandChange),
    data_change_needed: yn(state.dataNeeded),
    sketch_change_needed: yn(state.sketchNeeded),
    data_change_complete: yn(state.dataComplete),
    sketch_change_complete: yn(state.sketchComplete),
    assessed_total_value: state.noTotalChange ? null : valueOf(state.newTotal),
    assessed_land_value: state.noLandChange ? null : valueOf(state.newLand),
    far_why: state.farWhy,
    decision_reason: state.decisionReason === '' ? null : state.decisionReason,
    decision_explanation: state.decisionExplanation,
  };
}

/** SPEC §7's FAR / COMPLETE payload, with the version the form was filled from. */
export function actionPayload(
  record: ReviewRecord,
  state: ReviewFormState,
  action: ReviewAction,
): Omit<CompleteReviewInput, 'review_status'> & { review_status: ReviewAction } {
  const input = actionInput(state, action);
  return {
    id: record.ir_id,
    version: state.version,
    ...input,
    decision_reason: input.decision_reason ?? null,
    decision_explanation: input.decision_explanation ?? '',
    partial_assessment: state.partialAssessment,
    ir_notes: state.notes,
    documents: record.files.map((file) => file.name),
  };
}

/** The form's place for each payload field a refusal names. */
const FIELD_OF: Readonly<Record<ReviewRefusal['field'], ReviewField>> = {
  assessed_total_value: 'newTotal',
  assessed_land_value: 'newLand',
  data_change_needed: 'dataFlags',
  data_change_complete: 'dataFlags',
  sketch_change_needed: 'sketchFlags',
  sketch_change_complete: 'sketchFlags',
  far_why: 'farWhy',
  decision_reason: 'decisionReason',
  decision_explanation: 'decisionExplanation',
};

/** A refusal and the field it concerns, so its message sits under (and describes) that field. */
export interface Refusal {
  message: string;
  field: ReviewField;
}

/**
 * Every reason the action may not go yet (SPEC §5, the server's own rules), each with its
 * field; empty when it may go. Each field has at most one: its rules exclude each other.
 */
export function actionRefusals(
  record: ReviewRecord,
  state: ReviewFormState,
  action: ReviewAction,
): Refusal[] {
  return reviewActionRefusals(actionInput(state, action), record).map((refusal) => ({
    message: refusal.message,
    field: FIELD_OF[refusal.field],
  }));
}

/** SPEC §5's non-blocking warnings for a change above 100% of the received value. */
export function changeWarnings(record: ReviewRecord, state: ReviewFormState): string[] {
  return reviewChangeWarnings(actionInput(state, 'complete'), record);
}
