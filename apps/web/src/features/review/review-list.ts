import type { ReviewListRow } from '@ir/domain/contracts/review/review-fields.ts';
import type { ReviewStatus } from '@ir/domain/filing.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import { csvTimeHeader, formatInstant } from '@ir/domain/time.ts';
import { formatDollars, formatShortDate } from '../../lib/format.ts';

/**
 * The review list (SPEC §2 Application Review) as pure functions: which rows a view shows, how
 * they are filtered and sorted, which options the (All) dropdowns offer, how the view lives in
 * the URL query, and the CSV of what is shown. The page only renders what these return.
 */

/** SPEC §4 review list view option: review (default), far, complete. */
export const REVIEW_VIEWS = ['review', 'far', 'complete'] as const;
export type ReviewView = (typeof REVIEW_VIEWS)[number];

/** Each view's tab: label, the review_status it shows, and its daisyUI colour (SPEC §2, §4). */
export const VIEW_TABS: Readonly<
  Record<
    ReviewView,
    { label: string; status: ReviewStatus; colour: 'warning' | 'error' | 'primary' }
  >
> = {
  review: { label: 'Review', status: 'incomplete', colour: 'warning' },
  far: { label: 'FAR', status: 'far', colour: 'error' },
  complete: { label: 'Complete', status: 'complete', colour: 'primary' },
};

export type ColumnKey =
  | 'print_key'
  | 'prop_class'
  | 'loc_st_nbr'
  | 'loc_st_name'
  | 'application_submitted'
  | 'assigned_to'
  | 'data_change_needed'
  | 'data_change_complete'
  | 'sketch_change_needed'
  | 'sketch_change_complete'
  | 'who_reviewed'
  | 'received_total_value'
  | 'total_value_change'
  | 'ir_id';

/** How a column is filtered: a free-text box, an (All) dropdown, or not at all. */
export type FilterKind = 'text' | 'select' | 'none';

export interface ColumnSpec {
  key: ColumnKey;
  label: string;
  sortable: boolean;
  filter: FilterKind;
}

/** SPEC §2: sort is not offered on total_value_change and ir_id. */
const COLUMN_SPECS: Readonly<Record<ColumnKey, ColumnSpec>> = {
  print_key: { key: 'print_key', label: 'SBL', sortable: true, filter: 'text' },
  prop_class: { key: 'prop_class', label: 'Class', sortable: true, filter: 'select' },
  loc_st_nbr: { key: 'loc_st_nbr', label: 'Number', sortable: true, filter: 'none' },
  loc_st_name: { key: 'loc_st_name', label: 'Name', sortable: true, filter: 'text' },
  application_submitted: {
    key: 'application_submitted',
    label: 'Submitted',
    sortable: true,
    filter: 'none',
  },
  assigned_to: { key: 'assigned_to', label: 'Assignee', sortable: true, filter: 'select' },
  data_change_needed: {
    key: 'data_change_needed',
    label: 'Data change needed',
    sortable: true,
    filter: 'none',
  },
  data_change_complete: {
    key: 'data_change_complete',
    label: 'Data change complete',
    sortable: true,
    filter: 'none',
  },
  sketch_change_needed: {
    key: 'sketch_change_needed',
    label: 'Sketch change needed',
    sortable: true,
    filter: 'none',
  },
  sketch_change_complete: {
    key: 'sketch_change_complete',
    label: 'Sketch change complete',
    sortable: true,
    filter: 'none',
  },
  who_reviewed: { key: 'who_reviewed', label: 'Completed by', sortable: true, filter: 'select' },
  received_total_value: {
    key: 'received_total_value',
    label: 'Original value',
    sortable: true,
    filter: 'select',
  },
  total_value_change: {
    key: 'total_value_change',
    label: 'Change in value',
    sortable: false,
    filter: 'select',
  },
  ir_id: { key: 'ir_id', label: 'View', sortable: false, filter: 'none' },
};

const REVIEW_COLUMNS: readonly ColumnKey[] = [
  'print_key',
  'prop_class',
  'loc_st_nbr',
  'loc_st_name',
  'application_submitted',
  'assigned_to',
  'ir_id',
];

