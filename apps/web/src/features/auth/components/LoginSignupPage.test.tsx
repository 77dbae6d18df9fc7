import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MESSAGES,
  SIGNIN_ERROR_CODES,
  SIGNUP_ERROR_CODES,
  withPhone,
  type Privilege,
} from '@ir/domain';
import { MESSAGES_ES } from '@ir/domain/messages.es.ts';
import { goToExternalUrl } from '../../../lib/external-navigation.ts';
import {
  apiError,
  chooseLanguage,
  mockApi,
  renderApp,
  requestsTo,
  setCaptchaState,
  type MockRoutes,
} from '../../../test/render-app.tsx';

vi.mock('../../../lib/external-navigation.ts', () => ({ goToExternalUrl: vi.fn() }));

const PHONE = '(518) 555-0142';
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

async function openScreen(
  path = '/signup',
  { routes = {}, google = false }: { routes?: MockRoutes; google?: boolean } = {},
) {
  // The server's view of the session: signing in (or in with Google) starts one.
  const server = { privilege: '' as Privilege };
  const fetchMock = mockApi({
    privilege: () => new Response(server.privilege),
    providers: { google },
    routes: {
      'POST /api/auth/signin': () => {
        server.privilege = 'user';
        return Response.json({ success: true });
      },
      'POST /api/auth/google_login': () => {
        server.privilege = 'user';
        return Response.json({ success: true });
      },
      ...routes,
    },
  });
  // Strict mode, as in main.tsx: single-use Google codes must still be sent once.
  const view = renderApp({ entries: [path], strict: true });
  await screen.findByRole('heading', { level: 1, name: 'Log in or create an account' });
  return {
    fetchMock,
    server,
    ...view,
    login: screen.getByRole('region', { name: 'Login' }),
    signup: screen.getByRole('region', { name: 'Create Account' }),
  };
}

function captchaIn(form: HTMLElement): Element {
  const widget = form.querySelector('altcha-widget');
  if (!widget) throw new Error('no captcha widget');
  return widget;
}

