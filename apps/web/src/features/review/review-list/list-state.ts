import type { ReviewListRow } from '@ir/domain/contracts/review/review-fields.ts';
import type { Assignees } from './assignment.ts';
import { VIEW_COLUMNS, type ColumnKey } from './columns.ts';
import { filterRows, type Filters } from './filtering.ts';
import { DEFAULT_SORT, sortRows, type SortState } from './sorting.ts';
import { REVIEW_VIEWS, rowsOfView, type ReviewView } from './views.ts';

/**
 * The list's state (view, sort, filters): the rows it shows, the tab switch, and the URL query
 * that keeps it across Back and bookmarks.
 */

export interface ListState {
  view: ReviewView;
  sort: SortState;
  filters: Filters;
}

/** What the table shows: the view's rows, filtered, then sorted. */
export function visibleRows(
  rows: readonly ReviewListRow[],
  state: ListState,
  assignees: Assignees,
): ReviewListRow[] {
  return sortRows(
    filterRows(rowsOfView(rows, state.view), state.filters, state.view),
    state.sort,
    assignees,
  );
}

/**
 * True when the view's rows show in the order the list comes in (the server sends it newest
 * first): the default sort and no filter, so its first rows can be drawn before the rest is read.
 */
export function inListOrder({ sort, filters }: ListState): boolean {
  return (
    sort.key === DEFAULT_SORT.key &&
    sort.desc === DEFAULT_SORT.desc &&
    Object.values(filters).every((value) => !value)
  );
}

function isView(value: string | null): value is ReviewView {
  return (REVIEW_VIEWS as readonly (string | null)[]).includes(value);
}

/**
 * The list's state from the URL query (`?view=far&sort=print_key&dir=asc&prop_class=210`), so
 * a view can be bookmarked or shared and Back restores it. Anything unknown, or a column the
 * view does not have, falls back to the default.
 */
export function parseListState(params: URLSearchParams): ListState {
  const viewParam = params.get('view');
  const view: ReviewView = isView(viewParam) ? viewParam : 'review';
  const columns = VIEW_COLUMNS[view];
  const sortColumn = columns.find((column) => column.sortable && column.key === params.get('sort'));
  const sort: SortState = sortColumn
    ? { key: sortColumn.key, desc: params.get('dir') === 'desc' }
    : DEFAULT_SORT;
  const filters: Filters = {};
  for (const column of columns) {
    const value = params.get(column.key);
    if (column.filter !== 'none' && value !== null && value !== '') filters[column.key] = value;
  }
  return { view, sort, filters };
}

/** The URL query of a state; defaults are left out, so the plain page is plain /appreview. */
export function listStateToParams({ view, sort, filters }: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (view !== 'review') params.set('view', view);
  if (sort.key !== DEFAULT_SORT.key || sort.desc !== DEFAULT_SORT.desc) {
    params.set('sort', sort.key);
    params.set('dir', sort.desc ? 'desc' : 'asc');
  }
  for (const column of VIEW_COLUMNS[view]) {
    const value = filters[column.key];
    if (column.filter !== 'none' && value !== undefined && value !== '')
      params.set(column.key, value);
  }
  return params;
}

/**
 * Moving to another tab: the filters and sort of columns the new view also has are kept (a
 * reviewer's own assignee filter, say); the others are dropped.
 */
export function switchView(state: ListState, view: ReviewView): ListState {
  const keys = new Set(VIEW_COLUMNS[view].map((column) => column.key));
  const filters: Filters = {};
  for (const [key, value] of Object.entries(state.filters) as [ColumnKey, string][]) {
    if (keys.has(key)) filters[key] = value;
  }
  return { view, sort: keys.has(state.sort.key) ? state.sort : DEFAULT_SORT, filters };
}
