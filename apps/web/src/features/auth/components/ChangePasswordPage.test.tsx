import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@ir/domain';
import { MESSAGES_ES } from '@ir/domain/messages.es.ts';
import {
  apiError,
  chooseLanguage,
  mockApi,
  renderApp,
  requestsTo,
  type MockRoutes,
} from '../../../test/render-app.tsx';

async function openPage(routes: MockRoutes = {}) {
  const fetchMock = mockApi({ routes });
  const view = renderApp({ entries: ['/changepassword?token=reset-token-1'] });
  await screen.findByRole('heading', { level: 1, name: 'Reset password' });
  return { fetchMock, ...view };
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Change Password' }));

describe('reset password', { timeout: 20_000 }, () => {
  it('goes home without a token', async () => {
    mockApi();
    const { router } = renderApp({ entries: ['/changepassword'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Town of Amherst' }),
    ).toBeInTheDocument();
  });

  it('flags an empty form on submit and sends nothing', async () => {
    const { fetchMock } = await openPage();
    expect(screen.queryByText(MESSAGES.password.rules)).not.toBeInTheDocument();
    await submit();
    expect(screen.getByText(MESSAGES.password.rules)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveFocus();
    expect(requestsTo(fetchMock, 'POST /api/auth/updatepassword')).toEqual([]);
  });

  it('gives the rules and the mismatch message while typing', async () => {
    await openPage();
    await userEvent.type(screen.getByLabelText('New password'), 'abcdefgh');
    // The rule is said before it is broken, then the refusal after it.
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      `${MESSAGES.signup.passwordHint} ${MESSAGES.password.rules}`,
    );
    await userEvent.type(screen.getByLabelText('New password'), 'A1');
    expect(screen.queryByText(MESSAGES.password.rules)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Re-type new password'), 'abcdefghA');
    expect(screen.getByText(MESSAGES.password.mismatch)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Re-type new password'), '1');
    expect(screen.queryByText(MESSAGES.password.mismatch)).not.toBeInTheDocument();
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

  it('sets the password with the token and goes to login with a confirmation', async () => {
    const { fetchMock, router } = await openPage({
      'POST /api/auth/updatepassword': () => Response.json({ success: true }),
    });
    await userEvent.type(screen.getByLabelText('New password'), 'NewPassw0rd');
    await userEvent.type(screen.getByLabelText('Re-type new password'), 'NewPassw0rd');
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('msg')).toBe('password updated');
    expect(await screen.findByRole('status')).toHaveTextContent('Your password was updated.');
    expect(requestsTo(fetchMock, 'POST /api/auth/updatepassword').map((r) => r.body)).toEqual([
      { password: 'NewPassw0rd', token: 'reset-token-1' },
    ]);
  });

  it.each([
    [
      'the link has expired',
      () => apiError(400, 'bad_token', 'This reset link has expired.'),
      'This reset link has expired.',
    ],
    [
      'the server cannot be reached',
      () => Promise.reject(new TypeError('offline')),
      MESSAGES.password.network,
    ],
  ])('reports when %s', async (_case, answer, text) => {
    const { router } = await openPage({ 'POST /api/auth/updatepassword': answer });
    await userEvent.type(screen.getByLabelText('New password'), 'NewPassw0rd');
    await userEvent.type(screen.getByLabelText('Re-type new password'), 'NewPassw0rd');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(router.state.location.pathname).toBe('/changepassword');
  });
});

describe('reset password in Spanish', { timeout: 20_000 }, () => {
  beforeEach(() => chooseLanguage('es'));

  it('gives the page, the rules and the mismatch in Spanish, then the Spanish banner', async () => {
    const fetchMock = mockApi({
      routes: { 'POST /api/auth/updatepassword': () => Response.json({ success: true }) },
    });
    renderApp({ entries: ['/changepassword?token=reset-token-1'] });
    await screen.findByRole('heading', { level: 1, name: 'Restablecer la contraseña' });
    expect(screen.getByRole('main')).toHaveTextContent(MESSAGES_ES.account.resetPassword.intro);
    const password = screen.getByLabelText('Contraseña nueva');
    await userEvent.type(password, 'abc');
    expect(password).toHaveAccessibleDescription(
      `${MESSAGES_ES.signup.passwordHint} ${MESSAGES_ES.password.rules}`,
    );
    await userEvent.clear(password);
    await userEvent.type(password, 'Abcdefg1');
    await userEvent.type(
      screen.getByLabelText('Vuelva a escribir la contraseña nueva'),
      'Abcdefg2',
    );
    expect(screen.getByText('Las contraseñas no coinciden.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar la contraseña' }));
    expect(requestsTo(fetchMock, 'POST /api/auth/updatepassword')).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Vuelva a escribir la contraseña nueva'));
    await userEvent.type(
      screen.getByLabelText('Vuelva a escribir la contraseña nueva'),
      'Abcdefg1',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar la contraseña' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Se actualizó su contraseña. Inicie sesión con su contraseña nueva.',
    );
  });
});
