import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type Privilege } from '@ir/domain';
import { apiError, mockApi, renderApp, requestsTo } from '../../../test/render-app.tsx';

/**
 * The login form's two-factor step: the server asks for a code after a correct password
 * (401 mfa_required); the form then shows 'Authentication code' and sends it with the
 * password. A recovery code goes in the same field.
 */
function serverWithMfa({ enrolmentRequired = false } = {}) {
  const server = { privilege: '' as Privilege };
  const fetchMock = mockApi({
    privilege: () => new Response(server.privilege),
    mfa: {
      enabled: !enrolmentRequired,
      enrollment_required: enrolmentRequired,
      recovery_codes_left: 0,
    },
    routes: {
      'POST /api/auth/signin': ({ body }) => {
        const { otp } = body as { otp?: string };
        if (enrolmentRequired) {
          server.privilege = 'mega-admin';
          return Response.json({ success: true, mfa_enrollment_required: true });
        }
        if (otp === undefined) {
          return apiError(401, 'mfa_required', MESSAGES.login.mfa_required);
        }
        if (otp !== '123456' && otp !== 'abcdefghijklmnop') {
          return apiError(401, 'bad_otp', MESSAGES.login.bad_otp);
        }
        server.privilege = 'super';
        return Response.json({ success: true });
      },
      'GET /api/super/list': () => Response.json([]),
      'GET /api/super/list_super_users': () => Response.json([]),
    },
  });
  return fetchMock;
}

async function logIn() {
  const { router } = renderApp({ entries: ['/login'] });
  await screen.findByRole('heading', { level: 1, name: 'Log in or create an account' });
  const login = screen.getByRole('region', { name: 'Login' });
  expect(within(login).queryByLabelText('Authentication code')).not.toBeInTheDocument();
  await userEvent.type(within(login).getByLabelText('Email'), 'staff@example.com');
  await userEvent.type(within(login).getByLabelText('Password'), 'Abcdefg1');
  await userEvent.click(within(login).getByRole('button', { name: 'Login' }));
  return { login, router };
}

describe('login with two-factor sign-in', () => {
  it('asks for the code when the server answers mfa_required, then sends it with the password', async () => {
    const fetchMock = serverWithMfa();
    const { login, router } = await logIn();
    const code = await within(login).findByLabelText('Authentication code');
    expect(within(login).getByRole('alert')).toHaveTextContent(MESSAGES.login.mfa_required);
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    await userEvent.type(code, '123 456');
    await userEvent.click(within(login).getByRole('button', { name: 'Login' }));
    // A reviewer lands on the review list (decision 029).
    await waitFor(() => expect(router.state.location.pathname).toBe('/appreview'));
    expect(requestsTo(fetchMock, 'POST /api/auth/signin').map((r) => r.body)).toEqual([
      { email: 'staff@example.com', password: 'Abcdefg1' },
      { email: 'staff@example.com', password: 'Abcdefg1', otp: '123456' },
    ]);
  });

  it('checks the field before sending: empty, then neither six digits nor a recovery code', async () => {
    const fetchMock = serverWithMfa();
    const { login } = await logIn();
    const code = await within(login).findByLabelText('Authentication code');
    await userEvent.click(within(login).getByRole('button', { name: 'Login' }));
    expect(await within(login).findByText(MESSAGES.login.emptyOtp)).toBeInTheDocument();
    await userEvent.type(code, '12345');
    expect(await within(login).findByText(MESSAGES.login.invalidOtp)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/auth/signin')).toHaveLength(1);
  });

  it('shows bad_otp for a wrong code and takes a recovery code in the same field', async () => {
    const fetchMock = serverWithMfa();
    const { login, router } = await logIn();
    const code = await within(login).findByLabelText('Authentication code');
    await userEvent.type(code, '654321');
    await userEvent.click(within(login).getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(within(login).getByRole('alert')).toHaveTextContent(MESSAGES.login.bad_otp),
    );
    await userEvent.clear(code);
    await userEvent.type(code, 'abcd-efgh-ijkl-mnop');
    await userEvent.click(within(login).getByRole('button', { name: 'Login' }));
    // A reviewer lands on the review list (decision 029).
    await waitFor(() => expect(router.state.location.pathname).toBe('/appreview'));
    expect(requestsTo(fetchMock, 'POST /api/auth/signin').at(-1)?.body).toMatchObject({
      otp: 'abcdefghijklmnop',
    });
  });

  it('goes to the enrolment page when the server says the account must enrol', async () => {
    serverWithMfa({ enrolmentRequired: true });
    const { router } = await logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/two-factor'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Two-factor sign-in' }),
    ).toBeInTheDocument();
  });
});

describe('the enrolment gate', () => {
  it('sends a staff account that must enrol to the enrolment page from any other page', async () => {
    mockApi({
      privilege: 'mega-admin',
      mfa: { enabled: false, enrollment_required: true, recovery_codes_left: 0 },
    });
    const { router } = renderApp({ entries: ['/admin'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/two-factor'));
    expect(await screen.findByText(MESSAGES.mfa.enrollmentRequired)).toBeInTheDocument();
  });

  it('never asks for an applicant', async () => {
    const fetchMock = mockApi({ privilege: 'user' });
    renderApp({ entries: ['/contact'] });
    await screen.findByRole('heading', { level: 1 });
    expect(requestsTo(fetchMock, 'GET /api/auth/mfa')).toEqual([]);
  });
});
