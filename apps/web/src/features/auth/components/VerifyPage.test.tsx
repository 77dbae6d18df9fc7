import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@ir/domain';
import {
  apiError,
  chooseLanguage,
  mockApi,
  renderApp,
  requestsTo,
} from '../../../test/render-app.tsx';

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

describe('account verification in Spanish', () => {
  beforeEach(() => chooseLanguage('es'));

  it('confirms the account with the Spanish banner on /login', async () => {
    mockApi({ routes: { 'GET /api/auth/verifyuser': () => Response.json({ success: true }) } });
    const { router } = renderApp({ entries: ['/verify?token=t'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(
      await screen.findByText('Su cuenta está confirmada. Ya puede iniciar sesión.'),
    ).toBeInTheDocument();
  });

  it('names the page in Spanish, offers a new link for an expired one, and says a lost connection', async () => {
    mockApi({
      routes: {
        'GET /api/auth/verifyuser': () =>
          apiError(400, 'expired_token', 'Este enlace de verificación venció.'),
      },
    });
    const { unmount } = renderApp({ entries: ['/verify?token=old'] });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este enlace de verificación venció.',
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Verificación de la cuenta' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Verificación de la cuenta · Revisión Informal de Amherst');
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Enviar el enlace de nuevo' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(
      'La dirección con la que se registró.',
    );
    unmount();

    mockApi({
      routes: { 'GET /api/auth/verifyuser': () => Promise.reject(new TypeError('offline')) },
    });
    renderApp({ entries: ['/verify?token=t'] });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Problema de conexión. Inténtelo de nuevo más tarde.',
    );
  });
});
