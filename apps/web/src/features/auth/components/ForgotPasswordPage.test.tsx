import { screen, within } from '@testing-library/react';
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
  setCaptchaState,
  type MockRoutes,
} from '../../../test/render-app.tsx';

async function openPage(routes: MockRoutes = {}) {
  const fetchMock = mockApi({ routes });
  const view = renderApp({ entries: ['/forgotpassword'] });
  await screen.findByRole('heading', { level: 1, name: 'Forgot password' });
  const widget = () => {
    const element = document.querySelector('altcha-widget');
    if (!element) throw new Error('no captcha widget');
    return element;
  };
  return {
    fetchMock,
    ...view,
    widget,
    button: () => screen.getByRole('button', { name: 'Reset Password' }),
  };
}

describe('forgot password', () => {
  it('enables Reset Password only while the captcha is solved', async () => {
    const { widget, button } = await openPage();
    expect(document.title).toBe('Forgot password · Amherst Informal Review');
    expect(widget()).toHaveAttribute('challenge', '/api/auth/captcha');
    expect(button()).toBeDisabled();
    setCaptchaState(widget(), 'verified');
    expect(button()).toBeEnabled();
    setCaptchaState(widget(), 'expired');
    expect(button()).toBeDisabled();
  });

  it.each(['', 'a@b.c', 'no-at-sign'])('asks for a valid e-mail (%j)', async (email) => {
    const { widget, button, fetchMock } = await openPage();
    if (email) await userEvent.type(screen.getByLabelText('Email'), email);
    setCaptchaState(widget(), 'verified');
    await userEvent.click(button());
    expect(screen.getByText(MESSAGES.password.invalidEmail)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(requestsTo(fetchMock, 'POST /api/auth/forgotpassword')).toEqual([]);
  });

  it('sends the trimmed, lower-cased address with the captcha and says what happens next', async () => {
    const { widget, button, fetchMock } = await openPage({
      'POST /api/auth/forgotpassword': () =>
        Response.json({
          success: true,
          message: 'If the address has an account, mail is on its way.',
        }),
    });
    await userEvent.type(screen.getByLabelText('Email'), ' Owner@Example.COM ');
    setCaptchaState(widget(), 'verified', 'payload-1');
    await userEvent.click(button());
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.password.forgotSuccess);
    expect(requestsTo(fetchMock, 'POST /api/auth/forgotpassword').map((r) => r.body)).toEqual([
      { email: 'owner@example.com', captcha: 'payload-1' },
    ]);
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it.each([
    [
      'the server refuses',
      () => apiError(400, 'bad_captcha', 'Captcha not valid. Please refresh and try again.'),
      'Captcha not valid. Please refresh and try again.',
    ],
    [
      'the server cannot be reached',
      () => Promise.reject(new TypeError('offline')),
      MESSAGES.password.networkLater,
    ],
  ])('reports when %s and needs a fresh captcha', async (_case, answer, text) => {
    const { widget, button } = await openPage({ 'POST /api/auth/forgotpassword': answer });
    await userEvent.type(screen.getByLabelText('Email'), 'owner@example.com');
    const first = widget();
    setCaptchaState(first, 'verified');
    await userEvent.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(widget()).not.toBe(first);
    expect(button()).toBeDisabled();
    expect(within(screen.getByRole('main')).queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('forgot password in Spanish', () => {
  beforeEach(() => chooseLanguage('es'));

  it('asks, refuses a bad e-mail and confirms in Spanish', async () => {
    const fetchMock = mockApi({
      routes: { 'POST /api/auth/forgotpassword': () => Response.json({ success: true }) },
    });
    renderApp({ entries: ['/forgotpassword'] });
    await screen.findByRole('heading', { level: 1, name: 'Olvidé mi contraseña' });
    expect(document.title).toBe('Olvidé mi contraseña · Revisión Informal de Amherst');
    expect(screen.getByRole('main')).toHaveTextContent(MESSAGES_ES.account.forgotPassword.intro);
    const widget = document.querySelector('altcha-widget') as Element;
    setCaptchaState(widget, 'verified');
    const button = screen.getByRole('button', { name: 'Restablecer la contraseña' });
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'a@b.c');
    await userEvent.click(button);
    expect(screen.getByText('Escriba un correo electrónico válido.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/auth/forgotpassword')).toEqual([]);

    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'om');
    await userEvent.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES_ES.password.forgotSuccess);
    expect(screen.getByRole('link', { name: 'Volver a Iniciar sesión' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});
