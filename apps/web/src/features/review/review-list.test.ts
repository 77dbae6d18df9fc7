import { describe, expect, it } from 'vitest';
import type { ReviewListRow } from '@ir/domain/contracts/review/review-fields.ts';
import {
  DEFAULT_SORT,
  NONE_OPTION,
  VIEW_COLUMNS,
  assignButtonText,
  compareValues,
  countByView,
  csvTable,
  displayText,
  filterOptions,
  filterRows,
  listStateToParams,
  parseListState,
  sortRows,
  switchView,
  toggleSort,
  visibleRows,
  type ListState,
} from './review-list.ts';

let nextId = 1;
function row(overrides: Partial<ReviewListRow> = {}): ReviewListRow {
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
    ...overrides,
  };
}

const assignees = new Map([
  [7, 'zed@town.example'],
  [8, 'amy@town.example'],
]);
const ids = (rows: readonly ReviewListRow[]) => rows.map((r) => r.ir_id);

describe('compareValues', () => {
  it('compares numbers as numbers, numeric text included', () => {
    expect(compareValues(9, 12)).toBeLessThan(0);
    expect(compareValues('9', '12')).toBeLessThan(0);
    expect(compareValues('12', '9')).toBeGreaterThan(0);
    expect(compareValues('-1.5', '2')).toBeLessThan(0);
  });

  it('compares anything else as case-insensitive text', () => {
    expect(compareValues('apple', 'Banana')).toBeLessThan(0);
    expect(compareValues('MAIN', 'main')).toBe(0);
    // One number, one not: text, so '9' sorts after '12A'.
    expect(compareValues('9', '12A')).toBeGreaterThan(0);
  });

  it('treats a missing value as empty text', () => {
    expect(compareValues(null, 'a')).toBeLessThan(0);
    expect(compareValues(null, null)).toBe(0);
    expect(compareValues(null, 5)).toBeLessThan(0);
  });
});

describe('sortRows and toggleSort', () => {
  it('sorts house numbers numerically and names case-insensitively, both ways', () => {
    const rows = [
      row({ loc_st_nbr: '12', loc_st_name: 'oak' }),
      row({ loc_st_nbr: '9', loc_st_name: 'Elm' }),
      row({ loc_st_nbr: '100', loc_st_name: 'birch' }),
    ];
    const [a, b, c] = ids(rows);
    expect(ids(sortRows(rows, { key: 'loc_st_nbr', desc: false }, assignees))).toEqual([b, a, c]);
    expect(ids(sortRows(rows, { key: 'loc_st_nbr', desc: true }, assignees))).toEqual([c, a, b]);
    expect(ids(sortRows(rows, { key: 'loc_st_name', desc: false }, assignees))).toEqual([c, b, a]);
  });

  it('sorts assignees by e-mail, unassigned first', () => {
    const rows = [row({ assigned_to: 7 }), row({ assigned_to: null }), row({ assigned_to: 8 })];
    const [zed, none, amy] = ids(rows);
    expect(ids(sortRows(rows, { key: 'assigned_to', desc: false }, assignees))).toEqual([
      none,
      amy,
      zed,
    ]);
  });

  it('keeps the given order for equal values and does not change its input', () => {
    const rows = [
      row({ prop_class: '210' }),
      row({ prop_class: '210' }),
      row({ prop_class: '100' }),
    ];
    const before = ids(rows);
    const sorted = sortRows(rows, { key: 'prop_class', desc: false }, assignees);
    expect(ids(sorted)).toEqual([before[2], before[0], before[1]]);
    expect(ids(rows)).toEqual(before);
  });

  it('starts a new column ascending and flips the sorted one', () => {
    expect(toggleSort(DEFAULT_SORT, 'print_key')).toEqual({ key: 'print_key', desc: false });
    expect(toggleSort({ key: 'print_key', desc: false }, 'print_key')).toEqual({
      key: 'print_key',
      desc: true,
    });
    expect(toggleSort(DEFAULT_SORT, 'application_submitted')).toEqual({
      key: 'application_submitted',
      desc: false,
    });
  });
});

describe('the columns', () => {
  it('are the ones SPEC §2 names for each view, with sort off for change in value and the link', () => {
    expect(VIEW_COLUMNS.review.map((c) => c.key)).toEqual([
      'print_key',
      'prop_class',
      'loc_st_nbr',
      'loc_st_name',
      'application_submitted',
      'assigned_to',
      'ir_id',
    ]);
    expect(VIEW_COLUMNS.far.map((c) => c.key)).toEqual([
      'print_key',
      'prop_class',
      'loc_st_nbr',
      'loc_st_name',
      'application_submitted',
      'assigned_to',
      'data_change_needed',
      'data_change_complete',
      'sketch_change_needed',
      'sketch_change_complete',
      'ir_id',
    ]);
    expect(VIEW_COLUMNS.complete.map((c) => c.key)).toEqual([
      'print_key',
      'loc_st_nbr',
      'loc_st_name',
      'application_submitted',
      'who_reviewed',
      'received_total_value',
      'total_value_change',
      'ir_id',
    ]);
    const unsortable = Object.values(VIEW_COLUMNS)
      .flat()
      .filter((c) => !c.sortable)
      .map((c) => c.key);
    expect(new Set(unsortable)).toEqual(new Set(['total_value_change', 'ir_id']));
  });
});

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
    expect(filterOptions(rows, 'assigned_to', assignees)).toEqual([
      { value: NONE_OPTION, label: '(Unassigned)' },
      { value: '8', label: 'amy@town.example' },
      { value: '7', label: 'zed@town.example' },
    ]);
    expect(filterOptions(rows, 'received_total_value', assignees)).toEqual([
      { value: NONE_OPTION, label: '(None)' },
      { value: '90000', label: '$90,000' },
      { value: '250000', label: '$250,000' },
    ]);
    expect(
      filterOptions([row({ total_value_change: 'Y' }), row()], 'total_value_change', assignees),
    ).toEqual([
      { value: 'N', label: 'No' },
      { value: 'Y', label: 'Yes' },
    ]);
  });
});

