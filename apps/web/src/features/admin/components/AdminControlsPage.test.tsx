import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  mockApi,
  renderApp,
  requestsTo,
  type MockRoutes,
} from '../../../test/render-app.tsx';
import { ADMIN_PAGE_ROUTES } from '../../../test/admin-page-routes.ts';

/** Thousands of accounts, as a large municipality has. */
const EMAILS = Array.from(
  { length: 5000 },
  (_, i) => `owner${String(i).padStart(4, '0')}@example.com`,
);

type Status = 'active' | 'restricted' | 'awaiting verification';
/** Accounts by e-mail: role, status and, when approved, `true` for a representative. */
function accounts(
  initial: Record<string, [string, Status] | [string, Status, boolean]>,
  extra: MockRoutes = {},
) {
  const db = new Map(Object.entries(initial));
  return mockApi({
    privilege: 'mega-admin',
    routes: {
      'GET /api/admin/userlist': () =>
        Response.json([...new Set([...EMAILS, ...db.keys()])].sort()),
      // The page's other sections, answered so this one is tested on a whole page.
      ...ADMIN_PAGE_ROUTES,
      'POST /api/admin/pulluser': ({ body }) => {
        const email = (body as { user: string }).user;
        const row = db.get(email);
        return row
          ? Response.json([email, row[0], row[1], row[2] ?? false])
          : apiError(404, 'unknown_user');
      },
      ...extra,
    },
  });
}

async function pick(email: string) {
  const box = await screen.findByRole('combobox', { name: 'Find a user' });
  await userEvent.type(box, email.slice(0, 12));
  const option = await screen.findByRole('option', { name: email });
  await userEvent.click(option);
  return screen.findByRole('table', { name: 'Selected account' });
}

// Outcomes show in the page: a browser dialog would fail these tests.
let alert: ReturnType<typeof vi.fn>;
let confirm: ReturnType<typeof vi.fn>;
beforeEach(() => {
  alert = vi.fn();
  confirm = vi.fn(() => true);
  vi.stubGlobal('alert', alert);
  vi.stubGlobal('confirm', confirm);
});
afterEach(() => {
  expect(alert).not.toHaveBeenCalled();
  expect(confirm).not.toHaveBeenCalled();
  vi.unstubAllGlobals();
});

/** The confirmation dialog, answered with its confirming button or Cancel. */
async function answerDialog(name: string, confirmLabel: string | 'Cancel') {
  const dialog = await screen.findByRole('alertdialog', { name });
  await userEvent.click(within(dialog).getByRole('button', { name: confirmLabel }));
  await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
  return dialog;
}

