import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@ir/domain';
import {
  apiError,
  mockApi,
  renderApp,
  requestsTo,
  type MockRoutes,
} from '../../../test/render-app.tsx';

async function openPage(routes: MockRoutes = {}) {
  const fetchMock = mockApi({ routes });
  const view = renderApp({ entries: ['/invite?token=invite-token-1'] });
  await screen.findByRole('heading', { level: 1, name: 'Accept invitation' });
  return { fetchMock, ...view };
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Set Password' }));

describe('accept an invitation', () => {
  it('goes home without a token', async () => {
    mockApi();
    const { router } = renderApp({ entries: ['/invite'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('flags an empty form on submit and sends nothing', async () => {
    const { fetchMock } = await openPage();
    await submit();
    expect(screen.getByText(MESSAGES.password.rules)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveFocus();
    expect(requestsTo(fetchMock, 'POST /api/auth/accept_invite')).toEqual([]);
  });

  it('gives the rules and the mismatch message of the reset page, and sends nothing', async () => {
    const { fetchMock } = await openPage();
    await userEvent.type(screen.getByLabelText('New password'), 'abcdefgh');
    // The rule is said before it is broken, then the refusal after it.
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      `${MESSAGES.signup.passwordHint} ${MESSAGES.password.rules}`,
    );
    await userEvent.type(screen.getByLabelText('New password'), 'A1');
    await userEvent.type(screen.getByLabelText('Re-type new password'), 'abcdefghA');
    expect(screen.getByText(MESSAGES.password.mismatch)).toBeInTheDocument();
    await submit();
    expect(requestsTo(fetchMock, 'POST /api/auth/accept_invite')).toEqual([]);
  });

  it('says the rule before anything is typed, and shows either password on request', async () => {
    await openPage();
    const password = screen.getByLabelText('New password');
    expect(password).toHaveAccessibleDescription(MESSAGES.signup.passwordHint);
    await userEvent.type(password, 'Secret12');
    const [showPassword, showRetype] = screen.getAllByRole('button', { name: 'Show password' });
    await userEvent.click(showPassword as HTMLElement);
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Re-type new password')).toHaveAttribute('type', 'password');
    await userEvent.click(showRetype as HTMLElement);
    expect(screen.getByLabelText('Re-type new password')).toHaveAttribute('type', 'text');
  });

  it('sets the password with the token and goes to login with a notice', async () => {
    const { fetchMock, router } = await openPage({
      'POST /api/auth/accept_invite': () => Response.json({ success: true }),
    });
    await userEvent.type(screen.getByLabelText('New password'), 'NewPassw0rd');
    await userEvent.type(screen.getByLabelText('Re-type new password'), 'NewPassw0rd');
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('msg')).toBe('account is ready');
    expect(await screen.findByRole('status')).toHaveTextContent('Your account is ready.');
    expect(requestsTo(fetchMock, 'POST /api/auth/accept_invite').map((r) => r.body)).toEqual([
      { password: 'NewPassw0rd', token: 'invite-token-1' },
    ]);
  });

  it.each([
    [
      'the link was used',
      () => apiError(400, 'used_token', MESSAGES.invite.used),
      MESSAGES.invite.used,
    ],
    [
      'the server cannot be reached',
      () => Promise.reject(new TypeError('offline')),
      MESSAGES.password.network,
    ],
  ])('reports when %s and stays', async (_case, answer, text) => {
    const { router } = await openPage({ 'POST /api/auth/accept_invite': answer });
    await userEvent.type(screen.getByLabelText('New password'), 'NewPassw0rd');
    await userEvent.type(screen.getByLabelText('Re-type new password'), 'NewPassw0rd');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(router.state.location.pathname).toBe('/invite');
  });
});
