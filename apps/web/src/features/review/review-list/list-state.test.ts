import { describe, expect, it } from 'vitest';
import { assignees, ids, row } from '../test/list-rows.ts';
import {
  listStateToParams,
  parseListState,
  switchView,
  visibleRows,
  type ListState,
} from './list-state.ts';
import { DEFAULT_SORT } from './sorting.ts';
import { countByView } from './views.ts';

describe('views and counts', () => {
  it('counts each status and shows only the view’s rows, filtered then sorted', () => {
    const rows = [
      row({ review_status: 'far', loc_st_name: 'b' }),
      row({ review_status: 'incomplete' }),
      row({ review_status: 'far', loc_st_name: 'a' }),
      row({ review_status: 'complete' }),
      row({ review_status: 'far', loc_st_name: 'zz' }),
      row({ review_status: 'withdrawn' }),
      row({ review_status: 'offer', offer_status: 'open', offer_respond_by: '2026-04-10' }),
    ];
    expect(countByView(rows)).toEqual({ review: 1, far: 3, offer: 1, complete: 1, withdrawn: 1 });
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
