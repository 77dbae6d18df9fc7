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
import { SUCCESS_FLAG_MS } from './UserAccessPage.tsx';

let alert: ReturnType<typeof vi.fn>;
beforeEach(() => {
  alert = vi.fn();
  vi.stubGlobal('alert', alert);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function api(
  escalate: () => Response | Promise<Response> = () => Response.json({ success: true }),
  setRepresentative: MockRoutes[string] = ({ body }) =>
    Response.json({ ...(body as object), role: 'town', status: 'restricted' }),
) {
  // Only Bob is an approved representative, until the screen says otherwise.
  const representatives = new Set(['bob@example.com']);
  return mockApi({
    privilege: 'mega-admin',
    routes: {
      'GET /api/admin/userlist': () => Response.json(['ann@example.com', 'bob@example.com']),
      'POST /api/admin/pulluser': ({ body }) => {
        const email = (body as { user: string }).user;
        return Response.json([email, 'town', 'restricted', representatives.has(email)]);
      },
      'POST /api/admin/escalate': escalate,
      'POST /api/admin/set_representative': async (request) => {
        const answer = await setRepresentative(request);
        const { email, representative } = request.body as {
          email: string;
          representative: boolean;
        };
        if (answer.ok) {
          if (representative) representatives.add(email);
          else representatives.delete(email);
        }
        return answer;
      },
    },
  });
}

async function choose(email: string) {
  const box = await screen.findByRole('combobox', { name: 'User' });
  await userEvent.type(box, email.slice(0, 3));
  await userEvent.click(await screen.findByRole('option', { name: email }));
  await waitFor(() => expect(screen.getByLabelText('Role')).toHaveValue('town'));
  return box;
}

describe('UserAccessPage', () => {
  it('shrinks the header while it is open', async () => {
    api();
    const { router } = renderApp({ entries: ['/useraccess'] });
    await screen.findByRole('heading', { level: 1, name: 'User Access' });
    expect(document.documentElement.dataset.header).toBe('compact');
    await router.navigate('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    expect(document.documentElement.dataset.header).toBeUndefined();
  });

  it('loads the chosen user, escalates, and shows the success flag for 3 seconds', async () => {
    const fetchMock = api();
    renderApp({ entries: ['/useraccess'] });
    const update = await screen.findByRole('button', { name: 'Update access' });
    expect(update).toBeDisabled();
    await choose('bob@example.com');
    expect(screen.getByTestId('user-status')).toHaveTextContent('restricted');
    // The roles in words, each saying what it may do; the value sent is still the code.
    expect(
      within(screen.getByLabelText('Role'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Choose a user first',
      'Filer: an owner or a representative',
      'Town: reads the dashboard',
      'Reviewer: reviews filings',
      'Admin: reviews and assigns',
      'Mega-admin: administers accounts and settings',
    ]);
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'super');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // Announced (WCAG 4.1.3): the flag goes into a live region that is there before it.
    const region = update.parentElement?.querySelector('[role="status"]');
    expect(region).toBeEmptyDOMElement();
    await userEvent.click(update);
    expect(await screen.findByText('user access updated')).toBeInTheDocument();
    expect(region).toHaveTextContent('user access updated');
    expect(requestsTo(fetchMock, 'POST /api/admin/escalate')[0]?.body).toEqual({
      user: 'bob@example.com',
      role: 'super',
    });
    await act(async () => vi.advanceTimersByTime(SUCCESS_FLAG_MS - 100));
    expect(screen.getByText('user access updated')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.queryByText('user access updated')).not.toBeInTheDocument();
    expect(region).toBeInTheDocument();
  });

  it("alerts 'could not update user access' on failure", async () => {
    api(() => apiError(400, 'own_role'));
    renderApp({ entries: ['/useraccess'] });
    await choose('ann@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Update access' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('could not update user access'));
    expect(screen.queryByText('user access updated')).not.toBeInTheDocument();
  });

  it('starts each pick from the account’s own role: an unsent edit never carries over', async () => {
    api();
    renderApp({ entries: ['/useraccess'] });
    const box = await choose('ann@example.com');
    const role = () => screen.getByLabelText('Role');
    /** Types over the chosen address (never emptying the box) and picks another. */
    const switchTo = async (email: string) => {
      await userEvent.tripleClick(box);
      await userEvent.keyboard(email.slice(0, 3));
      await userEvent.click(await screen.findByRole('option', { name: email }));
      await waitFor(() => expect(box).toHaveValue(email));
    };
    await userEvent.selectOptions(role(), 'admin');
    await switchTo('bob@example.com');
    await waitFor(() => expect(role()).toHaveValue('town'));
    await userEvent.selectOptions(role(), 'super');
    // Ann's account is loaded already, and has the same role as Bob's: hers, not the edit.
    await switchTo('ann@example.com');
    await waitFor(() => expect(role()).toHaveValue('town'));
    // Picking the same account again drops the edit too.
    await userEvent.selectOptions(role(), 'admin');
    await switchTo('ann@example.com');
    await waitFor(() => expect(role()).toHaveValue('town'));
  });

  it('clearing the choice resets identifier, role and status', async () => {
    const fetchMock = api();
    renderApp({ entries: ['/useraccess'] });
    const box = await choose('ann@example.com');
    await userEvent.clear(box);
    expect(screen.getByLabelText('Role')).toHaveValue('');
    expect(screen.getByTestId('user-status')).toHaveTextContent('—');
    const update = screen.getByRole('button', { name: 'Update access' });
    expect(update).toBeDisabled();
    await userEvent.click(update);
    expect(requestsTo(fetchMock, 'POST /api/admin/escalate')).toHaveLength(0);
  });

  it('shows whether the chosen account is an approved representative, and approves or removes it', async () => {
    const fetchMock = api();
    renderApp({ entries: ['/useraccess'] });
    const box = await choose('ann@example.com');
    const section = within(await screen.findByRole('region', { name: 'Representative' }));
    expect(section.getByText('Not an approved representative')).toBeInTheDocument();
    await userEvent.click(section.getByRole('button', { name: 'Approve as representative' }));
    expect(await section.findByText('Approved representative')).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Remove representative approval' })).toHaveFocus();
    expect(requestsTo(fetchMock, 'POST /api/admin/set_representative')[0]?.body).toEqual({
      email: 'ann@example.com',
      representative: true,
    });

    // Another account shows its own flag.
    await userEvent.tripleClick(box);
    await userEvent.keyboard('bob');
    await userEvent.click(await screen.findByRole('option', { name: 'bob@example.com' }));
    await waitFor(() => expect(box).toHaveValue('bob@example.com'));
    // The section follows the loaded account: it is drawn again for Bob.
    const bobs = within(await screen.findByRole('region', { name: 'Representative' }));
    expect(await bobs.findByText('Approved representative')).toBeInTheDocument();
    await userEvent.click(bobs.getByRole('button', { name: 'Remove representative approval' }));
    expect(await bobs.findByText('Not an approved representative')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/admin/set_representative')[1]?.body).toEqual({
      email: 'bob@example.com',
      representative: false,
    });
  });

  it('has no representative action while no account is chosen, and says a failure in the page', async () => {
    api(undefined, () => apiError(500, 'general_error', 'Something went wrong on our side.'));
    renderApp({ entries: ['/useraccess'] });
    await screen.findByRole('heading', { level: 1, name: 'User Access' });
    expect(screen.queryByRole('button', { name: 'Approve as representative' })).toBeNull();
    await choose('ann@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Approve as representative' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'could not change the representative approval',
    );
    expect(screen.getByText('Not an approved representative')).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });
});
