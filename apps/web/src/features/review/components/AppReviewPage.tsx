import {
  useCallback,
  useDeferredValue,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { Navigate, useSearchParams } from '../../../lib/router.tsx';
import { useQuery } from '@tanstack/react-query';
import { toCsv } from '@ir/domain/csv.ts';
import { MAX_ASSIGNMENTS } from '@ir/domain/contracts/review/assign-reviews.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import { can } from '@ir/domain/permissions.ts';
import { FormAlert, OutcomeAlert } from '../../../components/ui/FormAlert.tsx';
import { ApiRequestError } from '../../../lib/api.ts';
import { downloadCsv } from '../../../lib/csv.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useGlobalLoading } from '../../../lib/global-loading.tsx';
import { useLanguage } from '../../../lib/language.tsx';
import { useSession } from '../../../lib/session/session-provider.tsx';
import { useAssignReviews } from '../api/assign-reviews.ts';
import { reviewListQuery } from '../api/list-reviews.ts';
import { superUsersQuery } from '../api/list-super-users.ts';
import { assignButtonText, type Assignees, type AssignTarget } from '../review-list/assignment.ts';
import { VIEW_COLUMNS, type ColumnKey } from '../review-list/columns.ts';
import { csvTable } from '../review-list/csv-export.ts';
import { filterOptions, type FilterOption } from '../review-list/filtering.ts';
import {
  inListOrder,
  listStateToParams,
  parseListState,
  switchView,
  visibleRows,
  type ListState,
} from '../review-list/list-state.ts';
import { toggleSort } from '../review-list/sorting.ts';
import {
  countByView,
  REVIEW_VIEWS,
  rowsOfView,
  VIEW_TABS,
  type ReviewView,
  type TabColour,
} from '../review-list/views.ts';
import { ROWS_DRAWN, ReviewTable } from './ReviewTable.tsx';
import { useListRows } from './use-list-rows.ts';

const TAB_BADGE: Record<TabColour, string> = {
  warning: 'badge-warning',
  error: 'badge-error',
  accent: 'badge-accent',
  primary: 'badge-primary',
  neutral: 'badge-neutral',
};

/** The Assign dropdown's entry that removes the assignee (SPEC §3: the null assignee). */
const REMOVE = 'REMOVE';
const NO_CHOICE = '';

const NO_ROWS: never[] = [];
const NO_IDS: ReadonlySet<number> = new Set();
const NO_ASSIGNEES: Assignees = new Map();

/**
 * SPEC §2 Application Review: the municipality's applications in its views (tabs) with their
 * counts, filters and sorting kept in the URL, bulk assignment for admins, and a CSV of what
 * is shown.
 */
export function AppReviewPage() {
  useDocumentTitle('Review Applications');
  const { privilege } = useSession();
  const { language } = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseListState(searchParams), [searchParams]);
  const list = useQuery(reviewListQuery());
  const superUsers = useQuery(superUsersQuery());
  const assign = useAssignReviews();
  useGlobalLoading(list.isPending);

  const assignees: Assignees = useMemo(
    () => new Map((superUsers.data ?? []).map((user) => [user.id, user.email])),
    [superUsers.data],
  );
  const parsed = useListRows(list.data);
  const loaded = parsed.rows !== null;
  const all = parsed.rows ?? NO_ROWS;
  const counts = useMemo(() => countByView(all), [all]);
  // Typing in a filter stays quick on 20,000 rows: the table may trail a keystroke behind.
  const shownState = useDeferredValue(state);
  // A list just come in is drawn from the view's first rows, when they are the table's first
  // rows anyway (inListOrder), and in full once useListRows has parsed it, after that frame.
  const firstRows = useMemo(() => {
    if (loaded || !list.data || parsed.error !== undefined || !inListOrder(shownState)) return null;
    try {
      return list.data.firstOfView(shownState.view, ROWS_DRAWN);
    } catch {
      // A text that is no row: the whole parse after this frame reports it.
      return null;
    }
  }, [loaded, list.data, parsed.error, shownState]);
  const viewRows = useMemo(() => rowsOfView(all, shownState.view), [all, shownState.view]);
  // E-mails order the rows only when sorting by assignee: otherwise the list, sorted once,
  // is not sorted again when list_super_users answers after it.
  const sortAssignees = shownState.sort.key === 'assigned_to' ? assignees : NO_ASSIGNEES;
  const rows = useMemo(
    () => visibleRows(all, shownState, sortAssignees),
    [all, shownState, sortAssignees],
  );
  // The (All) dropdowns' options, worked out once per list and view rather than per render.
  const options = useMemo(() => {
    const byColumn = new Map<ColumnKey, FilterOption[]>();
    for (const column of VIEW_COLUMNS[shownState.view]) {
      if (column.filter === 'select') {
        byColumn.set(column.key, filterOptions(viewRows, column.key, assignees, language));
      }
    }
    return byColumn;
  }, [viewRows, shownState.view, assignees, language]);
  const optionsFor = useCallback((key: ColumnKey) => options.get(key) ?? [], [options]);

  // SPEC §4: changing filters (or the view) clears the selection; sorting keeps it.
  const selectionKey = JSON.stringify([state.view, state.filters]);
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<number> }>({
    key: selectionKey,
    ids: new Set(),
  });
  const selected = selection.key === selectionKey ? selection.ids : NO_IDS;
  // What Assign would send: selected rows still shown, which are never complete ones (the
  // complete view has no checkboxes), as a reload may have moved a selected review meanwhile.
  const selectedShown = useMemo(
    () =>
      rows.filter(
        (row) =>
          selected.has(row.ir_id) &&
          row.review_status !== 'complete' &&
          row.review_status !== 'withdrawn',
      ),
    [rows, selected],
  );
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  // Whom the Assign button gives the selection to; choosing here alone assigns nothing.
  const [assignee, setAssignee] = useState(NO_CHOICE);

  const mayAssign = can(privilege, 'review:assign');
  // SPEC §2 offers Assign in the review and FAR views only.
  const selectable = mayAssign && (state.view === 'review' || state.view === 'far');

  const update = (next: ListState, replace = false) =>
    setSearchParams(listStateToParams(next), { replace });

  const onToggle = (id: number) => {
    const ids = new Set(selected);
    if (ids.has(id)) ids.delete(id);
    else ids.add(id);
    setSelection({ key: selectionKey, ids });
    setMessage(null);
  };
  // The rows of the URL's state now, not the deferred one the table may still be drawing.
  // Before the list is parsed in full (its first rows drawn), parsed now: all of them count.
  const currentRows = () => {
    let rows = parsed.rows;
    try {
      rows ??= list.data?.rows() ?? NO_ROWS;
    } catch {
      // A text that is no row: the page shows the list's error, and there is nothing to select.
      rows = NO_ROWS;
    }
    return visibleRows(rows, state, assignees);
  };

  const onToggleAll = () => {
    const shown = currentRows();
    const every = shown.length > 0 && shown.every((row) => selected.has(row.ir_id));
    setSelection({
      key: selectionKey,
      ids: every ? new Set() : new Set(shown.map((row) => row.ir_id)),
    });
    setMessage(null);
  };

  const target: AssignTarget =
    assignee === NO_CHOICE
      ? { kind: 'none' }
      : assignee === REMOVE
        ? { kind: 'remove' }
        : { kind: 'user', email: assignees.get(Number(assignee)) ?? `user ${assignee}` };

  const onAssign = () => {
    if (assign.isPending) return;
    const ids = selectedShown.map((row) => row.ir_id);
    if (ids.length === 0) {
      setMessage({ kind: 'error', text: MESSAGES.review.assignNone });
      return;
    }
    if (ids.length > MAX_ASSIGNMENTS) {
      setMessage({ kind: 'error', text: MESSAGES.review.assignTooMany });
      return;
    }
    if (target.kind === 'none') {
      setMessage({ kind: 'error', text: MESSAGES.review.assignNoAssignee });
      return;
    }
    const user = target.kind === 'remove' ? null : Number(assignee);
    setMessage(null);
    assign.mutate(
      { reviews: ids.map((id) => ({ id, user })) },
      {
        onSuccess: () => {
          setSelection({ key: selectionKey, ids: new Set() });
          setMessage({
            kind: 'success',
            text: (target.kind === 'remove'
              ? MESSAGES.review.unassignedDone
              : MESSAGES.review.assigned.replace('{email}', target.email)
            ).replace('{count}', `${ids.length} application${ids.length === 1 ? '' : 's'}`),
          });
        },
        // A review completed since the list loaded is refused on its own (the list reloads
        // without it); any other refusal is SPEC §8's one text.
        onError: (error) =>
          setMessage({
            kind: 'error',
            text:
              error instanceof ApiRequestError && error.errorMessage === 'review_complete'
                ? MESSAGES.review.assignComplete
                : MESSAGES.review.assignFailed,
          }),
      },
    );
  };

  const exportCsv = () => {
    const { header, records } = csvTable(rows, state.view, assignees);
    downloadCsv(`reviews-${state.view}.csv`, toCsv(header, records));
  };

  // A list that could not be read: the call failed (a 401 goes to /login) or a row is no row.
  const loadFailed =
    (list.isError && !(list.error instanceof ApiRequestError && list.error.statusCode === 401)) ||
    parsed.error !== undefined;

  const tabRefs = useRef<Partial<Record<ReviewView, HTMLButtonElement | null>>>({});
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, view: ReviewView) => {
    const index = REVIEW_VIEWS.indexOf(view);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % REVIEW_VIEWS.length,
      ArrowLeft: (index - 1 + REVIEW_VIEWS.length) % REVIEW_VIEWS.length,
      Home: 0,
      End: REVIEW_VIEWS.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = REVIEW_VIEWS[next] as ReviewView;
    update(switchView(state, target));
    tabRefs.current[target]?.focus();
  };

  if (list.error instanceof ApiRequestError && list.error.statusCode === 401) {
    return <Navigate to="/login" replace />;
  }

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold">Review Applications</h1>

      <div className="flex flex-wrap items-center justify-between gap-4">
        <div role="tablist" aria-label="Review views" className="tabs tabs-box">
          {REVIEW_VIEWS.map((view) => {
            const tab = VIEW_TABS[view];
            const active = state.view === view;
            return (
              <button
                key={view}
                ref={(element) => {
                  tabRefs.current[view] = element;
                }}
                type="button"
                role="tab"
                id={`review-tab-${view}`}
                aria-selected={active}
                aria-controls="review-panel"
                tabIndex={active ? 0 : -1}
                // daisyUI dims inactive tabs below AA contrast; the active one is marked by its box.
                className={`tab gap-2 text-base-content ${active ? 'tab-active' : ''}`}
                onClick={() => update(switchView(state, view))}
                onKeyDown={(event) => onTabKey(event, view)}
              >
                {tab.label}
                <span className={`badge badge-sm ${TAB_BADGE[tab.colour]}`}>
                  {loaded ? counts[view] : '…'}
                </span>
              </button>
            );
          })}
        </div>

        <div className="flex flex-wrap items-center gap-3">
          {selectable && (
            <>
              <span className="text-sm" aria-live="polite">
                {selectedShown.length} selected
              </span>
              <select
                className="select select-sm w-64 max-w-full"
                aria-label="Assign the selected applications to"
                value={assignee}
                onChange={(event) => {
                  setAssignee(event.target.value);
                  setMessage(null);
                }}
              >
                <option value={NO_CHOICE} disabled>
                  Choose an assignee
                </option>
                <option value={REMOVE}>{MESSAGES.review.unassigned}</option>
                {(superUsers.data ?? []).map((user) => (
                  <option key={user.id} value={user.id}>
                    {user.email}
                  </option>
                ))}
              </select>
              <button
                type="button"
                // A long e-mail wraps rather than running out of the button on a phone.
                className="btn btn-sm btn-primary h-auto min-h-8 py-1 whitespace-normal [overflow-wrap:anywhere] aria-disabled:opacity-60"
                // aria-disabled, not disabled, while it works: a disabled button drops the
                // keyboard's focus to the page (WCAG 2.4.3); onAssign ignores it meanwhile.
                aria-disabled={assign.isPending || undefined}
                onClick={onAssign}
              >
                {assignButtonText(selectedShown.length, target)}
              </button>
            </>
          )}
          <button type="button" className="btn btn-sm" onClick={exportCsv} disabled={!loaded}>
            Export CSV
          </button>
        </div>
      </div>

      <div className="min-h-12">
        {/* The assignment's success is announced (WCAG 4.1.3). */}
        <OutcomeAlert outcome={message} />
        {loadFailed && (
          <FormAlert
            kind="error"
            action={
              <button type="button" className="btn btn-sm" onClick={() => void list.refetch()}>
                Try again
              </button>
            }
          >
            The applications could not be loaded. Please try again.
          </FormAlert>
        )}
      </div>

      <p className="text-sm" aria-live="polite">
        {loaded ? `${rows.length} of ${viewRows.length} shown` : ''}
      </p>

      <div role="tabpanel" id="review-panel" aria-labelledby={`review-tab-${state.view}`}>
        <ReviewTable
          view={shownState.view}
          rows={firstRows ?? rows}
          assignees={assignees}
          sort={state.sort}
          onSort={(key) => update({ ...state, sort: toggleSort(state.sort, key) })}
          filters={state.filters}
          onFilter={(key, value) =>
            // Typing replaces the entry (Back does not step through keystrokes); a dropdown adds one.
            update(
              { ...state, filters: { ...state.filters, [key]: value } },
              key === 'print_key' || key === 'loc_st_name',
            )
          }
          optionsFor={optionsFor}
          selectable={selectable && (shownState.view === 'review' || shownState.view === 'far')}
          selected={selected}
          onToggle={onToggle}
          onToggleAll={onToggleAll}
        />
      </div>
    </div>
  );
}
