import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Privilege, Role } from '@ir/domain';
import { replaceWithServerPage } from '../../../lib/external-navigation.ts';
import { mockApi, renderApp, requestsTo } from '../../../test/render-app.tsx';

// jsdom cannot load a page: the full navigation to a document is what is checked.
vi.mock('../../../lib/external-navigation.ts', () => ({
  goToExternalUrl: vi.fn(),
  replaceWithServerPage: vi.fn(),
}));
beforeEach(() => vi.mocked(replaceWithServerPage).mockClear());

const NO_FILINGS = {
  counts: { incomplete: 0, far: 0, complete: 0, withdrawn: 0, voided: 0, total: 0 },
  under_review: { count: 0, received_total_value: 0 },
  completed: {
    count: 0,
    changed: 0,
    total_value_change: 0,
    responses: { accept: 0, disagree: 0, none: 0 },
  },
  filings_per_day: [],
  time_zone: 'America/New_York',
};

/**
 * A server where signing in as `role` starts a session, with the pages a sign-in may land on
 * answered (empty), so each landing renders whole. With `enrolmentRequired`, the session must
 * enrol an authenticator first, which the code 246810 confirms.
 */
function server(role: Role, { enrolmentRequired = false } = {}) {
  const session = { privilege: '' as Privilege, enrolled: false };
  const fetchMock = mockApi({
    privilege: () => new Response(session.privilege),
    routes: {
      'POST /api/auth/signin': () => {
        session.privilege = role;
        return Response.json(
          enrolmentRequired ? { success: true, mfa_enrollment_required: true } : { success: true },
        );
      },
      'POST /api/auth/google_login': () => {
        session.privilege = role;
        return Response.json(
          enrolmentRequired ? { success: true, mfa_enrollment_required: true } : { success: true },
        );
      },
      'GET /api/auth/mfa': () =>
        Response.json({
          enabled: session.enrolled,
          enrollment_required: enrolmentRequired && !session.enrolled,
          recovery_codes_left: session.enrolled ? 10 : 0,
        }),
      'POST /api/auth/mfa/enroll': () =>
        Response.json({
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauth_url:
            'otpauth://totp/IR:staff?issuer=IR&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
        }),
      'POST /api/auth/mfa/confirm': () => {
        session.enrolled = true;
        return Response.json({
          recovery_codes: Array.from({ length: 10 }, (_, i) => `code-${i}-abcd-efgh`),
        });
      },
      'GET /api/applications/view': () => Response.json([]),
      'GET /api/applications/expired_muni': () => Response.json({ expired: false }),
      'GET /api/super/list': () => Response.json([]),
      'GET /api/super/list_super_users': () => Response.json([]),
      'GET /api/town/summary': () => Response.json(NO_FILINGS),
      'GET /api/admin/userlist': () => Response.json([]),
    },
  });
  return { fetchMock, session };
}

/** Opens `path`, follows the guard to the login page if it sends there, and signs in. */
async function signInFrom(path: string) {
  const { router } = renderApp({ entries: [path] });
  const login = await screen.findByRole('region', { name: 'Login' }, { timeout: 5000 });
  expect(router.state.location.pathname).toBe('/login');
  await userEvent.type(within(login).getByLabelText('Email'), 'someone@example.com');
  await userEvent.type(within(login).getByLabelText('Password'), 'Abcdefg1');
  await userEvent.click(within(login).getByRole('button', { name: 'Login' }));
  return router;
}

