import { describe, expect, it } from 'vitest';
import { completeReviewBodySchema } from '@ir/domain/contracts/review/complete-review.ts';
import { markReviewFarBodySchema } from '@ir/domain/contracts/review/mark-review-far.ts';
import {
  actionPayload,
  actionRefusals,
  changeWarnings,
  formFromRecord,
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
      newTotal: '',
      newLand: '',
      noTotalChange: true,
      noLandChange: true,
    });
  });

  it('keeps digits only, at most 12', () => {
    expect(valueDigits('$1,234,567.89x')).toBe('123456789');
    expect(valueDigits('1234567890123456')).toBe('123456789012');
  });

  it("clears 'no change' when a value is typed, not when the box is emptied", () => {
    const typed = typeValue(blank, 'newTotal', '250,000');
    expect(typed).toMatchObject({ newTotal: '250000', noTotalChange: false, noLandChange: true });
    expect(typeValue(blank, 'newLand', 'abc')).toMatchObject({ newLand: '', noLandChange: true });
    expect(typeValue(typed, 'newTotal', '')).toMatchObject({ newTotal: '', noTotalChange: false });
    expect(setNoChange(typed, 'noTotalChange', true)).toMatchObject({
      newTotal: '',
      noTotalChange: true,
    });
  });

  it('sends null for a value whose box says no change, and the version it was filled from', () => {
    const state = { ...typeValue(blank, 'newLand', '40000'), farWhy: 'why' };
    expect(actionPayload(record, state, 'far')).toMatchObject({
      id: 42,
      version: 3,
      review_status: 'far',
      total_value_change: 'N',
      assessed_total_value: null,
      land_value_change: 'Y',
      assessed_land_value: 40000,
      far_why: 'why',
    });
  });

  it("is a body the API's strict FAR and COMPLETE schemas take as it is", () => {
    const state = { ...typeValue(blank, 'newTotal', '190000'), farWhy: 'why', notes: 'n' };
    const far = actionPayload(record, state, 'far');
    const complete = actionPayload(record, state, 'complete');
    expect(markReviewFarBodySchema.parse(far)).toEqual(far);
    expect(completeReviewBodySchema.parse(complete)).toEqual(complete);
  });

  it('names the field of each refusal, all at once', () => {
    expect(actionRefusals(record, { ...blank, noTotalChange: false }, 'complete')).toEqual([
      { message: 'Please enter a New total AV or check "no total_av change"', field: 'newTotal' },
    ]);
    expect(actionRefusals(record, blank, 'far')).toEqual([
      { message: 'please add a FAR comment', field: 'farWhy' },
    ]);
    expect(
      actionRefusals(
        record,
        { ...blank, noLandChange: false, dataNeeded: true, sketchNeeded: true },
        'complete',
      ).map((refusal) => refusal.field),
    ).toEqual(['newLand', 'dataFlags', 'sketchFlags']);
    expect(actionRefusals(record, blank, 'complete')).toEqual([]);
  });

  it('warns only above 100% of the received value', () => {
    expect(changeWarnings(record, typeValue(blank, 'newTotal', '400000'))).toEqual([]);
    expect(changeWarnings(record, typeValue(blank, 'newTotal', '400001'))).toEqual([
      'Total change is greater that 100%.',
    ]);
  });
});
