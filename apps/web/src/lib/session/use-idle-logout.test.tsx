import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@ir/domain';
import { requestsTo } from '../../test/render-app.tsx';
import { advance, IDLE, POLL, signedIn } from '../../test/session-server.ts';
import { TAB_CHANNEL_NAME } from './idle-timer.ts';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
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
