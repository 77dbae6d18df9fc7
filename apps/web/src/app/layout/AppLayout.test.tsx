import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Privilege } from '@ir/domain';
import { THEME_STORAGE_KEY } from '../../lib/theme.tsx';
import { municipalityFixture } from '../../test/fixtures.ts';
import { mockApi, renderApp, requestsTo } from '../../test/render-app.tsx';

async function renderLoaded(options: Parameters<typeof renderApp>[0] = {}) {
  const view = renderApp(options);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  return screen.getByRole('navigation', { name: 'Site menu' });
}

describe('header', () => {
  it("shows the municipality's short name and the product title, linking to /applications", async () => {
    mockApi();
    await renderLoaded();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Amherst Informal Review' })).toHaveAttribute(
      'href',
      '/applications',
    );
    expect(within(header).getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

describe('footer', () => {
  it('shows the firm, its address and phone, and the site links', async () => {
    mockApi();
    await renderLoaded();
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Sample Assessment Services, LLC');
    expect(footer).toHaveTextContent('100 State Street, Suite 200, Albany, NY 12207');
    const link = (name: string) => within(footer).getByRole('link', { name });
    expect(link('(518) 555-0142')).toHaveAttribute('href', 'tel:+15185550142');
    expect(link('Town of Amherst website')).toHaveAttribute('href', 'https://www.amherst.ny.us');
    expect(link('Sample Assessment Services, LLC website')).toHaveAttribute(
      'href',
      'https://assessment-firm.example.com',
    );
    expect(link('About us')).toHaveAttribute('href', 'https://assessment-firm.example.com');
    expect(link('Contact')).toHaveAttribute('href', '/contact');
    expect(link('Terms of Use')).toHaveAttribute('href', '/terms-of-use');
    expect(link('Privacy Policy')).toHaveAttribute('href', '/privacy');
    expect(link('Accessibility')).toHaveAttribute('href', '/accessibility');
  });

  it('leads to the contact page', async () => {
    mockApi();
    const { router } = await renderLoaded();
    await userEvent.click(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Contact' }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contact Us' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/contact');
    // Focus moves after the new page has rendered, as a screen reader user meets it.
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });
});

describe('skip links', () => {
  it('point at the navigation, the main content and the footer', async () => {
    mockApi();
    await renderLoaded();
    const targets = {
      'Skip to main navigation': 'navigation',
      'Skip to main content': 'main',
      'Skip to footer': 'contentinfo',
    } as const;
    for (const [name, role] of Object.entries(targets)) {
      const href = screen.getByRole('link', { name }).getAttribute('href') ?? '';
      const target = document.querySelector(href);
      expect(target, name).not.toBeNull();
      expect(target).toBe(
        role === 'navigation'
          ? screen.getByRole('navigation', { name: 'Primary' })
          : screen.getByRole(role),
      );
    }
  });
});

describe('side drawer', () => {
  const cases: Array<[Privilege, string[]]> = [
    ['', ['Home']],
    ['user', ['Home', 'My Applications', 'Two-Factor Sign-In', 'Sign Out']],
    [
      'super',
      [
        'Home',
        'Review Applications',
        'Meetings',
        'My Applications',
        'Two-Factor Sign-In',
        'Sign Out',
      ],
    ],
    ['town', ['Home', 'Town Dashboard', 'My Applications', 'Two-Factor Sign-In', 'Sign Out']],
    [
      'mega-admin',
      [
        'Home',
        'Admin Controls',
        'Review Applications',
        'Meetings',
        'Town Dashboard',
        'My Applications',
        'Two-Factor Sign-In',
        'Sign Out',
      ],
    ],
  ];

  it.each(cases)('lists the entries for privilege %j', async (privilege, expected) => {
    mockApi({ privilege });
    await renderLoaded();
    const menu = await openMenu();
    await within(menu).findAllByRole('link', { name: 'Home' });
    if (privilege !== '') await within(menu).findByRole('button', { name: 'Sign Out' });
    const entries = within(within(menu).getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(entries).toEqual(expected);
    expect(within(menu).getByRole('button', { name: 'Toggle Dark Mode' })).toBeInTheDocument();
  });

  it('links entries to their pages and marks the current one', async () => {
    mockApi({ privilege: 'mega-admin' });
    await renderLoaded();
    const menu = await openMenu();
    await within(menu).findByRole('link', { name: 'Admin Controls' });
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('link', { name: 'Admin Controls' })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(within(menu).getByRole('link', { name: 'Review Applications' })).toHaveAttribute(
      'href',
      '/appreview',
    );
    expect(within(menu).getByRole('link', { name: 'Town Dashboard' })).toHaveAttribute(
      'href',
      '/town',
    );
    expect(within(menu).getByRole('link', { name: 'My Applications' })).toHaveAttribute(
      'href',
      '/applications',
    );
    expect(within(menu).queryByRole('link', { name: 'Sign Out' })).not.toBeInTheDocument();
  });

  it('signs out through the session and closes', async () => {
    const fetchMock = mockApi({
      privilege: 'user',
      routes: { 'POST /api/auth/signout': () => Response.json({ success: true }) },
    });
    const { router } = await renderLoaded();
    const menu = await openMenu();
    await userEvent.click(await within(menu).findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(requestsTo(fetchMock, 'POST /api/auth/signout')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('moves focus into the menu, closes on Escape and gives focus back', async () => {
    mockApi();
    await renderLoaded();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    const menu = await openMenu();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveFocus();
    expect(screen.getByRole('main').closest('[inert]')).not.toBeNull();

    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(screen.getByRole('main').closest('[inert]')).toBeNull();
  });

  it('toggles dark mode, remembering it and applying it to <html>', async () => {
    mockApi();
    await renderLoaded();
    const menu = await openMenu();
    const toggle = within(menu).getByRole('button', { name: 'Toggle Dark Mode' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(toggle);
    expect(document.documentElement).toHaveAttribute('data-theme', 'black');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('black');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(toggle);
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('starts from the theme already applied to the page', async () => {
    document.documentElement.dataset.theme = 'black';
    mockApi();
    await renderLoaded();
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('button', { name: 'Toggle Dark Mode' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  });
});

describe('easter eggs', () => {
  it('switches to valentine and cyberpunk when their phrases are typed', async () => {
    mockApi();
    await renderLoaded();
    await userEvent.keyboard('be my valentine');
    expect(document.documentElement).toHaveAttribute('data-theme', 'valentine');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('valentine');
    await userEvent.keyboard('Wake up Samurai');
    expect(document.documentElement).toHaveAttribute('data-theme', 'cyberpunk');
  });

  it('ignores phrases typed into form fields', async () => {
    mockApi();
    await renderLoaded();
    const field = document.createElement('input');
    field.setAttribute('aria-label', 'Comments');
    screen.getByRole('main').append(field);
    await userEvent.type(field, 'be my valentine');
    expect(document.documentElement).not.toHaveAttribute('data-theme', 'valentine');
  });
});

describe('loading overlay', () => {
  it('covers the page while the municipality loads', async () => {
    let answer: (response: Response) => void = () => {};
    mockApi({ municipality: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderApp();

    const overlay = await screen.findByRole('status', { name: 'Loading' });
    expect(overlay).toBeVisible();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    act(() => answer(Response.json(municipalityFixture())));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Town of Amherst' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it('offers a retry when the municipality cannot be loaded', async () => {
    let fail = true;
    mockApi({
      municipality: () =>
        fail
          ? Response.json(
              { statusCode: 500, error_message: 'general_error', message: 'boom' },
              { status: 500 },
            )
          : Response.json(municipalityFixture()),
    });
    renderApp();

    expect(await screen.findByRole('alert')).toHaveTextContent('This site could not be loaded');
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { level: 1, name: 'Town of Amherst' }),
      ).toBeInTheDocument(),
    );
  });
});
