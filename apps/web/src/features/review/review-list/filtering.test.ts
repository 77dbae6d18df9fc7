import { describe, expect, it } from 'vitest';
import { assignees, ids, row } from '../test/list-rows.ts';
import { filterOptions, filterRows, NONE_OPTION } from './filtering.ts';

describe('filterRows', () => {
  it('keeps rows whose text column contains the text, case-insensitive', () => {
    const rows = [row({ loc_st_name: 'Maple Ave' }), row({ loc_st_name: 'OAK ST' })];
    expect(ids(filterRows(rows, { loc_st_name: 'maple' }, 'review'))).toEqual([rows[0]?.ir_id]);
    expect(ids(filterRows(rows, { loc_st_name: 'aks' }, 'review'))).toEqual([]);
    // Spaces around the text are not part of it.
    expect(ids(filterRows(rows, { loc_st_name: ' ak s ' }, 'review'))).toEqual([rows[1]?.ir_id]);
    expect(ids(filterRows(rows, { print_key: rows[1]?.print_key }, 'review'))).toEqual([
      rows[1]?.ir_id,
    ]);
  });

  it('keeps rows with a dropdown value exactly, (none) meaning no value', () => {
    const rows = [
      row({ assigned_to: 7, prop_class: '210' }),
      row({ assigned_to: null, prop_class: '2100' }),
      row({ assigned_to: 7, prop_class: '311' }),
    ];
    expect(ids(filterRows(rows, { assigned_to: '7' }, 'review'))).toEqual([
      rows[0]?.ir_id,
      rows[2]?.ir_id,
    ]);
    expect(ids(filterRows(rows, { assigned_to: NONE_OPTION }, 'review'))).toEqual([rows[1]?.ir_id]);
    // Exact, so 210 does not also pick 2100.
    expect(ids(filterRows(rows, { prop_class: '210' }, 'review'))).toEqual([rows[0]?.ir_id]);
    expect(ids(filterRows(rows, { assigned_to: '7', prop_class: '311' }, 'review'))).toEqual([
      rows[2]?.ir_id,
    ]);
  });

  it("keeps the completed reviews with the owner's answer asked for, (none) those without", () => {
    const rows = [
      row({ review_status: 'complete', owner_response: 'accept' }),
      row({ review_status: 'complete', owner_response: 'disagree' }),
      row({ review_status: 'complete', owner_response: null }),
    ];
    expect(ids(filterRows(rows, { owner_response: 'disagree' }, 'complete'))).toEqual([
      rows[1]?.ir_id,
    ]);
    expect(ids(filterRows(rows, { owner_response: 'accept' }, 'complete'))).toEqual([
      rows[0]?.ir_id,
    ]);
    expect(ids(filterRows(rows, { owner_response: NONE_OPTION }, 'complete'))).toEqual([
      rows[2]?.ir_id,
    ]);
    // The review view has no Response column, so the filter does not apply there.
    expect(filterRows(rows, { owner_response: 'accept' }, 'review')).toHaveLength(3);
  });

  it('keeps the filings of representatives, or the others, in every view', () => {
    const rows = [row({ by_representative: true }), row({ by_representative: false })];
    for (const view of ['review', 'far', 'complete', 'withdrawn'] as const) {
      expect(ids(filterRows(rows, { by_representative: 'true' }, view))).toEqual([rows[0]?.ir_id]);
      expect(ids(filterRows(rows, { by_representative: 'false' }, view))).toEqual([rows[1]?.ir_id]);
    }
    expect(filterOptions(rows, 'by_representative', assignees, 'en')).toEqual([
      { value: 'true', label: 'Yes' },
      { value: 'false', label: 'No' },
    ]);
  });

  it("keeps one filer's filings in every view, and lists the filers by e-mail, a removed account first", () => {
    const rows = [
      row({ filed_by: 'rep@agency.example' }),
      row({ filed_by: 'ann@example.com' }),
      row({ filed_by: 'rep@agency.example' }),
      row({ filed_by: null }),
    ];
    for (const view of ['review', 'far', 'complete', 'withdrawn'] as const) {
      expect(ids(filterRows(rows, { filed_by: 'rep@agency.example' }, view))).toEqual([
        rows[0]?.ir_id,
        rows[2]?.ir_id,
      ]);
      expect(ids(filterRows(rows, { filed_by: NONE_OPTION }, view))).toEqual([rows[3]?.ir_id]);
    }
    expect(filterOptions(rows, 'filed_by', assignees, 'en')).toEqual([
      { value: NONE_OPTION, label: '(Account removed)' },
      { value: 'ann@example.com', label: 'ann@example.com' },
      { value: 'rep@agency.example', label: 'rep@agency.example' },
    ]);
  });

  it('ignores filters of columns the view does not have', () => {
    const rows = [row({ who_reviewed: 'a@x' }), row({ who_reviewed: null })];
    expect(filterRows(rows, { who_reviewed: 'a@x' }, 'review')).toHaveLength(2);
    expect(filterRows(rows, { who_reviewed: 'a@x' }, 'complete')).toHaveLength(1);
  });
});