// The first sign-in loads the auth and landing pages' chunks, slow on a cold, busy run.
describe('where a sign-in lands (decision 029)', { timeout: 20_000 }, () => {
  it.each<[Role, string, string]>([
    ['user', '/applications', 'My Applications'],
    ['town', '/town', 'Town Dashboard'],
    ['super', '/appreview', 'Review Applications'],
    ['admin', '/appreview', 'Review Applications'],
    ['mega-admin', '/appreview', 'Review Applications'],
  ])('a %s lands on %s', async (role, landing, heading) => {
    server(role);
    const router = await signInFrom('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe(landing));
    expect(
      await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it.each<[Role, string]>([
    ['user', '/applications'],
    ['town', '/town'],
    ['admin', '/appreview'],
  ])('a %s signing in with Google lands on %s', async (role, landing) => {
    const { fetchMock } = server(role);
    const { router } = renderApp({ entries: ['/login?code=the-code&state=the-state'] });
    await waitFor(() => expect(router.state.location.pathname).toBe(landing), { timeout: 5000 });
    expect(requestsTo(fetchMock, 'POST /api/auth/google_login')).toHaveLength(1);
  });

  it.each<[Role, string]>([
    ['user', '/applications'],
    ['town', '/town'],
    ['super', '/appreview'],
  ])('a %s already signed in who opens /login goes on to %s', async (role, landing) => {
    mockApi({
      privilege: role,
      routes: {
        'GET /api/applications/view': () => Response.json([]),
        'GET /api/applications/expired_muni': () => Response.json({ expired: false }),
        'GET /api/super/list': () => Response.json([]),
        'GET /api/super/list_super_users': () => Response.json([]),
        'GET /api/town/summary': () => Response.json(NO_FILINGS),
      },
    });
    const { router } = renderApp({ entries: ['/login'] });
    await waitFor(() => expect(router.state.location.pathname).toBe(landing));
  });

  it('goes back to the guarded page that asked for the sign-in, with its query', async () => {
    server('admin');
    const router = await signInFrom('/appreview?view=far');
    await waitFor(() => expect(router.state.location.pathname).toBe('/appreview'));
    expect(router.state.location.search).toBe('?view=far');
    expect(
      await screen.findByRole('tab', { name: /^FAR/, selected: true }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('names the guarded page in the login address: /login?redirectTo=<path>', async () => {
    server('user');
    const { router } = renderApp({ entries: ['/file/value'] });
    await screen.findByRole('region', { name: 'Login' }, { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirectTo=%2Ffile%2Fvalue');
  });

  it('goes on to the path a login link names, once signed in', async () => {
    server('user');
    const router = await signInFrom('/login?redirectTo=/contact');
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
  });

  it.each([
    '//evil.example',
    '/%5Cevil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
    '/%09/evil.example',
  ])("ignores the redirectTo %s and lands on the account's home", async (hostile) => {
    server('user');
    const router = await signInFrom(`/login?redirectTo=${hostile}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/applications'));
    expect(window.location.href).toMatch(/^http:\/\/localhost/);
  });

  it("goes to the account's home, not to a page it may not open", async () => {
    server('town');
    const router = await signInFrom('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/town'));
    expect(screen.queryByRole('heading', { name: 'No access' })).not.toBeInTheDocument();
  });

  it('sends a staff account that must enrol to enrolment first, then on to the page asked for', async () => {
    const { fetchMock } = server('super', { enrolmentRequired: true });
    const router = await signInFrom('/appreview?view=complete');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/two-factor'));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Set up authenticator app' }, { timeout: 5000 }),
    );
    await userEvent.type(await screen.findByLabelText('Authentication code'), '246810');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(requestsTo(fetchMock, 'GET /api/super/list')).toHaveLength(0);
    // The way on after enrolling is the page that asked, not My Applications.
    const next = await screen.findByRole('link', { name: 'Continue' });
    expect(next).toHaveAttribute('href', '/appreview?view=complete');
    await userEvent.click(next);
    await waitFor(() => expect(router.state.location.pathname).toBe('/appreview'));
    expect(router.state.location.search).toBe('?view=complete');
  });

  it('sends a staff account that must enrol, signing in from /login, on to its home after', async () => {
    server('admin', { enrolmentRequired: true });
    const router = await signInFrom('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/two-factor'));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Set up authenticator app' }, { timeout: 5000 }),
    );
    await userEvent.type(await screen.findByLabelText('Authentication code'), '246810');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/appreview',
    );
  });

  // The API sends a signed-out browser that opens an e-mail's PDF link here.
  const AGREEMENT = '/api/applications/42/agreement.pdf?lang=es';
  const LOGIN_FOR_AGREEMENT = `/login?${new URLSearchParams({ redirectTo: AGREEMENT })}`;

  it('goes on to the document the server sent it to sign in for, by loading it', async () => {
    server('user');
    const router = await signInFrom(LOGIN_FOR_AGREEMENT);
    await waitFor(() => expect(replaceWithServerPage).toHaveBeenCalledWith(AGREEMENT));
    // The sign-in's answer and the signed-in page may both go on; only ever to the document.
    expect(new Set(vi.mocked(replaceWithServerPage).mock.calls.flat())).toEqual(
      new Set([AGREEMENT]),
    );
    // Loaded, not routed: the app has no page there.
    expect(router.state.location.pathname).toBe('/login');
  });

  it('loads the document at once for a browser signed in meanwhile', async () => {
    mockApi({ privilege: 'user' });
    renderApp({ entries: [LOGIN_FOR_AGREEMENT] });
    await waitFor(() => expect(replaceWithServerPage).toHaveBeenCalledWith(AGREEMENT));
  });

  it.each([
    '/api/admin/userlist',
    '/api/applications/view',
    '/api/applications/42/receipt.pdf',
    '//evil.example/api/applications/42/agreement.pdf',
  ])("takes no other path of the API: %s lands on the account's home", async (path) => {
    server('user');
    const router = await signInFrom(`/login?${new URLSearchParams({ redirectTo: path })}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/applications'));
    expect(replaceWithServerPage).not.toHaveBeenCalled();
  });

  it('has a staff account that must enrol continue to the document after enrolling', async () => {
    server('super', { enrolmentRequired: true });
    const router = await signInFrom(LOGIN_FOR_AGREEMENT);
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/two-factor'));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Set up authenticator app' }, { timeout: 5000 }),
    );
    await userEvent.type(await screen.findByLabelText('Authentication code'), '246810');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    // A plain link: the browser loads the PDF.
    expect(await screen.findByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      AGREEMENT,
    );
    expect(replaceWithServerPage).not.toHaveBeenCalled();
  });
});
