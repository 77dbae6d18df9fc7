import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, renderApp, requestsTo } from '../../test/render-app.tsx';
import { advance, POLL, sessionServer, signedIn } from '../../test/session-server.ts';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
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

  it('goes to /login, to come back here, when the server says the session is gone', async () => {
    const { router, server } = await signedIn('/contact');
    server.privilege = '';
    await advance(POLL);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // Signing in again comes back to the page the session ended on.
    expect(router.state.location.search).toBe('?redirectTo=%2Fcontact');
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

  const busy = (retryAfter: string) =>
    Response.json(
      { statusCode: 503, error_message: 'server_busy', message: 'busy' },
      { status: 503, headers: { 'retry-after': retryAfter } },
    );
  it.each([
    ['is too busy (503)', () => busy('1')],
    ['fails (500)', () => apiError(500, 'general_error')],
    ['holds the poll back (429)', () => apiError(429, 'too_many_requests')],
    ['is behind a failing proxy (502)', () => new Response('Bad Gateway', { status: 502 })],
    ['refuses the origin (403)', () => apiError(403, 'bad_origin')],
  ])(
    'keeps the session when the server %s, and reports the activity next time',
    async (_case, answer) => {
      window.sessionStorage.setItem('ir.filing.draft', '{"owner":{"firstName":"Ann"}}');
      let failing = true;
      const { fetchMock, router } = await signedIn('/contact', {
        routes: {
          'POST /api/auth/poll_session': () =>
            failing ? answer() : Response.json({ success: true }),
        },
      });
      fireEvent.keyDown(document.body, { key: 'a' });
      await advance(POLL);
      failing = false;
      await advance(POLL);
      expect(
        requestsTo(fetchMock, 'POST /api/auth/poll_session').map((request) => request.body),
      ).toEqual([{ active: true }, { active: true }]);
      expect(router.state.location.pathname).toBe('/contact');
      expect(requestsTo(fetchMock, 'POST /api/auth/signout')).toEqual([]);
      expect(window.sessionStorage.getItem('ir.filing.draft')).not.toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      expect(
        within(screen.getByRole('navigation', { name: 'Site menu' })).getByRole('button', {
          name: 'Sign Out',
        }),
      ).toBeInTheDocument();
      window.sessionStorage.clear();
    },
  );

  it("skips the polls a busy server's Retry-After covers", async () => {
    let answer = () => busy('30');
    const { fetchMock, router } = await signedIn('/contact', {
      routes: { 'POST /api/auth/poll_session': () => answer() },
    });
    const polls = () => requestsTo(fetchMock, 'POST /api/auth/poll_session');
    await advance(POLL);
    expect(polls()).toHaveLength(1);
    answer = () => Response.json({ success: true });
    // Retry-After: 30 (with up to a fifth more) covers the poll 20 seconds on, not the next.
    await advance(POLL);
    expect(polls()).toHaveLength(1);
    await advance(POLL);
    expect(polls()).toHaveLength(2);
    expect(router.state.location.pathname).toBe('/contact');
  });

  it('is paused on the review detail', async () => {
    const { fetchMock } = await signedIn('/review/17', { server: sessionServer('super') });
    await advance(3 * POLL);
    expect(requestsTo(fetchMock, 'POST /api/auth/poll_session')).toEqual([]);
  });
});
