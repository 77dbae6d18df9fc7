import { describe, expect, it } from 'vitest';
import {
  assessedValueSchema,
  assessedValuesOf,
  reviewActionRefusal,
  reviewActionRefusals,
  reviewChangeWarnings,
  reviewIdSchema,
  reviewTransition,
  type ReviewActionInput,
} from './review.ts';

const received = { received_total_value: 200_000, received_land_value: 50_000 };
const input = (overrides: Partial<ReviewActionInput> = {}): ReviewActionInput => ({
  review_status: 'complete',
  total_value_change: 'N',
  land_value_change: 'N',
  data_change_needed: 'N',
  sketch_change_needed: 'N',
  data_change_complete: 'N',
  sketch_change_complete: 'N',
  assessed_total_value: null,
  assessed_land_value: null,
  far_why: '',
  decision_reason: 'comparable_sales_support',
  ...overrides,
});

describe('the decision notice', () => {
  it('needs a reason on COMPLETE, and words for Other; never on FAR', () => {
    expect(reviewActionRefusals(input({ decision_reason: null }), received)).toEqual([
      { field: 'decision_reason', message: 'review.decisionReason' },
    ]);
    expect(reviewActionRefusals(input({ decision_reason: 'other' }), received)).toEqual([
      { field: 'decision_explanation', message: 'review.decisionExplanation' },
    ]);
    expect(
      reviewActionRefusals(
        input({ decision_reason: 'other', decision_explanation: 'Seen on a visit.' }),
        received,
      ),
    ).toEqual([]);
    expect(
      reviewActionRefusals(
        input({ review_status: 'far', far_why: 'visit', decision_reason: null }),
        received,
      ),
    ).toEqual([]);
  });
});

/** The text FAR or COMPLETE is refused with first. */
const refusalMessage = (i: ReviewActionInput, r: typeof received) =>
  reviewActionRefusal(i, r)?.message;
const refusalMessages = (i: ReviewActionInput) =>
  reviewActionRefusals(i, received).map((refusal) => refusal.message);

describe('reviewActionRefusal (SPEC §5 internal review)', () => {
  it('passes a COMPLETE with no change', () => {
    expect(refusalMessage(input(), received)).toBeUndefined();
  });
  it('needs a value for a change', () => {
    expect(refusalMessage(input({ total_value_change: 'Y' }), received)).toBe(
      'review.totalRequired',
    );
    expect(refusalMessage(input({ land_value_change: 'Y' }), received)).toBe('review.landRequired');
  });
  it('keeps land at or below total, new or received', () => {
    expect(
      refusalMessage(input({ land_value_change: 'Y', assessed_land_value: 200_000 }), received),
    ).toBeUndefined();
    expect(
      refusalMessage(input({ land_value_change: 'Y', assessed_land_value: 200_001 }), received),
    ).toBe('review.landOverTotal');
    expect(
      refusalMessage(input({ total_value_change: 'Y', assessed_total_value: 49_999 }), received),
    ).toBe('review.landOverTotal');
  });
  it('needs a FAR comment, not blank', () => {
    expect(refusalMessage(input({ review_status: 'far', far_why: ' ' }), received)).toBe(
      'review.farComment',
    );
    expect(
      refusalMessage(input({ review_status: 'far', far_why: 'why' }), received),
    ).toBeUndefined();
  });
  it('lets FAR keep a needed change open, but not COMPLETE', () => {
    const open = { data_change_needed: 'Y', sketch_change_needed: 'Y', far_why: 'x' } as const;
    expect(refusalMessage(input({ ...open, review_status: 'far' }), received)).toBeUndefined();
    expect(refusalMessage(input(open), received)).toBe('review.dataChangePending');
    expect(refusalMessage(input({ ...open, data_change_complete: 'Y' }), received)).toBe(
      'review.sketchChangePending',
    );
    expect(
      refusalMessage(
        input({ ...open, data_change_complete: 'Y', sketch_change_complete: 'Y' }),
        received,
      ),
    ).toBeUndefined();
  });
  it('refuses complete without needed (SPEC §4 checkbox rule)', () => {
    expect(refusalMessage(input({ data_change_complete: 'Y' }), received)).toBe(
      'review.dataCompleteWithoutNeeded',
    );
    expect(refusalMessage(input({ sketch_change_complete: 'Y' }), received)).toBe(
      'review.sketchCompleteWithoutNeeded',
    );
  });
});

