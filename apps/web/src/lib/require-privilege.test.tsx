import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLES, type Privilege } from '@ir/domain';
import { GUARDED_ROUTES } from '../app/routes.tsx';
import { apiError, mockApi, renderApp, requestsTo } from '../test/render-app.tsx';
import { advance } from '../test/session-server.ts';

const PRIVILEGES: Privilege[] = ['', ...ROLES];

/** The town dashboard's answer for a municipality with nothing filed. */
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

/** The address a visitor would type for a guarded route. */
const pathOf = (path: string) =>
  `/${path.replace(':id', '17').replace(':batchId', '5').replace(':step?', 'property')}`;

describe('page guard', () => {
  it('guards the SPEC §2 screens with their fallbacks', () => {
    expect(GUARDED_ROUTES.map(({ path, access, fallback }) => [path, access, fallback])).toEqual([
      ['applications', 'application:file', '/login'],
      ['applications/bulk', 'application:file', '/login'],
      ['applications/bulk/:batchId', 'application:file', '/login'],
      ['applications/:id', 'application:file', '/login'],
      ['file/:step?', 'application:file', '/login'],
      ['confirm', 'application:file', '/login'],
      ['appreview', 'review:list', '/login'],
      ['review/:id', 'review:list', '/login'],
      ['meetings', 'review:act', '/login'],
      ['town', 'town:dashboard', '/login'],
      ['admin', 'user:list', '/login'],
      ['useraccess', 'user:list', '/login'],
      ['account/two-factor', 'signed-in', '/login'],
      ['representative/authorizations', 'signed-in', '/login'],
      ['representative/api-keys', 'signed-in', '/login'],
      ['representative/webhooks', 'signed-in', '/login'],
    ]);
  });

  /** SPEC §6, written out: who passes each guarded screen. */
  const ADMITTED: Record<string, readonly Privilege[]> = {
    applications: ROLES,
    'applications/bulk': ROLES,
    'applications/bulk/:batchId': ROLES,
    'applications/:id': ROLES,
    'file/:step?': ROLES,
    confirm: ROLES,
    appreview: ['super', 'admin', 'mega-admin'],
    'review/:id': ['super', 'admin', 'mega-admin'],
    meetings: ['super', 'admin', 'mega-admin'],
    town: ['town', 'admin', 'mega-admin'],
    admin: ['mega-admin'],
    useraccess: ['mega-admin'],
    'account/two-factor': ROLES,
    // Any account opens them; the API says whether it is an approved representative.
    'representative/authorizations': ROLES,
    'representative/api-keys': ROLES,
    'representative/webhooks': ROLES,
  };
  /** The heading a granted visitor sees: the built screen, or the not-found page until it is. */
  const GRANTED_HEADING: Record<string, string> = {
    applications: 'My Applications',
    'applications/bulk': 'File several properties',
    // The mocked batch below is not the account's.
    'applications/bulk/:batchId': 'Batch 5',
    // The mocked filing below is not the account's.
    'applications/:id': 'Filing not found',
    // No submission was made in this test's tab.
    confirm: 'No submission to show',
    admin: 'ADMIN CONTROLS',
    appreview: 'Review Applications',
    useraccess: 'User Access',
    'file/:step?': 'File an Informal Review',
    'account/two-factor': 'Two-factor sign-in',
    // The mocked applicationinfo below knows no review.
    'review/:id': 'Review not found',
    town: 'Town Dashboard',
    meetings: 'Meetings',
    'representative/authorizations': 'Owner authorizations',
    'representative/api-keys': 'API keys',
    'representative/webhooks': 'Webhooks',
  };
  const cases = GUARDED_ROUTES.flatMap((route) =>
    PRIVILEGES.map((privilege) => ({
      path: pathOf(route.path),
      privilege,
      fallback: route.fallback,
      granted: ADMITTED[route.path]?.includes(privilege) ?? false,
      heading: GRANTED_HEADING[route.path] ?? 'Page not found',
    })),
  );

  it.each(cases)(
    '$path with privilege "$privilege": granted $granted',
    async ({ path, privilege, fallback, granted, heading }) => {
      mockApi({
        privilege,
        routes: {
          'GET /api/admin/userlist': () => Response.json([]),
          'GET /api/applications/view': () => Response.json([]),
          'GET /api/applications/17': () => apiError(404, 'not_found'),
          'GET /api/applications/bulk/5': () => apiError(404, 'not_found'),
          'GET /api/super/applicationinfo': () => apiError(404, 'unknown_review'),
          'GET /api/super/list': () => Response.json([]),
          'GET /api/super/list_super_users': () => Response.json([]),
          'GET /api/super/meeting_slots': () =>
            Response.json({ from: '2026-12-03', to: '2026-12-09', slots: [] }),
          'GET /api/town/summary': () => Response.json(NO_FILINGS),
          'GET /api/representatives/authorizations': () => apiError(403, 'not_representative'),
          'GET /api/representatives/api_keys': () => apiError(403, 'not_representative'),
          'GET /api/representatives/webhooks': () => apiError(403, 'not_representative'),
        },
      });
      const { router } = renderApp({ entries: [path] });
      if (granted) {
        // A feature's chunk is transformed on its first import here, which can take seconds.
        expect(
          await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 }),
        ).toBeInTheDocument();
        expect(router.state.location.pathname).toBe(path);
      } else if (privilege === '') {
        await waitFor(() => expect(router.state.location.pathname).toBe(fallback));
        expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
      } else {
        // A signed-in account is told, not bounced through the login page.
        expect(
          await screen.findByRole('heading', { level: 1, name: 'No access' }),
        ).toBeInTheDocument();
        expect(router.state.location.pathname).toBe(path);
        expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
      }
    },
  );

  it("starts a page's data once access is granted, once, and never for an account refused", async () => {
    const staff = mockApi({
      privilege: 'super',
      routes: {
        'GET /api/super/list': () => Response.json([]),
        'GET /api/super/list_super_users': () => Response.json([]),
      },
    });
    renderApp({ entries: ['/appreview'] });
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Review Applications' },
      { timeout: 5000 },
    );
    await screen.findByText('0 of 0 shown');
    expect(requestsTo(staff, 'GET /api/super/list')).toHaveLength(1);

    const owner = mockApi({ privilege: 'user' });
    renderApp({ entries: ['/appreview'] });
    await screen.findByRole('heading', { level: 1, name: 'No access' });
    expect(requestsTo(owner, 'GET /api/super/list')).toHaveLength(0);
  });

  it('tells a signed-in account without access why, with the way home and to its applications', async () => {
    mockApi({ privilege: 'user' });
    renderApp({ entries: ['/appreview'] });
    await screen.findByRole('heading', { level: 1, name: 'No access' });
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('Your account does not have access to this page.');
    expect(within(main).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(main).getByRole('link', { name: 'My Applications' })).toHaveAttribute(
      'href',
      '/applications',
    );
    expect(document.title).toBe('No access · Amherst Informal Review');
  });

  it('sends nobody to the login page when a remembered account can no longer be checked', async () => {
    let privilege: () => Response | Promise<Response> = () => new Response('user');
    mockApi({
      privilege: () => privilege(),
      routes: { 'GET /api/applications/view': () => Response.json([]) },
    });
    const { router } = renderApp({ entries: ['/applications'] });
    await screen.findByRole('heading', { level: 1, name: 'My Applications' });
    privilege = () => apiError(500, 'general_error');
    await router.navigate('/appreview');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/appreview');
    expect(screen.queryByRole('heading', { name: 'No access' })).not.toBeInTheDocument();
  });

  it.each([
    ['fails', () => apiError(500, 'general_error')],
    ['cannot be reached', () => Promise.reject(new TypeError('offline'))],
  ])('offers to check again when the server %s, and opens the page then', async (_case, fail) => {
    let answer = fail;
    mockApi({
      privilege: () => answer(),
      routes: { 'GET /api/applications/view': () => Response.json([]) },
    });
    const { router } = renderApp({ entries: ['/applications'] });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page could not be loaded');
    expect(router.state.location.pathname).toBe('/applications');
    answer = () => new Response('user');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Applications' }),
    ).toBeInTheDocument();
  });

  describe('with a busy server', () => {
    beforeEach(() => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    const busy = () =>
      Response.json(
        { statusCode: 503, error_message: 'server_busy', message: 'busy' },
        { status: 503, headers: { 'retry-after': '1' } },
      );

    it('waits out its Retry-After and opens the page, never the login page', async () => {
      let busyFor = 2;
      const fetchMock = mockApi({
        privilege: () => (busyFor-- > 0 ? busy() : new Response('user')),
        routes: { 'GET /api/applications/view': () => Response.json([]) },
      });
      const { router } = renderApp({ entries: ['/applications'] });
      const opened = router.state.location.key;
      expect(await screen.findByRole('status', { name: 'Loading' })).toBeVisible();
      // Two waits of Retry-After, each with up to a fifth more.
      await advance(2400);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'My Applications' }),
      ).toBeInTheDocument();
      expect(requestsTo(fetchMock, 'GET /api/auth/authstatus')).toHaveLength(3);
      // Not even a trip through the login page and back.
      expect(router.state.location.key).toBe(opened);
    });

    it('offers to check again once the server stayed busy', async () => {
      let answer = busy;
      mockApi({
        privilege: () => answer(),
        routes: { 'GET /api/applications/view': () => Response.json([]) },
      });
      const { router } = renderApp({ entries: ['/applications'] });
      // Two waits of Retry-After, each with up to a fifth more.
      await advance(2400);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('This page could not be loaded');
      expect(router.state.location.pathname).toBe('/applications');
      answer = () => new Response('user');
      await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'My Applications' }),
      ).toBeInTheDocument();
    });
  });

  it('shows the loading overlay, and nothing of the page, while it checks', async () => {
    let answer: (response: Response) => void = () => {};
    mockApi({
      privilege: () => new Promise<Response>((resolve) => (answer = resolve)),
      routes: { 'GET /api/admin/userlist': () => Response.json([]) },
    });
    const { router } = renderApp({ entries: ['/admin'] });
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeVisible();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    answer(new Response('mega-admin'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ADMIN CONTROLS' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('checks again on every guarded page, so a session that ended is noticed', async () => {
    let privilege: Privilege = 'user';
    mockApi({
      privilege: () => new Response(privilege),
      routes: { 'GET /api/applications/view': () => Response.json([]) },
    });
    const { router } = renderApp({ entries: ['/applications'] });
    await screen.findByRole('heading', { level: 1, name: 'My Applications' });
    privilege = '';
    await router.navigate('/file');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
