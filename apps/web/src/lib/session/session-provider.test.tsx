import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@ir/domain';
import { apiError, requestsTo } from '../../test/render-app.tsx';
import { sessionServer, signedIn } from '../../test/session-server.ts';
import { TAB_CHANNEL_NAME } from './idle-timer.ts';
import { parsePrivilege } from './api/get-privilege.ts';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('privilege', () => {
  it('reads known roles and treats anything else as signed out', () => {
    expect(parsePrivilege('mega-admin\n')).toBe('mega-admin');
    expect(parsePrivilege('user')).toBe('user');
    expect(parsePrivilege('')).toBe('');
    expect(parsePrivilege('<html>')).toBe('');
    expect(parsePrivilege('root')).toBe('');
  });
});

describe('sign out', () => {
  async function signOutFromMenu() {
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Site menu' });
    fireEvent.click(await within(menu).findByRole('button', { name: 'Sign Out' }));
  }

  it('ends the session, tells the other tabs and goes to /login', async () => {
    const { fetchMock, router } = await signedIn('/contact');
    const otherTab = new BroadcastChannel(TAB_CHANNEL_NAME);
    const told: unknown[] = [];
    otherTab.onmessage = (event: MessageEvent<unknown>) => told.push(event.data);

    await signOutFromMenu();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(requestsTo(fetchMock, 'POST /api/auth/signout')).toHaveLength(1);
    await waitFor(() => expect(told).toContainEqual({ type: 'signout' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Site menu' });
    await waitFor(() =>
      expect(within(menu).queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument(),
    );
    otherTab.close();
  });

  it("forgets this tab's unfinished filing, so the next person at the browser cannot see it", async () => {
    window.sessionStorage.setItem('ir.filing.draft', '{"owner":{"firstName":"Ann"}}');
    window.sessionStorage.setItem('ir.filing.confirmation', '{}');
    window.sessionStorage.setItem('another-app', 'kept');
    const { router } = await signedIn('/contact');
    await signOutFromMenu();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.sessionStorage.getItem('ir.filing.draft')).toBeNull();
    expect(window.sessionStorage.getItem('ir.filing.confirmation')).toBeNull();
    expect(window.sessionStorage.getItem('another-app')).toBe('kept');
    window.sessionStorage.clear();
  });

  it('treats a session that had already ended as signed out', async () => {
    const server = sessionServer();
    const { router } = await signedIn('/contact', {
      server,
      routes: {
        'POST /api/auth/signout': () => {
          server.privilege = '';
          return apiError(401, 'unauthorized');
        },
      },
    });
    await signOutFromMenu();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it.each([
    ['the server fails', () => apiError(500, 'general_error')],
    ['the server cannot be reached', () => Promise.reject(new TypeError('offline'))],
  ])('alerts and stays when %s', async (_case, answer) => {
    const { router } = await signedIn('/contact', { routes: { 'POST /api/auth/signout': answer } });
    await signOutFromMenu();
    const dialog = await screen.findByRole('dialog', { name: 'Sign out failed' });
    expect(dialog).toHaveTextContent(MESSAGES.session.signoutFailed);
    expect(router.state.location.pathname).toBe('/contact');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
