import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY, readInitialLanguage } from '../../../lib/language.tsx';
import { municipalityFixture } from '../../../test/fixtures.ts';
import {
  apiError,
  chooseLanguage,
  mockApi,
  renderApp,
  requestsTo,
} from '../../../test/render-app.tsx';

describe('LandingPage', () => {
  it('invites owners to file while the review period is open', async () => {
    mockApi({ municipality: municipalityFixture({ expired: false }) });
    renderApp();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Town of Amherst' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Informal Review')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent(
      'If you disagree with your new assessed value, you can submit an Informal Review. ' +
        'A second value notice will be mailed in early May 2025. ' +
        'Submissions are due March 31, 2025.',
    );
    expect(main).not.toHaveTextContent(/has expired/);
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    // People who already have an account go straight to the login form.
    const logIn = screen.getByRole('link', { name: 'Log in' });
    expect(logIn).toHaveAttribute('href', '/login');
    expect(logIn.closest('p')).toHaveTextContent('Already have an account? Log in');
    expect(screen.getByRole('heading', { level: 2, name: 'How it works' })).toBeInTheDocument();
    expect(document.title).toBe('Amherst Informal Review');
  });

  it('says the period has expired and offers Login instead', async () => {
    mockApi({
      municipality: municipalityFixture({
        expired: true,
        displayName: 'City of Oswego',
        shortName: 'Oswego',
        filingDeadline: '2025-03-01',
      }),
    });
    renderApp();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'City of Oswego' }),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent(
      'The Informal Review period for City of Oswego has expired (submissions were due March 1, 2025). ' +
        "Please contact your local Assessor's Office about Formal Grievance Day.",
    );
    expect(main).not.toHaveTextContent(/second value notice/);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
    // The main button is already the way in: no second one.
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visit the City of Oswego website' })).toHaveAttribute(
      'href',
      'https://www.amherst.ny.us',
    );
  });
});

describe('LandingPage in Spanish', () => {
  it('switches to Español from the header: the page, its dates and <html lang> follow, and the choice is kept', async () => {
    const fetchMock = mockApi({ municipality: municipalityFixture({ expired: false }) });
    renderApp();
    await screen.findByRole('heading', { level: 1, name: 'Town of Amherst' });
    // The header's full switcher (on a phone it shows only the other language).
    const group = screen
      .getAllByRole('group', { name: 'Language' })
      .find((g) => within(g).queryByRole('button', { name: 'English' })) as HTMLElement;
    const english = within(group).getByRole('button', { name: 'English' });
    expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(english).toHaveAttribute('lang', 'en');

    await userEvent.click(within(group).getByRole('button', { name: 'Español' }));

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Cómo funciona' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent(
      'Un segundo aviso de valor se enviará por correo a principios de mayo de 2025. La fecha límite es el 31 de marzo de 2025.',
    );
    expect(screen.getByRole('link', { name: 'Comenzar' })).toHaveAttribute('href', '/signup');
    expect(document.documentElement.lang).toBe('es');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Política de privacidad');
    expect(screen.getByRole('link', { name: 'Saltar al contenido principal' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    // What the server is asked from now on says the language too.
    const calls = fetchMock.mock.calls.length;
    await userEvent.click(screen.getByRole('link', { name: 'Contacto' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contáctenos' }),
    ).toBeInTheDocument();
    const later = fetchMock.mock.calls.slice(calls) as [string, RequestInit][];
    for (const [, init] of later) {
      expect((init.headers as Record<string, string>)['Accept-Language']).toBe('es');
    }
  });

  it('asks the server in Spanish from the first call of a visit that opens in Spanish', async () => {
    await chooseLanguage('es');
    const fetchMock = mockApi();
    renderApp();
    await screen.findByRole('heading', { level: 2, name: 'Cómo funciona' });
    expect(document.documentElement.lang).toBe('es');
    const calls = fetchMock.mock.calls as [string, RequestInit][];
    expect(calls.length).toBeGreaterThan(0);
    for (const [, init] of calls) {
      expect(new Headers(init.headers).get('accept-language')).toBe('es');
    }
  });

  it('asks the server in Spanish once switched: a later call says es in Accept-Language', async () => {
    const fetchMock = mockApi({
      routes: { 'POST /api/auth/signin': () => apiError(401, 'bad_credentials') },
    });
    const { router } = renderApp();
    await screen.findByRole('heading', { level: 1, name: 'Town of Amherst' });
    await userEvent.click(screen.getAllByRole('button', { name: 'Español' })[0] as HTMLElement);
    await screen.findByRole('heading', { level: 2, name: 'Cómo funciona' });

    await router.navigate('/login');
    const login = await screen.findByRole('region', { name: 'Iniciar sesión' });
    await userEvent.type(within(login).getByLabelText('Correo electrónico'), 'owner@example.com');
    await userEvent.type(within(login).getByLabelText('Contraseña'), 'Abcdefg1');
    await userEvent.click(within(login).getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'POST /api/auth/signin')).toHaveLength(1));
    const [, init] = fetchMock.mock.calls.find(
      ([input, options]) => String(input).endsWith('/auth/signin') && options?.method === 'POST',
    ) as [string, RequestInit];
    expect(new Headers(init.headers).get('accept-language')).toBe('es');
  });

  it('a signed-in account keeps the choice too (its e-mails follow it); a visitor’s stays in the browser', async () => {
    const signedIn = mockApi({
      privilege: 'user',
      routes: { 'POST /api/auth/language': () => Response.json({ success: true }) },
    });
    const { unmount } = renderApp();
    await screen.findByRole('heading', { level: 1, name: 'Town of Amherst' });
    const spanish = screen.getAllByRole('button', { name: 'Español' })[0] as HTMLElement;
    await userEvent.click(spanish);
    await screen.findByRole('heading', { level: 2, name: 'Cómo funciona' });
    expect(requestsTo(signedIn, 'POST /api/auth/language').map((r) => r.body)).toEqual([
      { language: 'es' },
    ]);
    unmount();

    const visitor = mockApi();
    renderApp();
    const english = (await screen.findAllByRole('button', { name: 'English' }))[0] as HTMLElement;
    await userEvent.click(english);
    await screen.findByRole('heading', { level: 2, name: 'How it works' });
    expect(requestsTo(visitor, 'POST /api/auth/language')).toEqual([]);
  });

  it('follows the browser on a first visit, and the stored choice after that', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-MX', 'en-US']);
    expect(readInitialLanguage()).toBe('es');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(readInitialLanguage()).toBe('en');
    // An unknown stored value falls back to the browser's languages.
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'klingon');
    expect(readInitialLanguage()).toBe('es');
    vi.restoreAllMocks();
  });
});
