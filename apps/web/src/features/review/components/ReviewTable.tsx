import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLanguage } from '../../../lib/language.tsx';
import { Link } from '../../../lib/router.tsx';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import type { ReviewListRow } from '@ir/domain/contracts/review/review-fields.ts';
import type { Assignees } from '../review-list/assignment.ts';
import { displayText, offerStatusText } from '../review-list/cell-text.ts';
import { VIEW_COLUMNS, type ColumnKey, type ColumnSpec } from '../review-list/columns.ts';
import type { FilterOption, Filters } from '../review-list/filtering.ts';
import type { SortState } from '../review-list/sorting.ts';
import { VIEW_TABS, type ReviewView, type TabColour } from '../review-list/views.ts';

/** SPEC §2: 40-pixel rows in a 600-pixel body, so 15 rows fit before it scrolls. */
export const ROW_HEIGHT = 40;
export const BODY_HEIGHT = 600;
const ROWS_IN_VIEW = BODY_HEIGHT / ROW_HEIGHT;
/** Rows drawn beyond those in view, so a short scroll finds them there. */
const OVERSCAN = 5;
/** The rows the body draws at the top of the list: those in view and the overscan. */
export const ROWS_DRAWN = ROWS_IN_VIEW + OVERSCAN;

const BORDER: Record<TabColour, string> = {
  warning: 'border-warning',
  error: 'border-error',
  accent: 'border-accent',
  primary: 'border-primary',
  neutral: 'border-neutral',
};

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, ReviewListRow>();

/** The offer outcomes that need the reviewer again, each with its badge's colour. */
const OFFER_BADGES: Partial<Record<NonNullable<ReviewListRow['offer_status']>, string>> = {
  countered: 'badge-info',
  lapsed: 'badge-warning',
};

const NEEDED_KEYS = new Set<ColumnKey>(['data_change_needed', 'sketch_change_needed']);
const COMPLETE_KEYS = new Set<ColumnKey>(['data_change_complete', 'sketch_change_complete']);

function Cell({
  row,
  column,
  assignees,
}: {
  row: ReviewListRow;
  column: ColumnSpec;
  assignees: Assignees;
}) {
  const { language } = useLanguage();
  const { key } = column;
  if (key === 'ir_id') {
    return (
      <Link
        to={`/review/${row.ir_id}`}
        className="btn btn-primary btn-xs"
        aria-label={`View ${row.print_key}`}
      >
        View
      </Link>
    );
  }
  // SPEC §3: Y shows a Yes badge on 'needed' and a check badge on 'complete'.
  if (NEEDED_KEYS.has(key)) {
    return row[key] === 'Y' ? <span className="badge badge-warning badge-sm">Yes</span> : null;
  }
  if (COMPLETE_KEYS.has(key)) {
    return row[key] === 'Y' ? (
      <span className="badge badge-success badge-sm" role="img" aria-label="complete">
        ✓
      </span>
    ) : null;
  }
  // An offer back with its reviewer is a badge, so a Countered or lapsed one stands out.
  if (key === 'offer_status' && row.offer_status !== null && row.offer_status in OFFER_BADGES) {
    return (
      <span className={`badge badge-sm ${OFFER_BADGES[row.offer_status] ?? ''}`}>
        {offerStatusText(row.offer_status)}
      </span>
    );
  }
  const text = displayText(row, key, assignees, language);
  return (
    <span className="truncate" title={text}>
      {text}
    </span>
  );
}

/** A free-text filter that keeps its own text while the URL catches up, and follows Back. */
function TextFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // What this box sent the URL and the URL has not yet given back: typed fast, an echo of an
  // earlier keystroke arrives after later ones and must not overwrite them.
  const [sent, setSent] = useState<string[]>([]);
  if (value !== seen) {
    setSeen(value);
    const own = sent.indexOf(value);
    if (own >= 0) {
      setSent(sent.slice(own + 1));
    } else {
      // The URL changed from outside (Back, a link): show its filter.
      setText(value);
      setSent([]);
    }
  }
  return (
    <input
      type="search"
      className="input input-xs w-full"
      aria-label={`Filter ${label}`}
      placeholder="Filter"
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        setSent((pending) => [...pending, next]);
        onChange(next);
      }}
    />
  );
}