describe('views and counts', () => {
  it('counts each status and shows only the view’s rows, filtered then sorted', () => {
    const rows = [
      row({ review_status: 'far', loc_st_name: 'b' }),
      row({ review_status: 'incomplete' }),
      row({ review_status: 'far', loc_st_name: 'a' }),
      row({ review_status: 'complete' }),
      row({ review_status: 'far', loc_st_name: 'zz' }),
    ];
    expect(countByView(rows)).toEqual({ review: 1, far: 3, complete: 1 });
    const state: ListState = {
      view: 'far',
      sort: { key: 'loc_st_name', desc: false },
      filters: { loc_st_name: '' },
    };
    expect(ids(visibleRows(rows, state, assignees))).toEqual([
      rows[2]?.ir_id,
      rows[0]?.ir_id,
      rows[4]?.ir_id,
    ]);
    expect(ids(visibleRows(rows, { ...state, filters: { loc_st_name: 'Z' } }, assignees))).toEqual([
      rows[4]?.ir_id,
    ]);
  });
});

describe('the URL query', () => {
  it('is empty for the defaults and round-trips a state', () => {
    expect(listStateToParams({ view: 'review', sort: DEFAULT_SORT, filters: {} }).toString()).toBe(
      '',
    );
    const state: ListState = {
      view: 'far',
      sort: { key: 'print_key', desc: false },
      filters: { loc_st_name: 'Main & Elm', assigned_to: '7' },
    };
    const params = listStateToParams(state);
    expect(params.get('view')).toBe('far');
    expect(parseListState(new URLSearchParams(params.toString()))).toEqual(state);
  });

  it('falls back to defaults for unknown views, unsortable or foreign columns', () => {
    expect(parseListState(new URLSearchParams('view=nope&sort=ir_id&dir=asc'))).toEqual({
      view: 'review',
      sort: DEFAULT_SORT,
      filters: {},
    });
    expect(
      parseListState(new URLSearchParams('view=complete&sort=total_value_change&dir=asc')).sort,
    ).toEqual(DEFAULT_SORT);
    // who_reviewed is a complete-view column, loc_st_nbr has no filter, prop_class is not in
    // the complete view.
    expect(
      parseListState(new URLSearchParams('who_reviewed=a@x&prop_class=210&loc_st_nbr=5')).filters,
    ).toEqual({ prop_class: '210' });
    expect(
      parseListState(new URLSearchParams('view=complete&who_reviewed=a@x&prop_class=210')).filters,
    ).toEqual({ who_reviewed: 'a@x' });
  });

  it('keeps, on a tab change, the filters and sort the new view also has', () => {
    const state: ListState = {
      view: 'far',
      sort: { key: 'prop_class', desc: true },
      filters: { prop_class: '210', print_key: '12' },
    };
    expect(switchView(state, 'review')).toEqual({ ...state, view: 'review' });
    expect(switchView(state, 'complete')).toEqual({
      view: 'complete',
      sort: DEFAULT_SORT,
      filters: { print_key: '12' },
    });
  });
});

describe('csvTable', () => {
  it('writes the view’s columns with raw values and the assignee’s e-mail', () => {
    const r = row({
      review_status: 'far',
      assigned_to: 8,
      prop_class: null,
      data_change_needed: 'Y',
      application_submitted: '2026-03-14T17:36:05.000Z',
    });
    const { header, records } = csvTable([r], 'far', assignees);
    expect(header).toEqual([
      'SBL',
      'Class',
      'Number',
      'Name',
      'Submitted (ET)',
      'Assignee',
      'Data change needed',
      'Data change complete',
      'Sketch change needed',
      'Sketch change complete',
      'Application',
    ]);
    expect(records).toEqual([
      [
        r.print_key,
        '',
        r.loc_st_nbr,
        'Main St',
        // New York's clock, as the header says.
        '2026-03-14 13:36:05',
        'amy@town.example',
        'Y',
        'N',
        'N',
        'N',
        String(r.ir_id),
      ],
    ]);
  });
});

describe('the assignee on screen and the Assign button', () => {
  const staff = new Map([[7, 'sue@town.example']]);

  it("shows 'Unassigned' for a review nobody holds, the e-mail otherwise", () => {
    expect(displayText(row({ assigned_to: null }), 'assigned_to', staff)).toBe('Unassigned');
    expect(displayText(row({ assigned_to: 7 }), 'assigned_to', staff)).toBe('sue@town.example');
    expect(displayText(row({ assigned_to: 9 }), 'assigned_to', staff)).toBe('user 9');
  });

  it('says what pressing it will do', () => {
    expect(assignButtonText(3, { kind: 'user', email: 'sue@town.example' })).toBe(
      'Assign 3 to sue@town.example',
    );
    expect(assignButtonText(0, { kind: 'user', email: 'sue@town.example' })).toBe(
      'Assign to sue@town.example',
    );
    expect(assignButtonText(1, { kind: 'remove' })).toBe('Unassign 1');
    expect(assignButtonText(2, { kind: 'none' })).toBe('Assign 2');
    expect(assignButtonText(0, { kind: 'none' })).toBe('Assign');
  });
});
