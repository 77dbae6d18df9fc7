import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Invitation } from '@ir/domain/contracts/admin/list-invitations.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import { AppProviders } from '../../../../app/AppProviders.tsx';
import { apiError, mockApi, requestsTo, type MockRoutes } from '../../../../test/render-app.tsx';
import { adminKeys } from '../../api/keys.ts';
import { InvitationsSection } from './InvitationsSection.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderSection() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders queryClient={queryClient}>
      <InvitationsSection />
    </AppProviders>,
  );
  return queryClient;
}

const PENDING: Invitation = {
  email: 'pending@example.com',
  role: 'town',
  invitedAt: '2026-03-02T14:00:00.000Z',
  expiresAt: '2026-03-09T14:00:00.000Z',
};

/** A server that keeps the invitations, as the API does. */
function invitationServer(initial: Invitation[] = [], extra: MockRoutes = {}) {
  let list = initial;
  return mockApi({
    routes: {
      'GET /api/admin/invitations': () => Response.json(list),
      'POST /api/admin/invite': ({ body }) => {
        const { email, role } = body as { email: string; role: Invitation['role'] };
        list = [...list, { ...PENDING, email, role }];
        return Response.json({ success: true });
      },
      'POST /api/admin/revoke_invitation': ({ body }) => {
        list = list.filter((i) => i.email !== (body as { email: string }).email);
        return Response.json({ success: true });
      },
      ...extra,
    },
  });
}

const invite = () => userEvent.click(screen.getByRole('button', { name: 'Invite' }));

describe('InvitationsSection', () => {
  it('lists the pending invitations in a named table', async () => {
    invitationServer([PENDING]);
    renderSection();
    const table = await screen.findByRole('table', { name: 'Pending invitations' });
    expect(within(table).getByText('pending@example.com')).toBeInTheDocument();
    expect(within(table).getByText('town')).toBeInTheDocument();
    expect(within(table).getByText('Mar 9, 2026, 10:00 AM ET')).toBeInTheDocument();
  });

  it('flags a bad e-mail and a missing role on submit and sends nothing', async () => {
    const fetchMock = invitationServer();
    renderSection();
    await screen.findByText('No pending invitations.');
    await invite();
    expect(screen.getByText(MESSAGES.invite.badEmail)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/E-mail to invite/), 'not-an-address');
    await invite();
    expect(screen.getByText(MESSAGES.invite.badEmail)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.invite.badRole)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/admin/invite')).toEqual([]);
  });

  it('invites, confirms, refreshes the list and the audit log, and clears the form', async () => {
    const fetchMock = invitationServer();
    const queryClient = renderSection();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await screen.findByText('No pending invitations.');
    await userEvent.type(screen.getByLabelText(/E-mail to invite/), 'new.staff@example.com');
    await userEvent.selectOptions(screen.getByLabelText(/Role/), 'super');
    await invite();
    expect(await screen.findByText(MESSAGES.invite.sent)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/admin/invite').map((r) => r.body)).toEqual([
      { email: 'new.staff@example.com', role: 'super' },
    ]);
    const table = await screen.findByRole('table', { name: 'Pending invitations' });
    expect(within(table).getByText('new.staff@example.com')).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: adminKeys.auditLog() });
    expect(screen.getByLabelText(/E-mail to invite/)).toHaveValue('');
  });

  it("shows the API's refusal and keeps the form", async () => {
    invitationServer([], {
      'POST /api/admin/invite': () =>
        apiError(409, 'already_registered', MESSAGES.invite.alreadyRegistered),
    });
    renderSection();
    await screen.findByText('No pending invitations.');
    await userEvent.type(screen.getByLabelText(/E-mail to invite/), 'member@example.com');
    await userEvent.selectOptions(screen.getByLabelText(/Role/), 'town');
    await invite();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.invite.alreadyRegistered);
    expect(screen.getByLabelText(/E-mail to invite/)).toHaveValue('member@example.com');
  });

  it('revokes an invitation and it leaves the list', async () => {
    const fetchMock = invitationServer([PENDING]);
    renderSection();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Revoke the invitation of pending@example.com' }),
    );
    expect(await screen.findByText(MESSAGES.invite.revoked)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('table', { name: 'Pending invitations' })).not.toBeInTheDocument(),
    );
    expect(requestsTo(fetchMock, 'POST /api/admin/revoke_invitation').map((r) => r.body)).toEqual([
      { email: 'pending@example.com' },
    ]);
  });

  it('says so when a revoke fails and keeps the row', async () => {
    invitationServer([PENDING], {
      'POST /api/admin/revoke_invitation': () => Promise.reject(new TypeError('offline')),
    });
    renderSection();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Revoke the invitation of pending@example.com' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.invite.revokeFailed);
    expect(screen.getByRole('table', { name: 'Pending invitations' })).toBeInTheDocument();
  });
});
