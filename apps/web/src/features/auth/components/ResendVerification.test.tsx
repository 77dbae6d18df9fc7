import { screen, waitFor, within } from '@testing-library/react';
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

const RESEND = 'POST /api/auth/resend_verification';
const resent = () => Response.json({ success: true, message: MESSAGES.verify.resent });

function open(entries: string[], routes: MockRoutes = {}) {
  const fetchMock = mockApi({ routes: { [RESEND]: resent, ...routes } });
  return { fetchMock, ...renderApp({ entries }) };
}

function captchaIn(element: HTMLElement): Element {
  const widget = element.querySelector('altcha-widget');
  if (!widget) throw new Error('no captcha widget');
  return widget;
}

const resendRegion = () => screen.getByRole('region', { name: 'Send the link again' });
const sendButton = () =>
  within(resendRegion()).getByRole('button', { name: 'Send the link again' });

describe('send the verification link again', () => {
  it('is offered with the not-verified login message, for the address just refused', async () => {
    const { fetchMock } = open(['/login'], {
      'POST /api/auth/signin': () =>
        apiError(401, 'not_verified', 'This user has not been verified.'),
    });
    await screen.findByRole('heading', { level: 1, name: 'Log in or create an account' });
    const login = screen.getByRole('region', { name: 'Login' });
    await userEvent.type(within(login).getByLabelText('Email'), ' Waiting@Example.com');
    await userEvent.type(within(login).getByLabelText('Password'), 'Abcdefg1');
    await userEvent.click(within(login).getByRole('button', { name: 'Login' }));
    const alert = await within(login).findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.login.not_verified);
    expect(screen.queryByRole('region', { name: 'Send the link again' })).toBeNull();

    await userEvent.click(within(alert).getByRole('button', { name: 'Send the link again' }));
    const region = resendRegion();
    expect(within(region).getByRole('heading', { name: 'Send the link again' })).toHaveFocus();
    expect(region).toHaveTextContent('A new verification link goes to waiting@example.com.');
    // The address is known: it is not asked again. The captcha comes first.
    expect(within(region).queryByLabelText('Email')).toBeNull();
    expect(sendButton()).toBeDisabled();
    setCaptchaState(captchaIn(region), 'verified', 'resend-captcha');
    await userEvent.click(sendButton());

    expect(await within(region).findByRole('status')).toHaveTextContent(MESSAGES.verify.resent);
    expect(requestsTo(fetchMock, RESEND).map((r) => r.body)).toEqual([
      { email: 'waiting@example.com', captcha: 'resend-captcha' },
    ]);
  });

  it('is not offered for any other login refusal', async () => {
    open(['/login'], {
      'POST /api/auth/signin': () => apiError(401, 'bad_password', 'Invalid password.'),
    });
    await screen.findByRole('heading', { level: 1, name: 'Log in or create an account' });
    const login = screen.getByRole('region', { name: 'Login' });
    await userEvent.type(within(login).getByLabelText('Email'), 'owner@example.com');
    await userEvent.type(within(login).getByLabelText('Password'), 'Abcdefg1');
    await userEvent.click(within(login).getByRole('button', { name: 'Login' }));
    const alert = await within(login).findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.login.bad_password);
    expect(within(alert).queryByRole('button')).toBeNull();
  });

  it('is offered on /signup-complete for the address just signed up', async () => {
    const { fetchMock } = open(['/signup'], {
      'POST /api/auth/signup': () => Response.json({ success: true }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Log in or create an account' });
    const signup = screen.getByRole('region', { name: 'Create Account' });
    await userEvent.type(within(signup).getByLabelText('Email'), 'New@Example.com');
    await userEvent.type(within(signup).getByLabelText('Password'), 'Abcdefg1');
    await userEvent.type(within(signup).getByLabelText('Re-type password'), 'Abcdefg1');
    setCaptchaState(captchaIn(signup), 'verified');
    await userEvent.click(within(signup).getByRole('button', { name: 'Create Account' }));
    await screen.findByRole('heading', { level: 1, name: MESSAGES.signup.success });

    const region = resendRegion();
    expect(region).toHaveTextContent('A new verification link goes to new@example.com.');
    expect(within(region).queryByLabelText('Email')).toBeNull();
    setCaptchaState(captchaIn(region), 'verified', 'again');
    await userEvent.click(sendButton());
    expect(await within(region).findByRole('status')).toHaveTextContent(MESSAGES.verify.resent);
    expect(requestsTo(fetchMock, RESEND).map((r) => r.body)).toEqual([
      { email: 'new@example.com', captcha: 'again' },
    ]);
  });

  it('asks for the address on /signup-complete when the page was opened on its own', async () => {
    const { fetchMock } = open(['/signup-complete']);
    await screen.findByRole('heading', { level: 1, name: MESSAGES.signup.success });
    const region = resendRegion();
    expect(region).toHaveTextContent('Still no e-mail after a few minutes, spam folder included?');
    const email = within(region).getByLabelText('Email');
    await userEvent.type(email, '  Late@Example.com ');
    setCaptchaState(captchaIn(region), 'verified', 'solved');
    await userEvent.click(sendButton());
    expect(await within(region).findByRole('status')).toHaveTextContent(MESSAGES.verify.resent);
    expect(requestsTo(fetchMock, RESEND).map((r) => r.body)).toEqual([
      { email: 'late@example.com', captcha: 'solved' },
    ]);
  });

  it("checks the address before sending, and shows the server's refusal with a fresh captcha", async () => {
    const { fetchMock } = open(['/signup-complete'], {
      [RESEND]: () => apiError(400, 'bad_captcha', MESSAGES.signup.bad_captcha),
    });
    await screen.findByRole('heading', { level: 1, name: MESSAGES.signup.success });
    const region = resendRegion();
    await userEvent.type(within(region).getByLabelText('Email'), 'nope');
    setCaptchaState(captchaIn(region), 'verified');
    await userEvent.click(sendButton());
    expect(within(region).getByText(MESSAGES.password.invalidEmail)).toBeInTheDocument();
    expect(requestsTo(fetchMock, RESEND)).toEqual([]);

    await userEvent.type(within(region).getByLabelText('Email'), '@example.com');
    const firstWidget = captchaIn(region);
    await userEvent.click(sendButton());
    expect(await within(region).findByRole('alert')).toHaveTextContent(MESSAGES.signup.bad_captcha);
    expect(captchaIn(region)).not.toBe(firstWidget);
    expect(sendButton()).toBeDisabled();
    expect(requestsTo(fetchMock, RESEND)).toHaveLength(1);
  });

  it('is offered when a verification link has expired', async () => {
    open(['/verify?token=old'], {
      'GET /api/auth/verifyuser': () => apiError(400, 'expired_token', MESSAGES.verify.expired),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.verify.expired);
    expect(within(resendRegion()).getByLabelText('Email')).toBeInTheDocument();
  });

  it('is not offered for a link that was already used', async () => {
    open(['/verify?token=used'], {
      'GET /api/auth/verifyuser': () => apiError(400, 'used_token', MESSAGES.verify.used),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.verify.used);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Send the link again' })).toBeNull(),
    );
  });
});

describe('the sign-up complete page and its new link, in Spanish', () => {
  beforeEach(() => chooseLanguage('es'));

  it('says to look for the e-mail and sends the link again, all in Spanish', async () => {
    const { fetchMock } = open(['/signup'], {
      'POST /api/auth/signup': () => Response.json({ success: true }),
      // An answer without its own words: the page says the catalogue's.
      [RESEND]: () => Response.json({ success: true }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Inicie sesión o cree una cuenta' });
    const signup = screen.getByRole('region', { name: 'Crear una cuenta' });
    await userEvent.type(within(signup).getByLabelText('Correo electrónico'), 'new@example.com');
    await userEvent.type(within(signup).getByLabelText('Contraseña'), 'Abcdefg1');
    await userEvent.type(
      within(signup).getByLabelText('Vuelva a escribir la contraseña'),
      'Abcdefg1',
    );
    setCaptchaState(captchaIn(signup), 'verified');
    await userEvent.click(within(signup).getByRole('button', { name: 'Crear la cuenta' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Registro completado' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Registro completado · Revisión Informal de Amherst');
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent(MESSAGES_ES.account.signupComplete.linkSent);
    expect(screen.getByRole('link', { name: 'Ir a Iniciar sesión' })).toHaveAttribute(
      'href',
      '/login',
    );
    const region = screen.getByRole('region', { name: 'Enviar el enlace de nuevo' });
    expect(region).toHaveTextContent(MESSAGES_ES.account.signupComplete.stillNothing);
    expect(region).toHaveTextContent(
      'Se enviará un enlace de verificación nuevo a new@example.com.',
    );
    setCaptchaState(captchaIn(region), 'verified', 'resend-captcha');
    await userEvent.click(
      within(region).getByRole('button', { name: 'Enviar el enlace de nuevo' }),
    );
    expect(await within(region).findByRole('status')).toHaveTextContent(MESSAGES_ES.verify.resent);
    expect(requestsTo(fetchMock, RESEND)).toHaveLength(1);
  });
});