describe('reviewActionRefusals: every refusal at once', () => {
  it("lists each field's refusal, in the order the source checks them", () => {
    const everything = input({
      total_value_change: 'Y',
      land_value_change: 'Y',
      data_change_complete: 'Y',
      sketch_change_complete: 'Y',
    });
    expect(reviewActionRefusals(everything, received)).toEqual([
      { field: 'assessed_total_value', message: 'review.totalRequired' },
      { field: 'assessed_land_value', message: 'review.landRequired' },
      { field: 'data_change_needed', message: 'review.dataCompleteWithoutNeeded' },
      { field: 'sketch_change_needed', message: 'review.sketchCompleteWithoutNeeded' },
    ]);
    expect(refusalMessages({ ...everything, review_status: 'far' })).toEqual([
      'review.totalRequired',
      'review.landRequired',
      'review.dataCompleteWithoutNeeded',
      'review.sketchCompleteWithoutNeeded',
      'review.farComment',
    ]);
  });

  it('asks COMPLETE for both pending changes and FAR for neither', () => {
    const pending = input({
      total_value_change: 'Y',
      assessed_total_value: 40_000,
      data_change_needed: 'Y',
      sketch_change_needed: 'Y',
    });
    expect(reviewActionRefusals(pending, received)).toEqual([
      { field: 'assessed_land_value', message: 'review.landOverTotal' },
      { field: 'data_change_complete', message: 'review.dataChangePending' },
      { field: 'sketch_change_complete', message: 'review.sketchChangePending' },
    ]);
    expect(refusalMessages({ ...pending, review_status: 'far', far_why: 'visit' })).toEqual([
      'review.landOverTotal',
    ]);
  });

  it('is empty when the action may go, and its first refusal is the one the server answers', () => {
    expect(reviewActionRefusals(input(), received)).toEqual([]);
    const refused = input({ land_value_change: 'Y', data_change_needed: 'Y' });
    expect(reviewActionRefusal(refused, received)).toEqual(
      reviewActionRefusals(refused, received)[0],
    );
  });
});

describe('assessed values, warnings and transitions', () => {
  it('records the received values when nothing changed', () => {
    expect(assessedValuesOf(input(), received)).toEqual({ total: 200_000, land: 50_000 });
    expect(
      assessedValuesOf(input({ total_value_change: 'Y', assessed_total_value: 1 }), received),
    ).toEqual({ total: 1, land: 50_000 });
  });
  it('warns above 100% change only', () => {
    expect(
      reviewChangeWarnings(
        { assessed_total_value: 400_000, assessed_land_value: 100_000 },
        received,
      ),
    ).toEqual([]);
    expect(
      reviewChangeWarnings(
        { assessed_total_value: 400_001, assessed_land_value: 100_001 },
        received,
      ),
    ).toEqual(['review.totalOver100', 'review.landOver100']);
  });
  it('makes complete final except a reopen to far', () => {
    expect(reviewTransition('incomplete', 'far')).toBe('allowed');
    expect(reviewTransition('incomplete', 'complete')).toBe('allowed');
    expect(reviewTransition('far', 'complete')).toBe('allowed');
    expect(reviewTransition('complete', 'far')).toBe('reopen');
    expect(reviewTransition('complete', 'complete')).toBe('final');
  });
  it('parses ids and values strictly', () => {
    expect(reviewIdSchema.parse('12')).toBe(12);
    expect(reviewIdSchema.safeParse('1e3').success).toBe(false);
    expect(reviewIdSchema.safeParse(0).success).toBe(false);
    expect(assessedValueSchema.parse('')).toBeNull();
    expect(assessedValueSchema.parse(undefined)).toBeNull();
    expect(assessedValueSchema.parse(' 123 ')).toBe(123);
    expect(assessedValueSchema.safeParse('1,000').success).toBe(false);
  });
});