describe('login and signup screen', () => {
  it('shows both forms under one heading, titled by the address', async () => {
    await openScreen('/login');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Login · Amherst Informal Review');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgotpassword',
    );
  });

  it('puts the form the address names first: Login at /login, Create Account at /signup', async () => {
    const first = (a: HTMLElement, b: HTMLElement) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    const atLogin = await openScreen('/login');
    expect(first(atLogin.login, atLogin.signup)).toBe(true);
    atLogin.unmount();
    const atSignup = await openScreen('/signup');
    expect(first(atSignup.signup, atSignup.login)).toBe(true);
    // The first field the keyboard reaches is Create Account's.
    await userEvent.click(document.body);
    await userEvent.tab();
    let steps = 0;
    while (!atSignup.signup.contains(document.activeElement) && steps < 30) {
      expect(atSignup.login.contains(document.activeElement)).toBe(false);
      await userEvent.tab();
      steps += 1;
    }
    expect(atSignup.signup).toContainElement(document.activeElement as HTMLElement);
  });

  it('is the same screen at /signup', async () => {
    const { signup } = await openScreen('/signup');
    expect(document.title).toBe('Create Account · Amherst Informal Review');
    expect(within(signup).getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
    expect(captchaIn(signup)).toHaveAttribute('challenge', '/api/auth/captcha');
  });

  it('sends a visitor who is already signed in on to /applications', async () => {
    mockApi({ privilege: 'user' });
    const { router } = renderApp({ entries: ['/login'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/applications'));
  });
});

describe('create account', () => {
  it('checks the e-mail while typing, but leaves an empty field alone', async () => {
    const { signup } = await openScreen();
    const email = within(signup).getByLabelText('Email');
    await userEvent.type(email, 'a');
    expect(within(signup).getByText(MESSAGES.signup.invalidEmail)).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription(MESSAGES.signup.invalidEmail);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(email, 'b@example.com');
    expect(within(signup).queryByText(MESSAGES.signup.invalidEmail)).not.toBeInTheDocument();
    await userEvent.clear(email);
    expect(within(signup).queryByText(MESSAGES.signup.invalidEmail)).not.toBeInTheDocument();
  });

  it('says the password rule before it is broken, and shows the passwords on request', async () => {
    const { signup, login } = await openScreen();
    const password = within(signup).getByLabelText('Password');
    expect(password).toHaveAccessibleDescription(MESSAGES.signup.passwordHint);
    expect(within(signup).getByText(MESSAGES.signup.passwordHint)).toBeVisible();
    await userEvent.type(password, 'Abcdefg1');
    await userEvent.click(within(signup).getAllByRole('button', { name: 'Show password' })[0]!);
    expect(password).toHaveAttribute('type', 'text');
    expect(within(signup).getByLabelText('Re-type password')).toHaveAttribute('type', 'password');
    // Every password field has its toggle, the login form's too.
    expect(within(signup).getAllByRole('button', { name: /password$/ })).toHaveLength(2);
    const loginPassword = within(login).getByLabelText('Password');
    await userEvent.click(within(login).getByRole('button', { name: 'Show password' }));
    expect(loginPassword).toHaveAttribute('type', 'text');
  });

  it('gives the password rules and asks for the same password twice', async () => {
    const { signup } = await openScreen();
    await userEvent.type(within(signup).getByLabelText('Password'), 'abc');
    expect(within(signup).getByText(MESSAGES.signup.passwordRules)).toBeInTheDocument();
    await userEvent.type(within(signup).getByLabelText('Password'), 'DEF123');
    expect(within(signup).queryByText(MESSAGES.signup.passwordRules)).not.toBeInTheDocument();
    await userEvent.type(within(signup).getByLabelText('Re-type password'), 'abcDEF12');
    expect(within(signup).getByText(MESSAGES.signup.passwordMismatch)).toBeInTheDocument();
    await userEvent.type(within(signup).getByLabelText('Re-type password'), '3');
    expect(within(signup).queryByText(MESSAGES.signup.passwordMismatch)).not.toBeInTheDocument();
  });

  it('asks to fill out all fields, flagging the empty ones, and sends nothing', async () => {
    const { signup, fetchMock } = await openScreen();
    await userEvent.click(within(signup).getByRole('button', { name: 'Create Account' }));
    expect(within(signup).getByRole('alert')).toHaveTextContent(MESSAGES.signup.fillAllFields);
    expect(within(signup).getByText(MESSAGES.signup.invalidEmail)).toBeInTheDocument();
    expect(within(signup).getByText(MESSAGES.signup.passwordRules)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/auth/signup')).toEqual([]);
  });

  it("says to tick 'I'm not a robot' when the captcha is all that is left", async () => {
    const { signup, fetchMock } = await openScreen();
    await userEvent.type(within(signup).getByLabelText('Email'), 'owner@example.com');
    await userEvent.type(within(signup).getByLabelText('Password'), 'Abcdefg1');
    await userEvent.type(within(signup).getByLabelText('Re-type password'), 'Abcdefg1');
    await userEvent.click(within(signup).getByRole('button', { name: 'Create Account' }));
    expect(within(signup).getByRole('alert')).toHaveTextContent(MESSAGES.signup.tickCaptcha);
    expect(requestsTo(fetchMock, 'POST /api/auth/signup')).toEqual([]);
  });

  it('asks to correct form errors', async () => {
    const { signup, fetchMock } = await openScreen();
    await userEvent.type(within(signup).getByLabelText('Email'), 'owner@example');
    await userEvent.type(within(signup).getByLabelText('Password'), 'Abcdefg1');
    await userEvent.type(within(signup).getByLabelText('Re-type password'), 'Abcdefg1');
    setCaptchaState(captchaIn(signup), 'verified');
    await userEvent.click(within(signup).getByRole('button', { name: 'Create Account' }));
    expect(within(signup).getByRole('alert')).toHaveTextContent(MESSAGES.signup.correctErrors);
    expect(requestsTo(fetchMock, 'POST /api/auth/signup')).toEqual([]);
    // The message goes once the user starts correcting.
    await userEvent.type(within(signup).getByLabelText('Email'), '.com');
    expect(within(signup).queryByRole('alert')).not.toBeInTheDocument();
  });

  async function fillAndSubmit(signup: HTMLElement, payload = 'solved-captcha-payload') {
    await userEvent.type(within(signup).getByLabelText('Email'), '  Owner@Example.COM ');
    await userEvent.type(within(signup).getByLabelText('Password'), 'Abcdefg1');
    await userEvent.type(within(signup).getByLabelText('Re-type password'), 'Abcdefg1');
    setCaptchaState(captchaIn(signup), 'verified', payload);
    await userEvent.click(within(signup).getByRole('button', { name: 'Create Account' }));
  }

  it('creates the account and says to look for the verification e-mail', async () => {
    const { signup, fetchMock, router } = await openScreen('/signup', {
      routes: { 'POST /api/auth/signup': () => Response.json({ success: true }) },
    });
    await fillAndSubmit(signup);
    expect(
      await screen.findByRole('heading', { level: 1, name: MESSAGES.signup.success }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup-complete');
    expect(screen.getByRole('status')).toHaveTextContent(/spam/);
    expect(requestsTo(fetchMock, 'POST /api/auth/signup').map((r) => r.body)).toEqual([
      { email: 'owner@example.com', password: 'Abcdefg1', captcha: 'solved-captcha-payload' },
    ]);
  });

  it('does not accept a captcha that expired', async () => {
    const { signup, fetchMock } = await openScreen();
    await userEvent.type(within(signup).getByLabelText('Email'), 'owner@example.com');
    await userEvent.type(within(signup).getByLabelText('Password'), 'Abcdefg1');
    await userEvent.type(within(signup).getByLabelText('Re-type password'), 'Abcdefg1');
    setCaptchaState(captchaIn(signup), 'verified');
    setCaptchaState(captchaIn(signup), 'expired');
    await userEvent.click(within(signup).getByRole('button', { name: 'Create Account' }));
    expect(within(signup).getByRole('alert')).toHaveTextContent(MESSAGES.signup.tickCaptcha);
    expect(requestsTo(fetchMock, 'POST /api/auth/signup')).toEqual([]);
  });

  it.each(SIGNUP_ERROR_CODES)('shows the %s text and asks for a fresh captcha', async (code) => {
    const { signup, fetchMock } = await openScreen('/signup', {
      routes: {
        'POST /api/auth/signup': () =>
          Response.json(
            { success: false, statusCode: 400, error_message: code, message: 'server text' },
            { status: 400 },
          ),
      },
    });
    const firstWidget = captchaIn(signup);
    await fillAndSubmit(signup);
    expect(await within(signup).findByRole('alert')).toHaveTextContent(
      withPhone(MESSAGES.signup[code], PHONE),
    );
    // The used solution is gone: a new widget, and submitting again needs a new solution.
    expect(captchaIn(signup)).not.toBe(firstWidget);
    await userEvent.click(within(signup).getByRole('button', { name: 'Create Account' }));
    expect(within(signup).getByRole('alert')).toHaveTextContent(MESSAGES.signup.tickCaptcha);
    expect(requestsTo(fetchMock, 'POST /api/auth/signup')).toHaveLength(1);
  });

  it('says so when the server cannot be reached', async () => {
    const { signup } = await openScreen('/signup', {
      routes: { 'POST /api/auth/signup': offline },
    });
    await fillAndSubmit(signup);
    expect(await within(signup).findByRole('alert')).toHaveTextContent(MESSAGES.signup.network);
  });

  it("shows the server's message when it limits attempts", async () => {
    const { signup } = await openScreen('/signup', {
      routes: {
        'POST /api/auth/signup': () =>
          apiError(429, 'too_many_requests', 'Too many attempts. Try again in 10 minutes.'),
      },
    });
    await fillAndSubmit(signup);
    expect(await within(signup).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 10 minutes.',
    );
  });
});

describe('login', () => {
  it('flags empty fields on submit and sends nothing', async () => {
    const { login, fetchMock } = await openScreen('/login');
    expect(within(login).queryByText(MESSAGES.login.emptyEmail)).not.toBeInTheDocument();
    await userEvent.click(within(login).getByRole('button', { name: 'Login' }));
    expect(within(login).getByText(MESSAGES.login.emptyEmail)).toBeInTheDocument();
    expect(within(login).getByText(MESSAGES.login.emptyPassword)).toBeInTheDocument();
    expect(within(login).getByLabelText('Email')).toHaveFocus();
    expect(requestsTo(fetchMock, 'POST /api/auth/signin')).toEqual([]);
  });

  it('flags an invalid e-mail and a short password, then follows corrections', async () => {
    const { login, fetchMock } = await openScreen('/login');
    await userEvent.type(within(login).getByLabelText('Email'), 'a@b');
    await userEvent.type(within(login).getByLabelText('Password'), '123456');
    await userEvent.click(within(login).getByRole('button', { name: 'Login' }));
    expect(within(login).getByText(MESSAGES.login.invalidEmail)).toBeInTheDocument();
    expect(within(login).getByText(MESSAGES.login.invalidPassword)).toBeInTheDocument();
    await userEvent.type(within(login).getByLabelText('Email'), '.com');
    expect(within(login).queryByText(MESSAGES.login.invalidEmail)).not.toBeInTheDocument();
    await userEvent.type(within(login).getByLabelText('Password'), '7');
    expect(within(login).queryByText(MESSAGES.login.invalidPassword)).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/auth/signin')).toEqual([]);
  });

  async function logIn(login: HTMLElement) {
    await userEvent.type(within(login).getByLabelText('Email'), ' Owner@Example.com');
    await userEvent.type(within(login).getByLabelText('Password'), 'Abcdefg1');
    await userEvent.click(within(login).getByRole('button', { name: 'Login' }));
  }

  it('signs in and goes to /applications', async () => {
    const { login, fetchMock, router } = await openScreen('/login');
    await logIn(login);
    await waitFor(() => expect(router.state.location.pathname).toBe('/applications'));
    expect(requestsTo(fetchMock, 'POST /api/auth/signin').map((r) => r.body)).toEqual([
      { email: 'owner@example.com', password: 'Abcdefg1' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(
      within(screen.getByRole('navigation', { name: 'Site menu' })).getByRole('button', {
        name: 'Sign Out',
      }),
    ).toBeInTheDocument();
  });

  it.each(SIGNIN_ERROR_CODES)('shows the %s text', async (code) => {
    const { login, router } = await openScreen('/login', {
      routes: {
        'POST /api/auth/signin': () =>
          apiError(code === 'general_error' ? 500 : 401, code, 'server text'),
      },
    });
    await logIn(login);
    expect(await within(login).findByRole('alert')).toHaveTextContent(
      withPhone(MESSAGES.login[code], PHONE),
    );
    expect(router.state.location.pathname).toBe('/login');
  });

  it("shows the server's message when it limits attempts", async () => {
    const { login } = await openScreen('/login', {
      routes: {
        'POST /api/auth/signin': () =>
          apiError(429, 'too_many_requests', 'Too many sign-in attempts. Try again later.'),
      },
    });
    await logIn(login);
    expect(await within(login).findByRole('alert')).toHaveTextContent(
      'Too many sign-in attempts. Try again later.',
    );
  });

  it('says so when the server cannot be reached', async () => {
    const { login } = await openScreen('/login', { routes: { 'POST /api/auth/signin': offline } });
    await logIn(login);
    expect(await within(login).findByRole('alert')).toHaveTextContent(
      withPhone(MESSAGES.login.network, PHONE),
    );
  });
});

describe('success banner', () => {
  it('confirms the account and can be dismissed', async () => {
    const { router } = await openScreen('/login?msg=account%20is%20confirmed');
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('Your account is confirmed. You can log in now.');
    await userEvent.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/account is confirmed/)).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('confirms a new password', async () => {
    await openScreen('/login?msg=password+updated');
    expect(screen.getByRole('status')).toHaveTextContent('Your password was updated.');
  });

  it('does not repeat arbitrary text from the address', async () => {
    await openScreen('/login?msg=Call%20555-0100%20to%20unlock%20your%20account');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText(/555-0100/)).not.toBeInTheDocument();
  });
});

describe('sign in with Google', () => {
  it('is offered only when the server has Google configured', async () => {
    const { fetchMock } = await openScreen('/login');
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'GET /api/auth/providers')).not.toHaveLength(0),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: /Google/ })).not.toBeInTheDocument();
  });

  it('sends the visitor to the authorization address', async () => {
    const url = 'https://accounts.google.com/o/oauth2/v2/auth?client_id=x&state=s';
    const { login, signup, fetchMock } = await openScreen('/login', {
      google: true,
      routes: { 'GET /api/auth/googleuri': () => Response.json({ authorization_url: url }) },
    });
    expect(
      await within(signup).findByRole('button', { name: 'Sign up with Google' }),
    ).toBeInTheDocument();
    await userEvent.click(within(login).getByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() => expect(goToExternalUrl).toHaveBeenCalledWith(url));
    await userEvent.click(within(signup).getByRole('button', { name: 'Sign up with Google' }));
    await waitFor(() => expect(goToExternalUrl).toHaveBeenCalledTimes(2));
    // Google sends the visitor back to the screen the button was on.
    expect(
      requestsTo(fetchMock, 'GET /api/auth/googleuri').map((r) => r.url.searchParams.get('from')),
    ).toEqual(['login', 'signup']);
  });

  it('reports when the authorization address cannot be fetched', async () => {
    const { login } = await openScreen('/login', {
      google: true,
      routes: { 'GET /api/auth/googleuri': offline },
    });
    await userEvent.click(
      await within(login).findByRole('button', { name: 'Sign in with Google' }),
    );
    expect(await within(login).findByRole('alert')).toHaveTextContent(
      withPhone(MESSAGES.login.network, PHONE),
    );
  });

  it.each(['/login', '/signup'])(
    'finishes on %s when Google sends the visitor back, then goes to /applications',
    async (path) => {
      const { fetchMock, router } = await openScreen(`${path}?code=the-code&state=the-state`);
      await waitFor(() => expect(router.state.location.pathname).toBe('/applications'));
      expect(requestsTo(fetchMock, 'POST /api/auth/google_login').map((r) => r.body)).toEqual([
        { code: 'the-code', state: 'the-state' },
      ]);
    },
  );

  it('says "Could not log user in." on the login screen when refused', async () => {
    const { login, router } = await openScreen(
      '/login?code=c&state=s&iss=https%3A%2F%2Faccounts.google.com&scope=openid',
      {
        routes: { 'POST /api/auth/google_login': () => apiError(403, 'forbidden') },
      },
    );
    expect(await within(login).findByRole('alert')).toHaveTextContent(
      MESSAGES.login.googleForbidden,
    );
    expect(router.state.location.pathname).toBe('/login');
    // The used code leaves the address, so reloading does not send it again.
    expect(router.state.location.search).toBe('');
  });

  it('fails silently on the sign-up screen', async () => {
    const { fetchMock, router } = await openScreen('/signup?code=c&state=s', {
      routes: { 'POST /api/auth/google_login': () => apiError(403, 'forbidden') },
    });
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'POST /api/auth/google_login')).toHaveLength(1),
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup');
  });
});

describe('in Spanish', () => {
  const ES = MESSAGES_ES;
  beforeEach(() => chooseLanguage('es'));

  async function openSpanish(path: string, routes: MockRoutes = {}) {
    const fetchMock = mockApi({ routes });
    renderApp({ entries: [path] });
    await screen.findByRole('heading', { level: 1, name: 'Inicie sesión o cree una cuenta' });
    return {
      fetchMock,
      login: screen.getByRole('region', { name: 'Iniciar sesión' }),
      signup: screen.getByRole('region', { name: 'Crear una cuenta' }),
    };
  }

  it('shows both forms, their fields and the sign-up messages in Spanish', async () => {
    const { signup, fetchMock } = await openSpanish('/signup');
    expect(document.title).toBe('Crear una cuenta · Revisión Informal de Amherst');
    const password = within(signup).getByLabelText('Contraseña');
    expect(password).toHaveAccessibleDescription(ES.signup.passwordHint);
    await userEvent.click(
      within(signup).getAllByRole('button', { name: 'Mostrar la contraseña' })[0]!,
    );
    expect(password).toHaveAttribute('type', 'text');
    expect(within(signup).getByRole('button', { name: 'Ocultar la contraseña' })).toHaveTextContent(
      'Ocultar',
    );
    expect(signup).toHaveTextContent('Su contraseña está visible');

    await userEvent.type(within(signup).getByLabelText('Correo electrónico'), 'owner@example');
    expect(within(signup).getByText('Debe ser un correo electrónico válido.')).toBeInTheDocument();
    await userEvent.type(password, 'abc');
    expect(
      within(signup).getByText(
        'Debe incluir una minúscula, una mayúscula, un número y al menos 8 caracteres.',
      ),
    ).toBeInTheDocument();
    await userEvent.type(within(signup).getByLabelText('Vuelva a escribir la contraseña'), 'x');
    expect(within(signup).getByText('Debe ser igual a la contraseña.')).toBeInTheDocument();

    await userEvent.click(within(signup).getByRole('button', { name: 'Crear la cuenta' }));
    expect(within(signup).getByRole('alert')).toHaveTextContent(
      'Corrija los errores del formulario.',
    );
    expect(within(signup).queryByText(/Must/)).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/auth/signup')).toEqual([]);
  });

  it('flags the login fields in Spanish and says a refusal in Spanish, with the phone', async () => {
    const { login, fetchMock } = await openSpanish('/login', {
      'POST /api/auth/signin': () => apiError(500, 'general_error'),
    });
    expect(document.title).toBe('Iniciar sesión · Revisión Informal de Amherst');
    expect(within(login).getByRole('link', { name: '¿Olvidó su contraseña?' })).toHaveAttribute(
      'href',
      '/forgotpassword',
    );
    const submit = within(login).getByRole('button', { name: 'Iniciar sesión' });
    await userEvent.click(submit);
    expect(
      within(login).getByText('El campo de correo electrónico está vacío.'),
    ).toBeInTheDocument();
    expect(within(login).getByText('El campo de contraseña está vacío.')).toBeInTheDocument();
    await userEvent.type(within(login).getByLabelText('Correo electrónico'), 'a@b');
    await userEvent.type(within(login).getByLabelText('Contraseña'), 'short');
    expect(within(login).getByText('Escriba un correo electrónico válido.')).toBeInTheDocument();
    expect(within(login).getByText('La contraseña no es válida.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/auth/signin')).toEqual([]);

    await userEvent.clear(within(login).getByLabelText('Correo electrónico'));
    await userEvent.type(within(login).getByLabelText('Correo electrónico'), 'owner@example.com');
    await userEvent.type(within(login).getByLabelText('Contraseña'), 'Abcdefg1');
    await userEvent.click(submit);
    expect(await within(login).findByRole('alert')).toHaveTextContent(
      withPhone(ES.login.general_error, PHONE),
    );
  });

  it('offers the verification link again in Spanish after a not_verified refusal', async () => {
    const { login } = await openSpanish('/login', {
      'POST /api/auth/signin': () => apiError(401, 'not_verified'),
    });
    await userEvent.type(within(login).getByLabelText('Correo electrónico'), 'owner@example.com');
    await userEvent.type(within(login).getByLabelText('Contraseña'), 'Abcdefg1');
    await userEvent.click(within(login).getByRole('button', { name: 'Iniciar sesión' }));
    expect(await within(login).findByRole('alert')).toHaveTextContent(ES.login.not_verified);
    await userEvent.click(within(login).getByRole('button', { name: 'Enviar el enlace de nuevo' }));
    expect(
      within(login).getByRole('heading', { level: 3, name: 'Enviar el enlace de nuevo' }),
    ).toHaveFocus();
    expect(login).toHaveTextContent(
      'Se enviará un enlace de verificación nuevo a owner@example.com. Los enlaces enviados antes dejarán de funcionar.',
    );
  });

  it('shows the success banner of the address in Spanish', async () => {
    await openSpanish(`/login?msg=${encodeURIComponent('account is confirmed')}`);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Su cuenta está confirmada. Ya puede iniciar sesión.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByText(/Su cuenta está confirmada/)).not.toBeInTheDocument();
  });
});

