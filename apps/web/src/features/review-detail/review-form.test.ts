import { describe, expect, it } from 'vitest';
import { completeReviewBodySchema } from '@ir/domain/contracts/review/complete-review.ts';
import { markReviewFarBodySchema } from '@ir/domain/contracts/review/mark-review-far.ts';
import {
  actionPayload,
  actionRefusals,
  changeWarnings,
  formFromRecord,
  placeOf,
  setNoChange,
  typeValue,
  valueDigits,
} from './review-form.ts';
import { reviewRecordFixture } from './test/review-fixtures.ts';

describe('review form (SPEC §4 internal review flags, §5 internal review)', () => {
  const record = reviewRecordFixture();
  const blank = formFromRecord(record);

  it("starts with both 'no change' boxes checked and nothing typed", () => {
    expect(blank).toMatchObject({
      version: 3,
      assessed_total_value: '',
      assessed_land_value: '',
      total_value_change: 'N',
      land_value_change: 'N',
    });
  });

  it('keeps digits only, at most 12', () => {
    expect(valueDigits('$1,234,567.89x')).toBe('123456789');
    expect(valueDigits('1234567890123456')).toBe('123456789012');
  });

  it("clears 'no change' when a value is typed, not when the box is emptied", () => {
    const typed = typeValue(blank, 'total', '250,000');
    expect(typed).toMatchObject({
      assessed_total_value: '250000',
      total_value_change: 'Y',
      land_value_change: 'N',
    });
    expect(typeValue(blank, 'land', 'abc')).toMatchObject({
      assessed_land_value: '',
      land_value_change: 'N',
    });
    expect(typeValue(typed, 'total', '')).toMatchObject({
      assessed_total_value: '',
      total_value_change: 'Y',
    });
    expect(setNoChange(typed, 'total', true)).toMatchObject({
      assessed_total_value: '',
      total_value_change: 'N',
    });
    expect(setNoChange(blank, 'land', false)).toMatchObject({ land_value_change: 'Y' });
  });

  it('sends null for a value whose box says no change, and the version it was filled from', () => {
    const typed = typeValue(blank, 'land', '40000');
    // A value left behind while its box says no change is not sent.
    const values = { ...typed, assessed_total_value: '99', far_why: 'why' };
    expect(actionPayload(record, values, 'far')).toMatchObject({
      id: 42,
      version: 3,
      review_status: 'far',
      total_value_change: 'N',
      assessed_total_value: null,
      land_value_change: 'Y',
      assessed_land_value: 40000,
      far_why: 'why',
    });
    expect(
      actionPayload(record, { ...blank, decision_reason: '' }, 'complete').decision_reason,
    ).toBeNull();
  });

  it("is a body the API's strict FAR and COMPLETE schemas take as it is", () => {
    const values = { ...typeValue(blank, 'total', '190000'), far_why: 'why', ir_notes: 'n' };
    const far = actionPayload(record, values, 'far');
    const complete = actionPayload(record, values, 'complete');
    expect(markReviewFarBodySchema.parse(far)).toEqual(far);
    // An integrity note is sent only when written; the schema reads none as ''.
    expect(completeReviewBodySchema.parse(complete)).toEqual({ ...complete, integrity_note: '' });
  });

  it("names each refusal's field and catalogue key, all at once", () => {
    expect(actionRefusals(record, { ...blank, total_value_change: 'Y' }, 'complete')).toEqual([
      { message: 'review.totalRequired', field: 'assessed_total_value' },
    ]);
    expect(actionRefusals(record, blank, 'far')).toEqual([
      { message: 'review.farComment', field: 'far_why' },
    ]);
    expect(
      actionRefusals(
        record,
        {
          ...blank,
          land_value_change: 'Y',
          data_change_needed: 'Y',
          sketch_change_needed: 'Y',
        },
        'complete',
      ).map((refusal) => refusal.field),
    ).toEqual(['assessed_land_value', 'data_change_complete', 'sketch_change_complete']);
    expect(actionRefusals(record, blank, 'complete')).toEqual([]);
  });

  it('shows a refusal of either flag of a pair under the pair', () => {
    expect(placeOf('data_change_needed')).toBe('data_change');
    expect(placeOf('data_change_complete')).toBe('data_change');
    expect(placeOf('sketch_change_complete')).toBe('sketch_change');
    expect(placeOf('far_why')).toBe('far_why');
  });

  it('warns only above 100% of the received value', () => {
    expect(changeWarnings(record, typeValue(blank, 'total', '400000'))).toEqual([]);
    expect(changeWarnings(record, typeValue(blank, 'total', '400001'))).toEqual([
      'review.totalOver100',
    ]);
  });
});
