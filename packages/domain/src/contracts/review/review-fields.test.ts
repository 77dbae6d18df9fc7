import { describe, expect, it } from 'vitest';
import {
  isReviewListRow,
  parseReviewListRow,
  reviewListRowSchema,
  type ReviewListRow,
} from './review-fields.ts';

const ROW: ReviewListRow = {
  ir_id: 12,
  assigned_to: 3,
  review_status: 'far',
  print_key: '100.01-1-2',
  prop_class: '210',
  loc_st_nbr: '12',
  loc_st_name: 'O\'Brien "Upper" Rd',
  application_submitted: '2025-03-02T12:00:00.000Z',
  who_reviewed: 'super@example.com',
  received_total_value: 200_000,
  total_value_change: 'Y',
  data_change_needed: 'Y',
  sketch_change_needed: 'N',
  data_change_complete: 'N',
  sketch_change_complete: 'N',
  owner_response: null,
  by_representative: false,
  filed_by: null,
  offer_status: null,
  offer_respond_by: null,
  integrity_flag: false,
  firm_name: null,
  authorization_status: null,
};

/** Values of every kind, right and wrong, for each field in turn. */
const CANDIDATES: unknown[] = [
  undefined,
  null,
  0,
  1,
  -7,
  1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  '',
  '12',
  'Y',
  'N',
  'y',
  'incomplete',
  'far',
  'complete',
  'other',
  'active',
  'revoked',
  true,
  [],
  {},
];

function variants(): unknown[] {
  const out: unknown[] = [ROW, null, [], 'row', 12, { ...ROW, extra: 1 }];
  for (const key of Object.keys(ROW)) {
    const { [key]: _dropped, ...missing } = ROW as Record<string, unknown>;
    out.push(missing);
    for (const value of CANDIDATES) out.push({ ...ROW, [key]: value });
  }
  return out;
}

describe('isReviewListRow', () => {
  it('accepts exactly the rows the schema accepts as they are', () => {
    const all = variants();
    let accepted = 0;
    for (const value of all) {
      const parsed = reviewListRowSchema.safeParse(value);
      if (isReviewListRow(value)) {
        accepted += 1;
        expect(parsed.success, JSON.stringify(value)).toBe(true);
        expect(parsed.data).toEqual(value);
      } else if (parsed.success) {
        // Only an extra key, which the schema strips.
        expect(parsed.data).not.toEqual(value);
      }
    }
    // Every field has right values among the candidates, so many variants pass.
    expect(accepted).toBeGreaterThan(40);
    expect(isReviewListRow(ROW)).toBe(true);
  });

  it('parses a row text, leaving a bad one to the schema and its error', () => {
    expect(parseReviewListRow(JSON.stringify(ROW))).toEqual(ROW);
    expect(parseReviewListRow(JSON.stringify({ ...ROW, extra: 1 }))).toEqual(ROW);
    expect(() => parseReviewListRow(JSON.stringify({ ...ROW, ir_id: '12' }))).toThrow(/ir_id/);
    expect(() => parseReviewListRow('{')).toThrow(SyntaxError);
  });
});
