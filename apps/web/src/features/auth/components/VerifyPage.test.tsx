import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@ir/domain';
import { apiError, mockApi, renderApp, requestsTo } from '../../../test/render-app.tsx';

describe('account verification', () => {
  it('goes home without a token', async () => {
    const fetchMock = mockApi();
    const { router } = renderApp({ entries: ['/verify'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(requestsTo(fetchMock, 'GET /api/auth/verifyuser')).toEqual([]);
  });

  it('verifies once and goes to login with the confirmation banner', async () => {
    const fetchMock = mockApi({
      routes: { 'GET /api/auth/verifyuser': () => Response.json({ success: true }) },
    });
    // Strict mode mounts the page twice; the single-use token must still be sent once.
    const { router } = renderApp({ entries: ['/verify?token=abc%2B123'], strict: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('msg')).toBe(
      'account is confirmed',
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Your account is confirmed.');
    const calls = requestsTo(fetchMock, 'GET /api/auth/verifyuser');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url.searchParams.get('token')).toBe('abc+123');
  });

  it('shows why it failed and offers Login', async () => {
    mockApi({
      routes: {
        'GET /api/auth/verifyuser': () =>
          apiError(400, 'bad_token', 'This verification link has expired or was already used.'),
      },
    });
    const { router } = renderApp({ entries: ['/verify?token=used'] });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This verification link has expired or was already used.',
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Account verification' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Account verification · Amherst Informal Review');
    await userEvent.click(screen.getByRole('link', { name: 'Login' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('says so when the server cannot be reached', async () => {
    mockApi({
      routes: { 'GET /api/auth/verifyuser': () => Promise.reject(new TypeError('offline')) },
    });
    renderApp({ entries: ['/verify?token=t'] });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.password.networkLater);
  });
});