describe('switching language on the screen', () => {
  it('says the messages already shown again in the new language, and the labels', async () => {
    const { signup, login } = await openScreen('/signup');
    await userEvent.type(within(signup).getByLabelText('Email'), 'owner@example');
    await userEvent.click(within(signup).getByRole('button', { name: 'Create Account' }));
    expect(within(signup).getByRole('alert')).toHaveTextContent(MESSAGES.signup.fillAllFields);
    expect(within(signup).getByText(MESSAGES.signup.invalidEmail)).toBeInTheDocument();
    await userEvent.click(within(login).getByRole('button', { name: 'Login' }));
    expect(within(login).getByText(MESSAGES.login.emptyEmail)).toBeInTheDocument();

    await userEvent.click(screen.getAllByRole('button', { name: 'Español' })[0]!);

    expect(
      await within(signup).findByText('Debe ser un correo electrónico válido.'),
    ).toBeInTheDocument();
    expect(within(signup).getByRole('alert')).toHaveTextContent('Complete todos los campos.');
    expect(
      within(login).getByText('El campo de correo electrónico está vacío.'),
    ).toBeInTheDocument();
    expect(within(signup).getByLabelText('Vuelva a escribir la contraseña')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.signup.invalidEmail)).not.toBeInTheDocument();
  });
});