describe('filterOptions', () => {
  it('lists distinct values, none first, assignees by e-mail and values as numbers', () => {
    const rows = [
      row({ assigned_to: 7, received_total_value: 90000 }),
      row({ assigned_to: 8, received_total_value: 250000 }),
      row({ assigned_to: null, received_total_value: 90000 }),
      row({ assigned_to: 7, received_total_value: null }),
    ];
    expect(filterOptions(rows, 'assigned_to', assignees, 'en')).toEqual([
      { value: NONE_OPTION, label: '(Unassigned)' },
      { value: '8', label: 'amy@town.example' },
      { value: '7', label: 'zed@town.example' },
    ]);
    expect(filterOptions(rows, 'received_total_value', assignees, 'en')).toEqual([
      { value: NONE_OPTION, label: '(None)' },
      { value: '90000', label: '$90,000' },
      { value: '250000', label: '$250,000' },
    ]);
    expect(
      filterOptions(
        [row({ total_value_change: 'Y' }), row()],
        'total_value_change',
        assignees,
        'en',
      ),
    ).toEqual([
      { value: 'N', label: 'No' },
      { value: 'Y', label: 'Yes' },
    ]);
  });

  it("offers exactly Accepted, Disagreed and No response for the owner's answer, whatever the rows hold", () => {
    const expected = [
      { value: 'accept', label: 'Accepted' },
      { value: 'disagree', label: 'Disagreed' },
      { value: NONE_OPTION, label: 'No response' },
    ];
    expect(filterOptions([], 'owner_response', assignees, 'en')).toEqual(expected);
    expect(
      filterOptions(
        [row({ review_status: 'complete', owner_response: 'disagree' })],
        'owner_response',
        assignees,
        'en',
      ),
    ).toEqual(expected);
  });
});

describe('the offer filter', () => {
  it('finds the Countered and Offer lapsed reviews, offered before any offer came back', () => {
    const rows = [
      row({ offer_status: 'countered' }),
      row({ offer_status: 'lapsed' }),
      row({ offer_status: null }),
      row({ review_status: 'far', offer_status: 'countered' }),
    ];
    expect(ids(filterRows(rows, { offer_status: 'countered' }, 'review'))).toEqual([
      rows[0]?.ir_id,
      rows[3]?.ir_id,
    ]);
    expect(ids(filterRows(rows, { offer_status: 'lapsed' }, 'review'))).toEqual([rows[1]?.ir_id]);
    expect(filterOptions([], 'offer_status', assignees, 'en')).toEqual([
      { value: 'countered', label: 'Countered' },
      { value: 'lapsed', label: 'Offer lapsed' },
      { value: 'closed', label: 'Offer closed' },
      { value: NONE_OPTION, label: '(No offer)' },
    ]);
  });
});
