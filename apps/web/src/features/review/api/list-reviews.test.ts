import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReviewListRow } from '@ir/domain/contracts/review/review-fields.ts';
import { ReviewList } from '../review-list/review-list.ts';
import { listReviews } from './list-reviews.ts';

const ROW: ReviewListRow = {
  ir_id: 1,
  assigned_to: null,
  review_status: 'incomplete',
  print_key: '101.01-1-1',
  prop_class: '210',
  loc_st_nbr: '10',
  loc_st_name: 'Main St',
  application_submitted: '2026-02-01T15:00:00.000Z',
  who_reviewed: null,
  received_total_value: 100000,
  total_value_change: 'N',
  data_change_needed: 'N',
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

function answer(rows: ReviewListRow[], etag: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify(rows.map((row) => JSON.stringify(row))), { headers: { etag } }),
      ),
    ),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('listReviews', () => {
  it('parses the rows, and gives the same rows back while the list keeps its tag', async () => {
    answer([ROW], '"l1-a"');
    const first = await listReviews();
    expect(first.rows()).toEqual([ROW]);
    answer([ROW], '"l1-a"');
    expect(await listReviews(undefined, first)).toBe(first);
    answer([ROW, { ...ROW, ir_id: 2 }], '"l2-b"');
    const moved = await listReviews(undefined, first);
    expect(moved).not.toBe(first);
    expect(moved.rows().map((row) => row.ir_id)).toEqual([1, 2]);
  });

  it('reads the list again when what the query holds came without a tag', async () => {
    answer([ROW], '"l1-a"');
    const untagged = new ReviewList([JSON.stringify(ROW)]);
    const read = await listReviews(undefined, untagged);
    expect(read).not.toBe(untagged);
    expect(read.rows()).toEqual([ROW]);
  });
});
