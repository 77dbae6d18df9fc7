import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, SESSION_TIMING, type Privilege } from '@ir/domain';
import { apiError, mockApi, renderApp, requestsTo, type MockRoutes } from '../test/render-app.tsx';
import { TAB_CHANNEL_NAME } from './idle-timer.ts';
import { parsePrivilege } from './session.tsx';

const POLL = SESSION_TIMING.pollIntervalMs;
const IDLE = SESSION_TIMING.idleTimeoutMs;

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/** The server's side of one session: ended by sign-out, or by the test. */
interface SessionServer {
  privilege: Privilege;
  routes: MockRoutes;
}

function sessionServer(privilege: Privilege = 'user'): SessionServer {
  const server: SessionServer = {
    privilege,
    routes: {
      'POST /api/auth/poll_session': () =>
        server.privilege
          ? Response.json({ success: true })
          : apiError(401, 'unauthorized', 'Not signed in'),
      'POST /api/auth/signout': () => {
        server.privilege = '';
        return Response.json({ success: true });
      },
    },
  };
  return server;
}

/** Signed in on `path`, with the page's heading shown and the privilege known. */
async function signedIn(
  path = '/contact',
  { server = sessionServer(), routes = {} }: { server?: SessionServer; routes?: MockRoutes } = {},
) {
  const fetchMock = mockApi({
    privilege: () => new Response(server.privilege),
    routes: { ...server.routes, ...routes },
  });
  const view = renderApp({ entries: [path] });
  await screen.findByRole('heading', { level: 1 });
  await waitFor(() =>
    expect(requestsTo(fetchMock, 'GET /api/auth/authstatus')).not.toHaveLength(0),
  );
  await advance(0);
  return { fetchMock, server, ...view };
}

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

describe('session poll', () => {
  it('polls every 20 seconds, reporting activity only when there was some', async () => {
    const { fetchMock } = await signedIn();
    const polls = () => requestsTo(fetchMock, 'POST /api/auth/poll_session').map((r) => r.body);

    expect(polls()).toEqual([]);
    await advance(POLL);
    expect(polls()).toEqual([{ active: false }]);

    fireEvent.keyDown(document.body, { key: 'a' });
    await advance(POLL);
    expect(polls()).toEqual([{ active: false }, { active: true }]);

    await advance(POLL);
    expect(polls()).toEqual([{ active: false }, { active: true }, { active: false }]);

    fireEvent.scroll(window);
    fireEvent.pointerDown(document.body);
    await advance(POLL);
    expect(polls().at(-1)).toEqual({ active: true });
  });

  it('does not poll while signed out', async () => {
    const fetchMock = mockApi({ routes: sessionServer().routes });
    renderApp({ entries: ['/contact'] });
    await screen.findByRole('heading', { level: 1 });
    await advance(3 * POLL);
    expect(requestsTo(fetchMock, 'POST /api/auth/poll_session')).toEqual([]);
  });

  it('goes to /login when the server says the session is gone', async () => {
    const { router, server } = await signedIn('/contact');
    server.privilege = '';
    await advance(POLL);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Log in or create an account' }),
    ).toBeInTheDocument();
  });

  it('keeps the session when a poll gets no answer, and reports the activity next time', async () => {
    let reachable = false;
    const { fetchMock, router } = await signedIn('/contact', {
      routes: {
        'POST /api/auth/poll_session': () =>
          reachable ? Response.json({ success: true }) : Promise.reject(new TypeError('offline')),
      },
    });
    fireEvent.keyDown(document.body, { key: 'a' });
    await advance(POLL);
    reachable = true;
    await advance(POLL);
    expect(
      requestsTo(fetchMock, 'POST /api/auth/poll_session').map((request) => request.body),
    ).toEqual([{ active: true }, { active: true }]);
    expect(router.state.location.pathname).toBe('/contact');
  });

  it('is paused on the review detail', async () => {
    const { fetchMock } = await signedIn('/review/17', { server: sessionServer('super') });
    await advance(3 * POLL);
    expect(requestsTo(fetchMock, 'POST /api/auth/poll_session')).toEqual([]);
  });
});

describe('idle logout', () => {
  it('signs out after 60 minutes without activity, says why and goes home', async () => {
    const { fetchMock, router } = await signedIn('/applications');
    await advance(IDLE - 1000);
    expect(requestsTo(fetchMock, 'POST /api/auth/signout')).toEqual([]);

    await advance(1000);
    const dialog = await screen.findByRole('dialog', { name: 'Signed out' });
    expect(dialog).toHaveTextContent(MESSAGES.session.idleLogout);
    expect(requestsTo(fetchMock, 'POST /api/auth/signout')).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));

    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Signed out: no more polling.
    const polls = requestsTo(fetchMock, 'POST /api/auth/poll_session').length;
    await advance(3 * POLL);
    expect(requestsTo(fetchMock, 'POST /api/auth/poll_session')).toHaveLength(polls);
  });

  it('is put off by activity', async () => {
    const { fetchMock, router } = await signedIn('/contact');
    await advance(IDLE - 60_000);
    fireEvent.pointerMove(document.body);
    await advance(IDLE - 60_000);
    expect(requestsTo(fetchMock, 'POST /api/auth/signout')).toEqual([]);
    expect(router.state.location.pathname).toBe('/contact');
    await advance(60_000);
    expect(await screen.findByRole('dialog', { name: 'Signed out' })).toBeInTheDocument();
  });

  it('follows activity and sign-out in other tabs', async () => {
    const { router } = await signedIn('/contact');
    const otherTab = new BroadcastChannel(TAB_CHANNEL_NAME);

    await advance(IDLE - 60_000);
    otherTab.postMessage({ type: 'activity' });
    await advance(IDLE - 60_000);
    expect(router.state.location.pathname).toBe('/contact');

    otherTab.postMessage({ type: 'signout' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    otherTab.close();
  });

  it('follows an idle logout in another tab without ending the session again', async () => {
    const { fetchMock, router } = await signedIn('/contact');
    const otherTab = new BroadcastChannel(TAB_CHANNEL_NAME);
    otherTab.postMessage({ type: 'idle' });
    expect(await screen.findByRole('dialog', { name: 'Signed out' })).toHaveTextContent(
      MESSAGES.session.idleLogout,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(requestsTo(fetchMock, 'POST /api/auth/signout')).toEqual([]);
    otherTab.close();
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