function SelectFilter({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
}) {
  // A filter from the URL whose value no row has any longer still shows, so it can be cleared.
  const shown =
    value !== '' && !options.some((option) => option.value === value)
      ? [...options, { value, label: value }]
      : options;
  return (
    <select
      className="select select-xs w-full"
      aria-label={`Filter ${label}`}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">(All)</option>
      {shown.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

function columnWidth(key: ColumnKey | 'select'): string {
  switch (key) {
    case 'select':
      return '3.5rem';
    case 'ir_id':
      return '5rem';
    case 'print_key':
    case 'assigned_to':
    case 'who_reviewed':
    case 'filed_by':
    case 'firm_name':
      return 'minmax(11rem, 1.5fr)';
    case 'loc_st_name':
      return 'minmax(9rem, 1.2fr)';
    default:
      return 'minmax(7rem, 1fr)';
  }
}

export interface ReviewTableProps {
  view: ReviewView;
  rows: readonly ReviewListRow[];
  assignees: Assignees;
  sort: SortState;
  onSort: (key: ColumnKey) => void;
  filters: Filters;
  onFilter: (key: ColumnKey, value: string) => void;
  optionsFor: (key: ColumnKey) => FilterOption[];
  /** Admin and mega-admin outside the complete view (SPEC §6): the checkbox column. */
  selectable: boolean;
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onToggleAll: () => void;
}

/**
 * SPEC §2's review table: a header row of sort buttons and filters, and a virtualised body
 * (TanStack Table for the columns, TanStack Virtual for the rows in view). ARIA table roles
 * rather than <table>, so the header stays put above the scrolling body; aria-rowcount and
 * aria-rowindex tell a screen reader where each rendered row sits among all of them.
 */
export function ReviewTable({
  view,
  rows,
  assignees,
  sort,
  onSort,
  filters,
  onFilter,
  optionsFor,
  selectable,
  selected,
  onToggle,
  onToggleAll,
}: ReviewTableProps) {
  const specs = VIEW_COLUMNS[view];
  const columns = useMemo(
    () =>
      specs.map((spec) =>
        helper.display({
          id: spec.key,
          header: spec.label,
          cell: ({ row }) => <Cell row={row.original} column={spec} assignees={assignees} />,
        }),
      ),
    [specs, assignees],
  );
  const bodyRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => bodyRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    getItemKey: (index) => rows[index]?.ir_id ?? index,
    initialRect: { width: 0, height: BODY_HEIGHT },
    // Where layout reports no height (a hidden tab, a test's DOM), the body is still 600 high.
    observeElementRect: (instance, cb) =>
      observeElementRect(instance, (rect) =>
        cb(rect.height > 0 ? rect : { ...rect, height: BODY_HEIGHT }),
      ),
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items.at(-1)?.index ?? -1;
  // TanStack Table is given the rows in view only: it makes row and cell objects for 25 rows
  // rather than for all 10,000 on every new list, sort or filter.
  const data = useMemo(() => rows.slice(first, last + 1), [rows, first, last]);
  const table = useTable({
    features,
    columns,
    data,
    getRowId: (row) => String(row.ir_id),
  });
  const tableRows = table.getRowModel().rows;

  // SPEC §2: past 15 rows the body scrolls, so the header gets a right margin as wide as the
  // scroll bar to keep its columns over the body's.
  const overflowing = rows.length > ROWS_IN_VIEW;
  const [scrollbar, setScrollbar] = useState(0);
  useLayoutEffect(() => {
    const body = bodyRef.current;
    setScrollbar(overflowing && body ? body.offsetWidth - body.clientWidth : 0);
  }, [overflowing, view]);

  const template = [...(selectable ? ['select' as const] : []), ...specs.map((s) => s.key)]
    .map(columnWidth)
    .join(' ');
  const everySelected = rows.length > 0 && rows.every((row) => selected.has(row.ir_id));
  const tab = VIEW_TABS[view];
  const colCount = specs.length + (selectable ? 1 : 0);

  return (
    // Scrolls sideways on a narrow screen, in a region the keyboard can reach (WCAG 1.4.10, 2.1.1).
    <div
      className={`overflow-x-auto rounded-box border-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-base-content ${BORDER[tab.colour]}`}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={`${tab.label} applications, scrolling table`}
    >
      <div
        role="table"
        id="review-table"
        aria-label={`${tab.label} applications`}
        aria-rowcount={rows.length + 1}
        aria-colcount={colCount}
        className="min-w-fit text-sm"
      >
        <div role="rowgroup" className="border-b border-base-300 bg-base-200">
          <div
            role="row"
            aria-rowindex={1}
            className="grid gap-2 px-2 py-2"
            data-overflowing={overflowing || undefined}
            style={{ gridTemplateColumns: template, marginRight: scrollbar }}
          >
            {selectable && (
              <div role="columnheader" className="flex items-start">
                <button
                  type="button"
                  className="btn btn-xs"
                  aria-label={everySelected ? 'Clear the selection (all)' : 'Select all shown'}
                  aria-pressed={everySelected}
                  onClick={onToggleAll}
                >
                  all
                </button>
              </div>
            )}
            {table.getHeaderGroups()[0]?.headers.map((header) => {
              const spec = specs.find((s) => s.key === header.column.id) as ColumnSpec;
              const sorted = sort.key === spec.key;
              return (
                <div
                  key={header.id}
                  role="columnheader"
                  aria-sort={
                    spec.sortable
                      ? sorted
                        ? sort.desc
                          ? 'descending'
                          : 'ascending'
                        : 'none'
                      : undefined
                  }
                  className="flex min-w-0 flex-col gap-1 font-semibold"
                >
                  {spec.sortable ? (
                    <button
                      type="button"
                      className="btn btn-ghost btn-xs justify-start px-1"
                      onClick={() => onSort(spec.key)}
                    >
                      <table.FlexRender header={header} />
                      <span aria-hidden="true">{sorted ? (sort.desc ? '▼' : '▲') : '↕'}</span>
                    </button>
                  ) : (
                    <span className="px-1 leading-6">
                      <table.FlexRender header={header} />
                    </span>
                  )}
                  {spec.filter === 'text' && (
                    <TextFilter
                      label={spec.label}
                      value={filters[spec.key] ?? ''}
                      onChange={(value) => onFilter(spec.key, value)}
                    />
                  )}
                  {spec.filter === 'select' && (
                    <SelectFilter
                      label={spec.label}
                      value={filters[spec.key] ?? ''}
                      options={optionsFor(spec.key)}
                      onChange={(value) => onFilter(spec.key, value)}
                    />
                  )}
                </div>
              );
            })}
          </div>
        </div>
        <div
          role="rowgroup"
          ref={bodyRef}
          className="overflow-y-auto"
          style={{ height: BODY_HEIGHT }}
          data-testid="review-table-body"
        >
          {rows.length === 0 ? (
            <div role="row" aria-rowindex={2} className="p-4">
              <div role="cell" aria-colspan={colCount}>
                No applications to show.
              </div>
            </div>
          ) : (
            <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
              {items.map((item) => {
                const row = tableRows[item.index - first];
                if (!row) return null;
                const review = row.original;
                const checked = selected.has(review.ir_id);
                return (
                  <div
                    key={row.id}
                    role="row"
                    aria-rowindex={item.index + 2}
                    className={`absolute left-0 grid w-full items-center gap-2 border-b border-base-200 px-2 ${
                      checked ? 'bg-base-200' : ''
                    }`}
                    style={{
                      height: ROW_HEIGHT,
                      transform: `translateY(${item.start}px)`,
                      gridTemplateColumns: template,
                    }}
                  >
                    {selectable && (
                      <div role="cell">
                        <input
                          type="checkbox"
                          // The theme's default border is too faint to read as a box (WCAG
                          // 1.4.11); the primary colour draws it, and the tick, clearly.
                          className="checkbox"
                          aria-label={`Select ${review.print_key}`}
                          checked={checked}
                          onChange={() => onToggle(review.ir_id)}
                        />
                      </div>
                    )}
                    {row.getAllCells().map((cell) => (
                      <div key={cell.id} role="cell" className="flex min-w-0 items-center px-1">
                        <table.FlexRender cell={cell} />
                      </div>
                    ))}
                  </div>
                );
              })}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