describe('AdminControlsPage', { timeout: 15_000 }, () => {
  it('is titled ADMIN CONTROLS and renders only the options in view of thousands', async () => {
    accounts({});
    renderApp({ entries: ['/admin'] });
    // The first visit loads the feature's chunk, which takes a while on a cold test run.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ADMIN CONTROLS' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const box = screen.getByRole('combobox', { name: 'Find a user' });
    await userEvent.click(box);
    await screen.findByText('5000 of 5000 accounts');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.length).toBeGreaterThan(0);
    expect(options.length).toBeLessThan(50);
    expect(options[0]).toHaveAttribute('aria-setsize', '5000');
  });

  it('filters as you type and picks with the keyboard through aria-activedescendant', async () => {
    accounts({ 'owner0042@example.com': ['user', 'active'] });
    renderApp({ entries: ['/admin'] });
    const box = await screen.findByRole('combobox', { name: 'Find a user' });
    await waitFor(() => expect(box).toHaveAttribute('placeholder', 'Type to search by e-mail'));
    await userEvent.type(box, 'owner004');
    await screen.findByText('10 of 5000 accounts');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    const active = box.getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    expect(document.getElementById(active ?? '')).toHaveTextContent('owner0042@example.com');
    expect(document.getElementById(active ?? '')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(box).toHaveValue('owner0042@example.com');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    const table = await screen.findByRole('table', { name: 'Selected account' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'user email',
      'set password',
      'change role',
      'restrict user',
      'two-factor',
      'representative',
    ]);
    expect(within(table).getByText('owner0042@example.com')).toBeInTheDocument();
  });

  it("masks the new password with a show toggle, enables 'set' from 5 characters and says 'success' or the server's text in the page", async () => {
    let answer = () => Response.json({ success: true });
    const fetchMock = accounts(
      { 'ann@example.com': ['user', 'active'] },
      { 'POST /api/admin/force_set_password': () => answer() },
    );
    renderApp({ entries: ['/admin'] });
    const table = within(await pick('ann@example.com'));
    const input = table.getByLabelText('New password for ann@example.com');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('placeholder', 'new password');
    const show = table.getByRole('button', { name: 'Show password' });
    expect(show).toHaveAttribute('aria-controls', input.id);
    await userEvent.click(show);
    expect(input).toHaveAttribute('type', 'text');
    expect(show).toHaveAccessibleName('Hide password');
    await userEvent.click(show);
    expect(input).toHaveAttribute('type', 'password');
    expect(show).toHaveAccessibleName('Show password');

    const set = table.getByRole('button', { name: 'set' });
    await userEvent.type(input, 'Abc1');
    expect(set).toBeDisabled();
    await userEvent.type(input, 'x');
    expect(set).toBeEnabled();
    await userEvent.click(show);
    const region = set.parentElement?.querySelector('[role="status"]');
    expect(region).toBeEmptyDOMElement();
    await userEvent.click(set);
    const done = await table.findByText('success');
    // Announced (WCAG 4.1.3): put into the live region that was there before it.
    expect(region).toContainElement(done);
    expect(requestsTo(fetchMock, 'POST /api/admin/force_set_password')[0]?.body).toEqual({
      email: 'ann@example.com',
      password: 'Abc1x',
    });
    expect(input).toHaveValue('');
    // 'set' is disabled now the field is empty; the focus is back in the field, not lost.
    expect(input).toHaveFocus();
    // A password just set is not left readable on the screen.
    expect(input).toHaveAttribute('type', 'password');

    answer = () =>
      apiError(
        400,
        'bad_password',
        'Password needs lowercase, uppercase, number, and min 8 characters.',
      );
    await userEvent.type(input, 'short');
    expect(table.queryByText('success')).not.toBeInTheDocument();
    await userEvent.click(set);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Password needs lowercase, uppercase, number, and min 8 characters.',
    );
  });

  it("changes the role with a loading button, then a green 'updated' badge", async () => {
    let finish: (r: Response) => void = () => {};
    const fetchMock = accounts(
      { 'bob@example.com': ['user', 'active'] },
      { 'POST /api/admin/escalate': () => new Promise<Response>((resolve) => (finish = resolve)) },
    );
    renderApp({ entries: ['/admin'] });
    await pick('bob@example.com');
    const select = screen.getByRole('combobox', { name: 'Role of bob@example.com' });
    expect(select).toHaveValue('user');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['user', 'town', 'super', 'admin', 'mega-admin']);
    await userEvent.selectOptions(select, 'super');
    const change = screen.getByRole('button', { name: 'change' });
    await userEvent.click(change);
    // aria-disabled while it works, so the keyboard's focus stays on it (WCAG 2.4.3).
    await waitFor(() => expect(change).toHaveAttribute('aria-disabled', 'true'));
    expect(change).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(change);
    expect(requestsTo(fetchMock, 'POST /api/admin/escalate')).toHaveLength(1);
    expect(screen.queryByText('updated')).not.toBeInTheDocument();
    // Announced (WCAG 4.1.3): the badge arrives in a live region that was there before it.
    const region = change.parentElement?.querySelector('[role="status"]');
    expect(region).toBeEmptyDOMElement();
    await act(async () => finish(Response.json({ success: true })));
    const badge = await screen.findByText('updated');
    expect(badge).toHaveClass('badge-success');
    expect(region).toContainElement(badge);
    expect(change).toBeEnabled();
    expect(requestsTo(fetchMock, 'POST /api/admin/escalate')[0]?.body).toEqual({
      user: 'bob@example.com',
      role: 'super',
    });
    // The change wrote an audit row, so the log below is read again.
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /api/admin/audit_log')).toHaveLength(2));
  });

  it('asks in a dialog before restricting, then restricts and un-restricts with the answered user, disabled while running', async () => {
    let next: Status = 'restricted';
    let finish: (r: Response) => void = () => {};
    const fetchMock = accounts(
      { 'cy@example.com': ['town', 'active'] },
      {
        'POST /api/admin/restrict': () =>
          new Promise<Response>((resolve) => (finish = resolve)).then(() =>
            Response.json({
              email: 'cy@example.com',
              role: 'town',
              status: next,
              representative: false,
            }),
          ),
      },
    );
    renderApp({ entries: ['/admin'] });
    await pick('cy@example.com');
    const button = screen.getByRole('button', { name: 'restrict' });

    // Declined: nothing is sent.
    await userEvent.click(button);
    const dialog = await answerDialog('Restrict this account?', 'Cancel');
    expect(dialog).toHaveAccessibleDescription(
      'Restrict cy@example.com? They are signed out at once and cannot sign in until the account is un-restricted.',
    );
    expect(requestsTo(fetchMock, 'POST /api/admin/restrict')).toHaveLength(0);

    await userEvent.click(button);
    await answerDialog('Restrict this account?', 'Restrict account');
    // aria-disabled while it works, so the keyboard's focus stays on it (WCAG 2.4.3).
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(button);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/admin/restrict')).toHaveLength(1);
    await act(async () => finish(new Response()));
    const unrestrict = await screen.findByRole('button', { name: 'un-restrict' });
    await waitFor(() => expect(unrestrict).not.toHaveAttribute('aria-disabled'));
    expect(screen.getByRole('table', { name: 'Selected account' })).toHaveTextContent('restricted');
    // Lifting a restriction takes nothing away, so it is not asked.
    next = 'active';
    await userEvent.click(unrestrict);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await act(async () => finish(new Response()));
    expect(await screen.findByRole('button', { name: 'restrict' })).toBeEnabled();
    expect(requestsTo(fetchMock, 'POST /api/admin/restrict')).toHaveLength(2);
  });

  it("says 'could not restrict user' in the page when restricting fails", async () => {
    accounts(
      { 'dee@example.com': ['user', 'active'] },
      { 'POST /api/admin/restrict': () => apiError(400, 'own_restriction') },
    );
    renderApp({ entries: ['/admin'] });
    await pick('dee@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'restrict' }));
    await answerDialog('Restrict this account?', 'Restrict account');
    expect(await screen.findByRole('alert')).toHaveTextContent('could not restrict user');
    expect(screen.getByRole('button', { name: 'restrict' })).toBeEnabled();
  });

  it('puts the one-row table in a named region that takes the focus, for sideways scrolling', async () => {
    accounts({ 'fay@example.com': ['user', 'active'] });
    renderApp({ entries: ['/admin'] });
    const table = await pick('fay@example.com');
    const region = screen.getByRole('region', { name: 'Selected account details' });
    expect(region).toContainElement(table);
    expect(region).toHaveAttribute('tabindex', '0');
  });

  it('keeps the restrict button disabled for an account awaiting verification', async () => {
    accounts({ 'eve@example.com': ['user', 'awaiting verification'] });
    renderApp({ entries: ['/admin'] });
    await pick('eve@example.com');
    expect(screen.getByRole('button', { name: 'restrict' })).toBeDisabled();
  });

  it('shows whether the account is an approved representative and approves or removes it with one press', async () => {
    let finish: (r: Response) => void = () => {};
    const fetchMock = accounts(
      { 'gil@example.com': ['user', 'active'] },
      {
        'POST /api/admin/set_representative': ({ body }) =>
          new Promise<Response>((resolve) => (finish = resolve)).then(() =>
            Response.json({
              email: 'gil@example.com',
              role: 'user',
              status: 'active',
              representative: (body as { representative: boolean }).representative,
            }),
          ),
      },
    );
    renderApp({ entries: ['/admin'] });
    const table = within(await pick('gil@example.com'));
    const flag = table.getByText('Not an approved representative');
    // Announced (WCAG 4.1.3): the flag sits in a live region that is there before it changes.
    const region = flag.closest('[role="status"]');
    expect(region).not.toBeNull();
    const approve = table.getByRole('button', { name: 'Approve as representative' });
    await userEvent.click(approve);
    // aria-disabled while it works, so the keyboard's focus stays on it (WCAG 2.4.3).
    await waitFor(() => expect(approve).toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(approve);
    expect(requestsTo(fetchMock, 'POST /api/admin/set_representative')).toHaveLength(1);
    await act(async () => finish(new Response()));
    expect(await table.findByText('Approved representative')).toBeInTheDocument();
    expect(region).toHaveTextContent('Approved representative');
    const remove = table.getByRole('button', { name: 'Remove representative approval' });
    // The same button, so the keyboard's focus is where it was.
    expect(remove).toBe(approve);
    expect(remove).not.toHaveAttribute('aria-disabled');
    await userEvent.click(remove);
    await act(async () => finish(new Response()));
    expect(await table.findByText('Not an approved representative')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/admin/set_representative').map((r) => r.body)).toEqual([
      { email: 'gil@example.com', representative: true },
      { email: 'gil@example.com', representative: false },
    ]);
    // Each change wrote an audit row, so the log below is read again.
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'GET /api/admin/audit_log').length).toBeGreaterThanOrEqual(3),
    );
  });

  it('shows an approved account as such, and a failed change in the page, keeping the flag', async () => {
    accounts(
      { 'hal@example.com': ['town', 'active', true] },
      {
        'POST /api/admin/set_representative': () =>
          apiError(404, 'unknown_user', 'There is no account with this e-mail.'),
      },
    );
    renderApp({ entries: ['/admin'] });
    const table = within(await pick('hal@example.com'));
    expect(table.getByText('Approved representative')).toBeInTheDocument();
    await userEvent.click(table.getByRole('button', { name: 'Remove representative approval' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is no account with this e-mail.',
    );
    expect(table.getByText('Approved representative')).toBeInTheDocument();
  });
});