/** SPEC §2: each view's columns, in order. */
export const VIEW_COLUMNS: Readonly<Record<ReviewView, readonly ColumnSpec[]>> = {
  review: REVIEW_COLUMNS.map((key) => COLUMN_SPECS[key]),
  far: [
    ...REVIEW_COLUMNS.slice(0, -1),
    'data_change_needed',
    'data_change_complete',
    'sketch_change_needed',
    'sketch_change_complete',
    'ir_id',
  ].map((key) => COLUMN_SPECS[key as ColumnKey]),
  complete: (
    [
      'print_key',
      'loc_st_nbr',
      'loc_st_name',
      'application_submitted',
      'who_reviewed',
      'received_total_value',
      'total_value_change',
      'ir_id',
    ] as const
  ).map((key) => COLUMN_SPECS[key]),
};

/** Who an assignee id is: user id to e-mail (list_super_users). */
export type Assignees = ReadonlyMap<number, string>;

/** The assignee as the table shows it: the e-mail, 'user N' for an account not listed, or blank. */
export function assigneeName(id: number | null, assignees: Assignees): string {
  if (id === null) return '';
  return assignees.get(id) ?? `user ${id}`;
}

/** The value a column sorts on: a number where the row holds one, else its text. */
export function sortValue(
  row: ReviewListRow,
  key: ColumnKey,
  assignees: Assignees,
): string | number | null {
  if (key === 'assigned_to') return assigneeName(row.assigned_to, assignees);
  return row[key];
}

const NUMERIC = /^-?\d+(\.\d+)?$/;

function asNumber(value: string | number | null): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && NUMERIC.test(value.trim())) return Number(value);
  return undefined;
}

/** A value as compareValues sees it: its number (where it is one) and its lower-case text. */
interface SortKey {
  number: number | undefined;
  text: string;
}

function sortKey(value: string | number | null): SortKey {
  return { number: asNumber(value), text: String(value ?? '').toLowerCase() };
}

function compareKeys(x: SortKey, y: SortKey): number {
  if (x.number !== undefined && y.number !== undefined) return x.number - y.number;
  return x.text < y.text ? -1 : x.text > y.text ? 1 : 0;
}

/**
 * SPEC §2: numeric when both values are numbers (house number '9' before '12'), otherwise
 * case-insensitive text; a missing value is empty text.
 */
export function compareValues(a: string | number | null, b: string | number | null): number {
  return compareKeys(sortKey(a), sortKey(b));
}

export interface SortState {
  key: ColumnKey;
  desc: boolean;
}

/** SPEC §2: application_submitted, newest first. */
export const DEFAULT_SORT: SortState = { key: 'application_submitted', desc: true };

/** A header's sort button: the sorted column flips direction; another column starts ascending. */
export function toggleSort(current: SortState, key: ColumnKey): SortState {
  return current.key === key ? { key, desc: !current.desc } : { key, desc: false };
}

/** The rows sorted (a new array; equal values keep their order, so the server's stays). */
export function sortRows(
  rows: readonly ReviewListRow[],
  sort: SortState,
  assignees: Assignees,
): ReviewListRow[] {
  const direction = sort.desc ? -1 : 1;
  // Each row's key worked out once, not in each of the sort's 140,000 comparisons of 10,000.
  const keyed = rows.map((row) => ({ row, key: sortKey(sortValue(row, sort.key, assignees)) }));
  keyed.sort((a, b) => direction * compareKeys(a.key, b.key));
  return keyed.map(({ row }) => row);
}

/** Column → the filter's value: text to contain, or a dropdown option's value. */
export type Filters = Partial<Record<ColumnKey, string>>;

/** A dropdown option for rows without a value (unassigned, not yet reviewed). */
export const NONE_OPTION = '(none)';

/** The value a dropdown filter compares: assignee id, number digits, Y/N or text; NONE_OPTION when empty. */
export function optionValue(row: ReviewListRow, key: ColumnKey): string {
  const value = row[key];
  if (value === null || value === '') return NONE_OPTION;
  return String(value);
}

/** What a dropdown option reads. */
export function optionLabel(key: ColumnKey, value: string, assignees: Assignees): string {
  if (value === NONE_OPTION) return key === 'assigned_to' ? '(Unassigned)' : '(None)';
  switch (key) {
    case 'assigned_to':
      return assigneeName(Number(value), assignees);
    case 'received_total_value':
      return formatDollars(value);
    case 'total_value_change':
      return value === 'Y' ? 'Yes' : 'No';
    default:
      return value;
  }
}

export interface FilterOption {
  value: string;
  label: string;
}

