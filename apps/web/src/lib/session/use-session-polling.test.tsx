import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, requestsTo } from '../../test/render-app.tsx';
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
