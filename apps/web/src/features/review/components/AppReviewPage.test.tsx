import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReviewListRow } from '@ir/domain/contracts/review/review-fields.ts';
import type { Privilege } from '@ir/domain';
import { MESSAGES } from '@ir/domain/messages.ts';
import {
  apiError,
  mockApi,
  renderApp,
  requestsTo,
  type MockRoutes,
} from '../../../test/render-app.tsx';

const STAFF = [
  { id: 7, email: 'sue@town.example' },
  { id: 8, email: 'al@town.example' },
];

function review(id: number, overrides: Partial<ReviewListRow> = {}): ReviewListRow {
  return {
    ir_id: id,
    assigned_to: null,
    review_status: 'incomplete',
    print_key: `101.01-1-${id}`,
    prop_class: '210',
    loc_st_nbr: String(id * 10),
    loc_st_name: 'Main St',
    application_submitted: `2026-02-${String(id).padStart(2, '0')}T15:00:00.000Z`,
    who_reviewed: null,
    received_total_value: 100000 + id,
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

/** Four to review, two FAR, one complete. */
function sampleRows(): ReviewListRow[] {
  return [
    review(1, { loc_st_name: 'Oak Ave', prop_class: '311' }),
    review(2, { assigned_to: 7 }),
    review(3, { loc_st_name: 'elm st' }),
    review(4, { assigned_to: 8, loc_st_name: 'Birch Rd' }),
    review(5, { review_status: 'far', data_change_needed: 'Y', sketch_change_complete: 'Y' }),
    review(6, { review_status: 'far' }),
    review(9, {
      review_status: 'complete',
      who_reviewed: 'sue@town.example',
      total_value_change: 'Y',
      received_total_value: 250000,
      loc_st_name: '=HYPERLINK("x")',
    }),
  ];
}

/** A municipality's review API: the list as JSON strings, its staff, and assign_review. */
function reviewServer(
  privilege: Privilege,
  { rows = sampleRows(), routes = {} }: { rows?: ReviewListRow[]; routes?: MockRoutes } = {},
) {
  const db = rows.map((row) => ({ ...row }));
  const fetchMock = mockApi({
    privilege,
    routes: {
      'GET /api/super/list': () => Response.json(db.map((row) => JSON.stringify(row))),
      'GET /api/super/list_super_users': () => Response.json(STAFF),
      'POST /api/super/assign_review': ({ body }) => {
        const { reviews } = body as { reviews: { id: number; user: number | null }[] };
        for (const { id, user } of reviews) {
          const row = db.find((r) => r.ir_id === id);
          if (row) row.assigned_to = user;
        }
        return Response.json({ success: true });
      },
      ...routes,
    },
  });
  return { fetchMock, db };
}

async function openPage(path = '/appreview') {
  const view = renderApp({ entries: [path] });
  // The first visit loads the feature's chunk, which takes a while on a cold test run.
  await screen.findByRole('heading', { level: 1, name: 'Review Applications' }, { timeout: 5000 });
  const table = await screen.findByRole('table');
  // The list has loaded once a row (or the empty message) is there, and read in full once the
  // count of rows shown is (its first rows may be drawn before).
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  await screen.findByText(/^\d+ of \d+ shown$/, {}, { timeout: 5000 });
  return { ...view, table };
}

/** The SBLs of the rendered body rows, top to bottom. */
function sbls(): string[] {
  return bodyRows().map(
    (row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? '')
        .find((text) => /^\d{3}\.\d{2}-1-\d+$/.test(text)) ?? '?',
  );
}

function bodyRows(): HTMLElement[] {
  return within(screen.getByRole('table'))
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-rowindex') !== '1');
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });
const headerNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((h) => h.querySelector('button, span')?.textContent?.replace(/[▲▼↕]/g, '').trim());

/** jsdom's Blob has no text(); FileReader reads it, the byte-order mark kept. */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('AppReviewPage', () => {
  it('shows the three tabs with their counts and colours, the review view by default', async () => {
    reviewServer('super');
    await openPage();
    await waitFor(() => expect(tab(/^Review/)).toHaveTextContent('Review4'));
    expect(tab(/^FAR/)).toHaveTextContent('FAR2');
    expect(tab(/^Complete/)).toHaveTextContent('Complete1');
    expect(tab(/^Review/)).toHaveAttribute('aria-selected', 'true');
    expect(within(tab(/^Review/)).getByText('4')).toHaveClass('badge-warning');
    expect(within(tab(/^FAR/)).getByText('2')).toHaveClass('badge-error');
    expect(within(tab(/^Complete/)).getByText('1')).toHaveClass('badge-primary');
    expect(headerNames()).toEqual([
      'SBL',
      'Class',
      'Number',
      'Name',
      'Submitted',
      'Assignee',
      'Offer',
      'Filed by a representative',
      'Firm',
      'Filed by',
      'Owner authorization',
      'View',
    ]);
    // Default sort: submitted, newest first.
    expect(sbls()).toEqual(['101.01-1-4', '101.01-1-3', '101.01-1-2', '101.01-1-1']);
    expect(screen.getByRole('columnheader', { name: /Submitted/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    // Assignees by e-mail; the View button opens the review.
    expect(bodyRows()[2]).toHaveTextContent('sue@town.example');
    expect(screen.getByRole('link', { name: 'View 101.01-1-4' })).toHaveAttribute(
      'href',
      '/review/4',
    );
  });

  it('switches views with the columns of each, badges for the flags, and keeps it in the URL', async () => {
    reviewServer('super');
    const { router } = await openPage();
    await userEvent.click(tab(/^FAR/));
    expect(router.state.location.search).toBe('?view=far');
    expect(tab(/^FAR/)).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(sbls()).toEqual(['101.01-1-6', '101.01-1-5']));
    expect(headerNames()).toEqual([
      'SBL',
      'Class',
      'Number',
      'Name',
      'Submitted',
      'Assignee',
      'Data change needed',
      'Data change complete',
      'Sketch change needed',
      'Sketch change complete',
      'Offer',
      'Filed by a representative',
      'Firm',
      'Filed by',
      'Owner authorization',
      'View',
    ]);
    const five = bodyRows()[1] as HTMLElement;
    expect(within(five).getByText('Yes')).toHaveClass('badge');
    expect(within(five).getByRole('img', { name: 'complete' })).toHaveTextContent('✓');
    expect(within(bodyRows()[0] as HTMLElement).queryByText('Yes')).not.toBeInTheDocument();

    // Arrow keys move between the tabs: FAR, Offer sent, Complete.
    tab(/^FAR/).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(router.state.location.search).toBe('?view=offer');
    expect(tab(/^Offer sent/)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(router.state.location.search).toBe('?view=complete');
    expect(tab(/^Complete/)).toHaveFocus();
    await waitFor(() => expect(sbls()).toEqual(['101.01-1-9']));
    expect(headerNames()).toEqual([
      'SBL',
      'Number',
      'Name',
      'Submitted',
      'Completed by',
      'Original value',
      'Change in value',
      'Response',
      'Crossed the integrity guard',
      'Filed by a representative',
      'Firm',
      'Filed by',
      'Owner authorization',
      'View',
    ]);
    expect(bodyRows()[0]).toHaveTextContent('$250,000');
    expect(bodyRows()[0]).toHaveTextContent('Yes');
    // SPEC §2: no sort on change in value or the view link.
    expect(screen.queryByRole('button', { name: /Change in value/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^View$/ })).not.toBeInTheDocument();
  });

  it('shows Offer sent with its respond-by day, and Countered and Offer lapsed as badges with a filter in the URL', async () => {
    const rows = [
      ...sampleRows(),
      review(10, { review_status: 'offer', offer_status: 'open', offer_respond_by: '2026-03-20' }),
      review(11, { offer_status: 'countered' }),
      review(12, { offer_status: 'lapsed' }),
    ];
    reviewServer('super', { rows });
    const { router } = await openPage();
    await waitFor(() => expect(tab(/^Offer sent/)).toHaveTextContent('Offer sent1'));
    expect(within(tab(/^Offer sent/)).getByText('1')).toHaveClass('badge-accent');
    const table = screen.getByRole('table');
    expect(within(table).getByText('Countered', { selector: '.badge' })).toBeInTheDocument();
    expect(within(table).getByText('Offer lapsed', { selector: '.badge' })).toBeInTheDocument();

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Filter Offer' }),
      'Countered',
    );
    expect(router.state.location.search).toBe('?offer_status=countered');
    await waitFor(() => expect(sbls()).toEqual(['101.01-1-11']));
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Filter Offer' }),
      'Offer lapsed',
    );
    await waitFor(() => expect(sbls()).toEqual(['101.01-1-12']));

    await userEvent.click(tab(/^Offer sent/));
    expect(router.state.location.search).toBe('?view=offer');
    await waitFor(() => expect(sbls()).toEqual(['101.01-1-10']));
    expect(headerNames()).toContain('Respond by');
    expect(bodyRows()[0]).toHaveTextContent('Mar 20, 2026');
  });

  it('sorts per column: numbers as numbers, text case-insensitively, toggling direction', async () => {
    reviewServer('super');
    const { router } = await openPage();
    await userEvent.click(screen.getByRole('button', { name: /^Number/ }));
    expect(router.state.location.search).toBe('?sort=loc_st_nbr&dir=asc');
    await waitFor(() =>
      expect(sbls()).toEqual(['101.01-1-1', '101.01-1-2', '101.01-1-3', '101.01-1-4']),
    );
    expect(screen.getByRole('columnheader', { name: /^Number/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(screen.getByRole('button', { name: /^Name/ }));
    // Birch Rd, elm st, Main St, Oak Ave: lower-case 'elm' sorts among the capitals.
    await waitFor(() =>
      expect(sbls()).toEqual(['101.01-1-4', '101.01-1-3', '101.01-1-2', '101.01-1-1']),
    );
    await userEvent.click(screen.getByRole('button', { name: /^Name/ }));
    expect(router.state.location.search).toBe('?sort=loc_st_name&dir=desc');
    await waitFor(() =>
      expect(sbls()).toEqual(['101.01-1-1', '101.01-1-2', '101.01-1-3', '101.01-1-4']),
    );
  });

  it('filters by text and (All) dropdowns, in the URL, and Back restores the filter', async () => {
    reviewServer('super');
    const { router } = await openPage();
    const name = screen.getByRole('searchbox', { name: 'Filter Name' });
    await userEvent.type(name, 'MAIN');
    await waitFor(() => expect(sbls()).toEqual(['101.01-1-2']));
    expect(router.state.location.search).toBe('?loc_st_name=MAIN');
    await userEvent.clear(name);
    await waitFor(() => expect(sbls()).toHaveLength(4));

    const assignee = screen.getByRole('combobox', { name: 'Filter Assignee' });
    expect(
      within(assignee)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['(All)', '(Unassigned)', 'al@town.example', 'sue@town.example']);
    await userEvent.selectOptions(assignee, 'sue@town.example');
    await waitFor(() => expect(sbls()).toEqual(['101.01-1-2']));
    expect(router.state.location.search).toBe('?assigned_to=7');
    await userEvent.selectOptions(assignee, '(Unassigned)');
    await waitFor(() => expect(sbls()).toEqual(['101.01-1-3', '101.01-1-1']));

    const propClass = screen.getByRole('combobox', { name: 'Filter Class' });
    await userEvent.selectOptions(propClass, '311');
    await waitFor(() => expect(sbls()).toEqual(['101.01-1-1']));
    expect(screen.getByText('1 of 4 shown')).toBeInTheDocument();

    await router.back();
    expect(router.state.location.search).toBe('?assigned_to=%28none%29');
    await waitFor(() => expect(sbls()).toEqual(['101.01-1-3', '101.01-1-1']));
    expect(screen.getByRole('combobox', { name: 'Filter Class' })).toHaveValue('');
  });

  it("shows the owner's answer in the Complete view, and its (All) dropdown narrows to one answer", async () => {
    const complete = (id: number, owner_response: ReviewListRow['owner_response']) =>
      review(id, { review_status: 'complete', who_reviewed: 'sue@town.example', owner_response });
    reviewServer('super', {
      rows: [complete(11, 'accept'), complete(12, 'disagree'), complete(13, null)],
    });
    const { router } = await openPage('/appreview?view=complete');
    await waitFor(() => expect(sbls()).toEqual(['101.01-1-13', '101.01-1-12', '101.01-1-11']));
    expect(bodyRows().map((row) => within(row).getAllByRole('cell').at(-7)?.textContent)).toEqual([
      'No response',
      'Disagreed',
      'Accepted',
    ]);

    const response = screen.getByRole('combobox', { name: 'Filter Response' });
    expect(
      within(response)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['(All)', 'Accepted', 'Disagreed', 'No response']);
    await userEvent.selectOptions(response, 'Disagreed');
    await waitFor(() => expect(sbls()).toEqual(['101.01-1-12']));
    expect(router.state.location.search).toBe('?view=complete&owner_response=disagree');
    expect(screen.getByText('1 of 3 shown')).toBeInTheDocument();
    await userEvent.selectOptions(response, 'No response');
    await waitFor(() => expect(sbls()).toEqual(['101.01-1-13']));
    await userEvent.selectOptions(response, '(All)');
    await waitFor(() => expect(sbls()).toHaveLength(3));

    await userEvent.click(screen.getByRole('button', { name: /^Response/ }));
    expect(router.state.location.search).toBe('?view=complete&sort=owner_response&dir=asc');
    await waitFor(() => expect(sbls()).toEqual(['101.01-1-11', '101.01-1-12', '101.01-1-13']));
  });

  it('says which filings a representative made, and filters on it', async () => {
    reviewServer('super', {
      rows: [
        review(21, { by_representative: true }),
        review(22),
        review(23, { by_representative: true }),
      ],
    });
    const { router } = await openPage();
    await waitFor(() => expect(sbls()).toEqual(['101.01-1-23', '101.01-1-22', '101.01-1-21']));
    expect(bodyRows().map((row) => within(row).getAllByRole('cell').at(-5)?.textContent)).toEqual([
      'Yes',
      'No',
      'Yes',
    ]);
    const filter = screen.getByRole('combobox', { name: 'Filter Filed by a representative' });
    await userEvent.selectOptions(filter, 'Yes');
    await waitFor(() => expect(sbls()).toEqual(['101.01-1-23', '101.01-1-21']));
    expect(router.state.location.search).toBe('?by_representative=true');
    await userEvent.selectOptions(filter, 'No');
    await waitFor(() => expect(sbls()).toEqual(['101.01-1-22']));
  });

  it('names the filing account, and finds a batch by it through the (All) dropdown and the URL', async () => {
    const rep = 'rep@agency.example';
    reviewServer('super', {
      rows: [
        review(31, { filed_by: rep, by_representative: true }),
        review(32, { filed_by: 'ann@example.com' }),
        review(33, { filed_by: rep, by_representative: true }),
        review(34),
        review(35, { filed_by: rep, review_status: 'far' }),
      ],
    });
    const { router } = await openPage();
    await waitFor(() =>
      expect(sbls()).toEqual(['101.01-1-34', '101.01-1-33', '101.01-1-32', '101.01-1-31']),
    );
    expect(bodyRows().map((row) => within(row).getAllByRole('cell').at(-3)?.textContent)).toEqual([
      '-',
      rep,
      'ann@example.com',
      rep,
    ]);
    const filter = screen.getByRole('combobox', { name: 'Filter Filed by' });
    // The filers of this view, by e-mail, after (All).
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['(All)', '(Account removed)', 'ann@example.com', rep]);
    await userEvent.selectOptions(filter, rep);
    await waitFor(() => expect(sbls()).toEqual(['101.01-1-33', '101.01-1-31']));
    expect(router.state.location.search).toBe(`?filed_by=${encodeURIComponent(rep)}`);
    // The filter follows to the FAR tab, which has the column too.
    await userEvent.click(tab(/^FAR/));
    await waitFor(() => expect(sbls()).toEqual(['101.01-1-35']));
    expect(screen.getByRole('combobox', { name: 'Filter Filed by' })).toHaveValue(rep);
    await userEvent.click(tab(/^Review/));
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Filter Filed by' }),
      '(All)',
    );
    await waitFor(() => expect(sbls()).toHaveLength(4));
    expect(router.state.location.search).toBe('');
  });

  it("names the firm and the owner's authorization, and finds a firm's filings and the revoked ones through the URL", async () => {
    const firm = 'Fair Tax Partners';
    const signed = { by_representative: true, firm_name: firm, filed_by: 'rep@fair.example' };
    reviewServer('super', {
      rows: [
        review(51, { ...signed, authorization_status: 'active' }),
        review(52),
        review(53, { ...signed, authorization_status: 'revoked' }),
        review(54, { by_representative: true, firm_name: 'Assessment Allies' }),
      ],
    });
    const { router } = await openPage();
    await waitFor(() =>
      expect(sbls()).toEqual(['101.01-1-54', '101.01-1-53', '101.01-1-52', '101.01-1-51']),
    );
    const cells = (at: number) =>
      bodyRows().map((row) => within(row).getAllByRole('cell').at(at)?.textContent);
    expect(cells(-4)).toEqual(['Assessment Allies', firm, '-', firm]);
    expect(cells(-2)).toEqual(['-', 'Revoked', '-', 'Active']);

    const firmFilter = screen.getByRole('combobox', { name: 'Filter Firm' });
    expect(
      within(firmFilter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['(All)', '(No firm)', 'Assessment Allies', firm]);
    await userEvent.selectOptions(firmFilter, firm);
    await waitFor(() => expect(sbls()).toEqual(['101.01-1-53', '101.01-1-51']));
    expect(router.state.location.search).toBe('?firm_name=Fair+Tax+Partners');

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Filter Owner authorization' }),
      'Revoked',
    );
    await waitFor(() => expect(sbls()).toEqual(['101.01-1-53']));
    expect(router.state.location.search).toBe(
      '?firm_name=Fair+Tax+Partners&authorization_status=revoked',
    );
  });

  it('opens with a filer from a bookmarked URL', async () => {
    reviewServer('super', {
      rows: [
        review(41, { filed_by: 'rep@agency.example' }),
        review(42, { filed_by: 'x@y.example' }),
      ],
    });
    await openPage('/appreview?filed_by=rep%40agency.example');
    await waitFor(() => expect(sbls()).toEqual(['101.01-1-41']));
    expect(screen.getByRole('combobox', { name: 'Filter Filed by' })).toHaveValue(
      'rep@agency.example',
    );
  });

  it('opens from a bookmarked URL with its view, sort and filters, and comes back to it', async () => {
    reviewServer('super');
    const { router } = await openPage('/appreview?view=far&sort=print_key&dir=desc&print_key=1-');
    expect(tab(/^FAR/)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox', { name: 'Filter SBL' })).toHaveValue('1-');
    await waitFor(() => expect(sbls()).toEqual(['101.01-1-6', '101.01-1-5']));
    expect(screen.getByRole('columnheader', { name: /^SBL/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await userEvent.click(screen.getByRole('link', { name: 'View 101.01-1-5' }));
    expect(router.state.location.pathname).toBe('/review/5');
    await router.back();
    await screen.findByRole('heading', { level: 1, name: 'Review Applications' });
    expect(router.state.location.search).toBe('?view=far&sort=print_key&dir=desc&print_key=1-');
    await waitFor(() => expect(sbls()).toEqual(['101.01-1-6', '101.01-1-5']));
    expect(screen.getByRole('searchbox', { name: 'Filter SBL' })).toHaveValue('1-');
  });

  it('lets an admin choose an assignee, then assign the selected rows in one call with a button that says so', async () => {
    const { fetchMock } = reviewServer('admin');
    await openPage();
    const assign = screen.getByRole('combobox', { name: 'Assign the selected applications to' });
    expect(
      within(assign)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose an assignee', 'Unassigned', 'sue@town.example', 'al@town.example']);
    expect(screen.getByRole('button', { name: 'Assign' })).toBeEnabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select 101.01-1-3' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select 101.01-1-1' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Assign 2' })).toBeInTheDocument();
    const listCalls = requestsTo(fetchMock, 'GET /api/super/list').length;

    // Choosing in the dropdown assigns nothing: it only names the button's target.
    await userEvent.selectOptions(assign, 'al@town.example');
    const button = screen.getByRole('button', { name: 'Assign 2 to al@town.example' });
    expect(requestsTo(fetchMock, 'POST /api/super/assign_review')).toHaveLength(0);
    expect(screen.queryByText(/^Assigned/)).not.toBeInTheDocument();
    // The live region is there, empty, before the outcome is put in it (WCAG 4.1.3).
    const statuses = screen.getAllByRole('status');
    const emptyStatus = statuses.find((s) => s.textContent === '');
    expect(emptyStatus).toBeDefined();

    await userEvent.click(button);
    await screen.findByText('Assigned 2 applications to al@town.example.');
    expect(emptyStatus).toHaveTextContent('Assigned 2 applications to al@town.example.');
    expect(emptyStatus).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/super/assign_review').map((r) => r.body)).toEqual([
      {
        reviews: [
          { id: 3, user: 8 },
          { id: 1, user: 8 },
        ],
      },
    ]);
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'GET /api/super/list').length).toBeGreaterThan(listCalls),
    );
    await waitFor(() => expect(bodyRows()[1]).toHaveTextContent('al@town.example'));
    expect(bodyRows()[3]).toHaveTextContent('al@town.example');
    expect(screen.getByText('0 selected')).toBeInTheDocument();
    // The choice stays for the next selection.
    expect(assign).toHaveValue('8');
    expect(screen.getByRole('button', { name: 'Assign to al@town.example' })).toBeInTheDocument();

    // 'Unassigned' removes the assignee.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select 101.01-1-2' }));
    await userEvent.selectOptions(assign, 'Unassigned');
    expect(requestsTo(fetchMock, 'POST /api/super/assign_review')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Unassign 1' }));
    await screen.findByText('Removed the assignee of 1 application.');
    expect(requestsTo(fetchMock, 'POST /api/super/assign_review')[1]?.body).toEqual({
      reviews: [{ id: 2, user: null }],
    });
  });

  it("shows 'Unassigned' for a review nobody holds, never a blank", async () => {
    reviewServer('super');
    await openPage();
    // Newest first: 4 (al), 3 (nobody), 2 (sue), 1 (nobody).
    const assignees = bodyRows().map(
      (row) => within(row).getAllByRole('cell')[5]?.textContent ?? '',
    );
    expect(assignees).toEqual(['al@town.example', 'Unassigned', 'sue@town.example', 'Unassigned']);
  });

  it("says 'Please select one or more applications.' and sends nothing when none is selected", async () => {
    const { fetchMock } = reviewServer('mega-admin');
    await openPage();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Assign the selected applications to' }),
      'sue@town.example',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Assign to sue@town.example' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.review.assignNone);
    expect(requestsTo(fetchMock, 'POST /api/super/assign_review')).toHaveLength(0);
    // Selecting a row answers the message.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select 101.01-1-1' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks whom to assign to when the button is pressed before choosing, and sends nothing', async () => {
    const { fetchMock } = reviewServer('admin');
    await openPage();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select 101.01-1-1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Assign 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.review.assignNoAssignee);
    expect(requestsTo(fetchMock, 'POST /api/super/assign_review')).toHaveLength(0);
  });

  it('never sends a review that was completed since it was selected', async () => {
    const { fetchMock, db } = reviewServer('admin');
    const { queryClient } = await openPage();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select 101.01-1-1' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select 101.01-1-3' }));
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Assign the selected applications to' }),
      'sue@town.example',
    );
    expect(screen.getByRole('button', { name: 'Assign 2 to sue@town.example' })).toBeVisible();
    // Someone completes review 3; the list is loaded again.
    const completed = db.find((row) => row.ir_id === 3);
    if (completed) completed.review_status = 'complete';
    await act(() => queryClient.invalidateQueries());
    const button = await screen.findByRole('button', { name: 'Assign 1 to sue@town.example' });
    await userEvent.click(button);
    await screen.findByText('Assigned 1 application to sue@town.example.');
    expect(requestsTo(fetchMock, 'POST /api/super/assign_review').map((r) => r.body)).toEqual([
      { reviews: [{ id: 1, user: 7 }] },
    ]);
  });

  it("says 'Error saving assignees.' when the server refuses, and keeps the selection", async () => {
    reviewServer('admin', {
      routes: {
        'POST /api/super/assign_review': () =>
          apiError(400, 'not_staff', MESSAGES.review.assignFailed),
      },
    });
    await openPage();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select 101.01-1-4' }));
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Assign the selected applications to' }),
      'sue@town.example',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Assign 1 to sue@town.example' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error saving assignees.');
    expect(screen.getByRole('checkbox', { name: 'Select 101.01-1-4' })).toBeChecked();
  });

  it('says a completed review cannot be assigned when the server refuses one completed meanwhile, and reloads the list', async () => {
    const server = reviewServer('admin', {
      routes: {
        // Someone completed review 1 after this list was loaded.
        'POST /api/super/assign_review': () => {
          const row = server.db.find((r) => r.ir_id === 1);
          if (row) row.review_status = 'complete';
          return apiError(409, 'review_complete', MESSAGES.review.assignComplete);
        },
      },
    });
    await openPage();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select 101.01-1-1' }));
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Assign the selected applications to' }),
      'sue@town.example',
    );
    const lists = requestsTo(server.fetchMock, 'GET /api/super/list').length;
    await userEvent.click(screen.getByRole('button', { name: 'Assign 1 to sue@town.example' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.review.assignComplete);
    // The reloaded list has moved the review out of this view, and out of what Assign sends.
    await waitFor(() =>
      expect(requestsTo(server.fetchMock, 'GET /api/super/list').length).toBeGreaterThan(lists),
    );
    await waitFor(() =>
      expect(screen.queryByRole('checkbox', { name: 'Select 101.01-1-1' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('0 selected')).toBeInTheDocument();
    expect(server.db.find((r) => r.ir_id === 1)?.assigned_to).not.toBe(7);
  });

  it("selects every filtered row with 'all', clears with it again, and a filter change clears", async () => {
    reviewServer('admin');
    await openPage();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter Name' }), 'st');
    await waitFor(() => expect(sbls()).toEqual(['101.01-1-3', '101.01-1-2']));
    await userEvent.click(screen.getByRole('button', { name: 'Select all shown' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select 101.01-1-3' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Clear the selection (all)' }));
    expect(screen.getByText('0 selected')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select 101.01-1-2' }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    // Sorting keeps the selection; filtering clears it.
    await userEvent.click(screen.getByRole('button', { name: /^SBL/ }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filter Class' }), '210');
    await waitFor(() => expect(screen.getByText('0 selected')).toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Select 101.01-1-2' })).not.toBeChecked();
  });

  it('shows a super no Assign and no checkboxes, and an admin none in the complete view', async () => {
    reviewServer('super');
    const first = await openPage();
    expect(
      screen.queryByRole('combobox', { name: 'Assign the selected applications to' }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /^(Assign|Unassign)(\s|$)/ }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /all/ })).not.toBeInTheDocument();
    first.unmount();

    reviewServer('admin');
    await openPage('/appreview?view=far');
    expect(
      screen.getByRole('combobox', { name: 'Assign the selected applications to' }),
    ).toBeVisible();
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    await userEvent.click(tab(/^Complete/));
    await waitFor(() => expect(sbls()).toEqual(['101.01-1-9']));
    expect(
      screen.queryByRole('combobox', { name: 'Assign the selected applications to' }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /^(Assign|Unassign)(\s|$)/ }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('exports the filtered view as CSV with formulas neutralised', async () => {
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn((blob: Blob) => {
          blobs.push(blob);
          return 'blob:reviews';
        }),
        revokeObjectURL: vi.fn(),
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    reviewServer('super');
    await openPage('/appreview?view=complete');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('reviews-complete.csv');
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    const text = await readBlob(blobs[0] as Blob);
    expect(text).toBe(
      '\uFEFFSBL,Number,Name,Submitted (ET),Completed by,Original value,Change in value,Response,Crossed the integrity guard,Filed by a representative,Firm,Filed by,Owner authorization,Offer,Respond by,Application\r\n' +
        // 15:00 UTC is 10:00 in New York in February.
        `101.01-1-9,90,"'=HYPERLINK(""x"")",2026-02-09 10:00:00,sue@town.example,250000,Y,No response,No,No,,,,,,9\r\n`,
    );
    click.mockRestore();
  });

  it('renders only the rows in view of thousands, with their place in aria-rowindex', async () => {
    const many = Array.from({ length: 2000 }, (_, i) => review(i + 1));
    reviewServer('admin', { rows: many });
    const { table } = await openPage();
    expect(table).toHaveAttribute('aria-rowcount', '2001');
    const rendered = bodyRows();
    expect(rendered.length).toBeGreaterThan(10);
    expect(rendered.length).toBeLessThanOrEqual(40);
    expect(rendered[0]).toHaveAttribute('aria-rowindex', '2');
    expect(rendered[0]).toHaveStyle({ height: '40px' });
    expect(screen.getByTestId('review-table-body')).toHaveStyle({ height: '600px' });
    expect(within(table).getAllByRole('row')[0]).toHaveAttribute('data-overflowing', 'true');
    // 'all' selects every filtered row, not only those rendered.
    await userEvent.click(screen.getByRole('button', { name: 'Select all shown' }));
    expect(screen.getByText('2000 selected')).toBeInTheDocument();
  });

  it("draws the view's first rows before reading the rest of the list, then the counts", async () => {
    // Newest first, as the server sends the list; every other one FAR.
    const many = Array.from({ length: 60 }, (_, i) =>
      review(60 - i, i % 2 === 1 ? { review_status: 'far' } : {}),
    );
    reviewServer('admin', { rows: many });
    // The frame after the first rows is held, and with it the reading of the rest.
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    renderApp({ entries: ['/appreview'] });
    await screen.findByRole('table', {}, { timeout: 5000 });
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(1));
    expect(sbls().slice(0, 3)).toEqual(['101.01-1-60', '101.01-1-58', '101.01-1-56']);
    expect(bodyRows()).toHaveLength(20);
    expect(tab(/^Review/)).toHaveTextContent('Review…');
    expect(screen.queryByText(/ of \d+ shown$/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    // 'all' already selects every row of the view, not only those drawn.
    await userEvent.click(screen.getByRole('button', { name: 'Select all shown' }));
    expect(screen.getByText('30 selected')).toBeInTheDocument();
    act(() => {
      for (const frame of frames.splice(0)) frame(performance.now());
    });
    expect(await screen.findByText('30 of 30 shown')).toBeInTheDocument();
    expect(tab(/^Review/)).toHaveTextContent('Review30');
    expect(tab(/^FAR/)).toHaveTextContent('FAR30');
    expect(sbls().slice(0, 3)).toEqual(['101.01-1-60', '101.01-1-58', '101.01-1-56']);
    expect(screen.getByText('30 selected')).toBeInTheDocument();
  });

  it('says the list could not be loaded when one of its texts is no row', async () => {
    const texts = sampleRows().map((row) => JSON.stringify(row));
    reviewServer('admin', {
      routes: { 'GET /api/super/list': () => Response.json([...texts, '{"ir_id":"x"}']) },
    });
    renderApp({ entries: ['/appreview'] });
    expect(
      await screen.findByText(
        'The applications could not be loaded. Please try again.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(tab(/^Review/)).toHaveTextContent('Review…');
    expect(screen.getByText('No applications to show.')).toBeInTheDocument();
  });

  it('draws the rows further down when the body scrolls, each in its place', async () => {
    const many = Array.from({ length: 2000 }, (_, i) => review(i + 1));
    reviewServer('admin', { rows: many });
    await openPage('/appreview?sort=loc_st_nbr&dir=asc');
    const body = screen.getByTestId('review-table-body');
    // 40-pixel rows: 4,000 pixels down is the 101st row.
    Object.defineProperty(body, 'scrollTop', { configurable: true, value: 4000 });
    fireEvent.scroll(body);
    await waitFor(() =>
      expect(bodyRows().some((row) => row.getAttribute('aria-rowindex') === '102')).toBe(true),
    );
    const rendered = bodyRows();
    expect(rendered.length).toBeLessThanOrEqual(40);
    for (const row of rendered) {
      // Sorted by house number (id × 10), the row at aria-rowindex k is the (k - 1)th review.
      const id = Number(row.getAttribute('aria-rowindex')) - 1;
      expect(within(row).getByRole('link', { name: `View 101.01-1-${id}` })).toBeInTheDocument();
    }
  });

  it('sends a visitor whose session ended to /login', async () => {
    mockApi({
      privilege: 'super',
      routes: {
        'GET /api/super/list': () => apiError(401, 'unauthorized', 'Not signed in'),
        'GET /api/super/list_super_users': () => Response.json(STAFF),
      },
    });
    const { router } = renderApp({ entries: ['/appreview'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