/** A dropdown's options: the distinct values of the view's rows, in the column's sort order. */
export function filterOptions(
  rows: readonly ReviewListRow[],
  key: ColumnKey,
  assignees: Assignees,
): FilterOption[] {
  const values = [...new Set(rows.map((row) => optionValue(row, key)))];
  return values
    .map((value) => ({ value, label: optionLabel(key, value, assignees) }))
    .sort((a, b) => {
      // Unassigned/none first, then by what the option reads (numbers as numbers).
      if (a.value === NONE_OPTION) return -1;
      if (b.value === NONE_OPTION) return 1;
      return key === 'received_total_value'
        ? compareValues(a.value, b.value)
        : compareValues(a.label, b.label);
    });
}

/**
 * SPEC §2: a text filter keeps rows whose column contains the text, case-insensitive; a
 * dropdown keeps rows with that value. Only the view's filterable columns count.
 */
export function filterRows(
  rows: readonly ReviewListRow[],
  filters: Filters,
  view: ReviewView,
): ReviewListRow[] {
  const tests = VIEW_COLUMNS[view]
    .filter((column) => column.filter !== 'none' && (filters[column.key] ?? '') !== '')
    .map((column) => {
      const wanted = filters[column.key] as string;
      if (column.filter === 'text') {
        const needle = wanted.trim().toLowerCase();
        return (row: ReviewListRow) =>
          String(row[column.key] ?? '')
            .toLowerCase()
            .includes(needle);
      }
      return (row: ReviewListRow) => optionValue(row, column.key) === wanted;
    });
  return tests.length === 0 ? [...rows] : rows.filter((row) => tests.every((test) => test(row)));
}

/** The rows of one view (its review_status). */
export function rowsOfView(rows: readonly ReviewListRow[], view: ReviewView): ReviewListRow[] {
  const status = VIEW_TABS[view].status;
  return rows.filter((row) => row.review_status === status);
}

/** The tab counts: how many reviews each view holds, whatever the filters. */
export function countByView(rows: readonly ReviewListRow[]): Record<ReviewView, number> {
  const counts: Record<ReviewView, number> = { review: 0, far: 0, complete: 0 };
  const viewOf = Object.fromEntries(
    REVIEW_VIEWS.map((view) => [VIEW_TABS[view].status, view]),
  ) as Record<ReviewStatus, ReviewView>;
  for (const row of rows) counts[viewOf[row.review_status]] += 1;
  return counts;
}

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

/** A cell's text as the CSV holds it: raw values a spreadsheet reads, e-mail for the assignee. */
export function csvValue(row: ReviewListRow, key: ColumnKey, assignees: Assignees): string {
  if (key === 'assigned_to') return assigneeName(row.assigned_to, assignees);
  if (key === 'application_submitted') return formatInstant(row.application_submitted, 'csv');
  const value = row[key];
  return value === null ? '' : String(value);
}

/** The header and records of the current view as shown (the CSV export). */
export function csvTable(
  rows: readonly ReviewListRow[],
  view: ReviewView,
  assignees: Assignees,
): { header: string[]; records: string[][] } {
  const columns = VIEW_COLUMNS[view];
  return {
    header: columns.map((column) =>
      column.key === 'ir_id'
        ? 'Application'
        : column.key === 'application_submitted'
          ? csvTimeHeader(column.label)
          : column.label,
    ),
    records: rows.map((row) => columns.map((column) => csvValue(row, column.key, assignees))),
  };
}

/** A cell's text on screen, for the columns that show text (badges and the View link are drawn). */
export function displayText(row: ReviewListRow, key: ColumnKey, assignees: Assignees): string {
  switch (key) {
    case 'assigned_to':
      return row.assigned_to === null
        ? MESSAGES.review.unassigned
        : assigneeName(row.assigned_to, assignees);
    case 'application_submitted':
      return formatShortDate(row.application_submitted);
    case 'received_total_value':
      return formatDollars(row.received_total_value);
    case 'total_value_change':
      return row.total_value_change === 'Y' ? 'Yes' : 'No';
    default: {
      const value = row[key];
      return value === null ? '-' : String(value);
    }
  }
}

/** Whom the Assign button gives the selected reviews to: nobody chosen yet, no one, or an e-mail. */
export type AssignTarget = { kind: 'none' } | { kind: 'remove' } | { kind: 'user'; email: string };

/**
 * The Assign button says what pressing it will do ("Assign 3 to sue@…"), since choosing in the
 * dropdown alone assigns nothing.
 */
export function assignButtonText(count: number, target: AssignTarget): string {
  const n = count > 0 ? ` ${count}` : '';
  switch (target.kind) {
    case 'remove':
      return `Unassign${n}`;
    case 'user':
      return `Assign${n} to ${target.email}`;
    default:
      return `Assign${n}`;
  }
}
