import type { ReviewListRow } from '@ir/domain/contracts/review/review-fields.ts';

/** Test data for the review list's functions: rows of the list, and who the assignees are. */

let nextId = 1;
/** A row of the list, each with an id (and so an SBL and a date) of its own. */
export function row(overrides: Partial<ReviewListRow> = {}): ReviewListRow {
  const id = nextId++;
  return {
    ir_id: id,
    assigned_to: null,
    review_status: 'incomplete',
    print_key: `1.-1-${id}`,
    prop_class: '210',
    loc_st_nbr: String(id),
    loc_st_name: 'Main St',
    application_submitted: `2026-01-${String(id).padStart(2, '0')}T12:00:00.000Z`,
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
    ...overrides,
  };
}

export const assignees = new Map([
  [7, 'zed@town.example'],
  [8, 'amy@town.example'],
]);
/** The rows' ids, to compare orders. */
export const ids = (rows: readonly ReviewListRow[]) => rows.map((r) => r.ir_id);
