import { StrictMode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { vi } from 'vitest';
import type { Privilege, PublicMunicipality } from '@ir/domain';
import type { Language } from '@ir/domain/languages.ts';
import { AppProviders } from '../app/AppProviders.tsx';
import { AppRoutes } from '../app/routes.tsx';
import { LANGUAGE_STORAGE_KEY, loadLanguage, readInitialLanguage } from '../lib/language.tsx';
import { AppRouter, type HistoryEntry } from '../lib/router.tsx';
import { municipalityFixture } from './fixtures.ts';
import { createMemoryHistory } from './memory-router.tsx';

type Answer = Response | Promise<Response>;

/** One request the app made, as a handler sees it. */
export interface MockRequest {
  method: string;
  url: URL;
  /** The parsed JSON body, or the FormData of a multipart upload, when there is one. */
  body: unknown;
}

/** Answers 'METHOD /api/path' (the query string is not part of the key). */
export type MockRoutes = Record<string, (request: MockRequest) => Answer>;

interface ApiMock {
  municipality?: PublicMunicipality | (() => Answer);
  googleAnalytics?: string;
  /** What GET /api/auth/authstatus?privledge=true answers; '' is signed out. */
  privilege?: Privilege | (() => Answer);
  /** What GET /api/auth/providers answers. */
  providers?: { google: boolean };
  /** What GET /api/auth/mfa answers (staff pages ask it; default: off, not required). */
  mfa?: { enabled: boolean; enrollment_required: boolean; recovery_codes_left: number };
  routes?: MockRoutes;
}

/** The API's JSON error shape. */
export function apiError(statusCode: number, errorMessage: string, message = errorMessage) {
  return Response.json(
    { statusCode, error_message: errorMessage, message },
    { status: statusCode },
  );
}

/**
 * Replaces fetch with answers for the endpoints the layout calls, plus `routes`; returns the
 * mock. Requests to anything else fail the way an unreachable server does.
 */
export function mockApi({
  municipality = municipalityFixture(),
  googleAnalytics = '',
  privilege = '',
  providers = { google: false },
  mfa = { enabled: false, enrollment_required: false, recovery_codes_left: 0 },
  routes: extraRoutes = {},
}: ApiMock = {}) {
  const defaults: MockRoutes = {
    'GET /api/municipality': () =>
      typeof municipality === 'function' ? municipality() : Response.json(municipality),
    'GET /api/google_analytics': () =>
      new Response(googleAnalytics, { headers: { 'content-type': 'text/plain' } }),
    'GET /api/auth/authstatus': () =>
      typeof privilege === 'function'
        ? privilege()
        : new Response(privilege, { headers: { 'content-type': 'text/plain' } }),
    'GET /api/auth/providers': () => Response.json(providers),
    'GET /api/auth/mfa': () => Response.json(mfa),
    // The wizard saves its draft to the server as it goes; My Applications lists them.
    'GET /api/ir/drafts': () => Response.json({ drafts: [] }),
    // No filing yet: the wizard offers "Use my details from last time" only after one.
    'GET /api/applications/view': () => Response.json([]),
    // The filing page's meeting section (filing 42, the tests' filing): none booked, none open.
    'GET /api/applications/42/meeting': () => Response.json({ meeting: null }),
    'GET /api/applications/42/meeting_slots': () => Response.json({ slots: [] }),
    'PUT /api/ir/drafts/:printkey': () =>
      Response.json({ success: true, updatedAt: new Date().toISOString() }),
  };
  const handlers: MockRoutes = { ...defaults, ...extraRoutes };
  const fetchMock = vi.fn(
    async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const handler =
        handlers[`${method} ${url.pathname}`] ??
        handlers[
          `${method} ${url.pathname.replace(/^\/api\/ir\/drafts\/[^/]+$/, '/api/ir/drafts/:printkey')}`
        ];
      if (!handler) throw new TypeError(`Unmocked fetch: ${method} ${url.pathname}${url.search}`);
      const body = requestBody(init);
      return handler({ method, url, body });
    },
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function requestBody(init: RequestInit | undefined): unknown {
  if (typeof init?.body === 'string') return JSON.parse(init.body) as unknown;
  return init?.body instanceof FormData ? init.body : undefined;
}

/** The requests made to 'METHOD /api/path', in order. */
export function requestsTo(fetchMock: ReturnType<typeof mockApi>, key: string): MockRequest[] {
  return fetchMock.mock.calls
    .map(([input, init]) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = requestBody(init);
      return { method, url, body };
    })
    .filter(({ method, url }) => `${method} ${url.pathname}` === key);
}

/** Plays the ALTCHA widget (mocked in tests) reporting a state, e.g. a solved challenge. */
export function setCaptchaState(
  widget: Element,
  state: 'verified' | 'expired' | 'unverified',
  payload = 'solved-captcha-payload',
) {
  act(() => {
    widget.dispatchEvent(
      new CustomEvent('statechange', {
        detail: { state, payload: state === 'verified' ? payload : undefined },
      }),
    );
  });
}

/**
 * A visitor who chose `language` on an earlier visit: the choice is remembered as the switcher
 * keeps it, and its texts are loaded as main.tsx loads them before the first render. The
 * next renderApp opens in it (setup.ts forgets it after the test).
 */
export async function chooseLanguage(language: Language): Promise<void> {
  window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  await loadLanguage(language);
}

interface RenderAppOptions {
  /** History entries; the last one is shown. */
  entries?: string[];
  /** Render as main.tsx does, with React's double mounting of effects. */
  strict?: boolean;
}

/** What a test sees of the router: where the app is, and a way to go somewhere else. */
export interface TestRouter {
  state: { readonly location: HistoryEntry };
  navigate: (to: string) => Promise<void>;
  /** The browser's Back button. */
  back: () => Promise<void>;
}

/**
 * Renders the whole app (providers, router, layout) at a path, against the mocked API, in the
 * language main.tsx would open it in (see chooseLanguage).
 */
export function renderApp({ entries = ['/'], strict = false }: RenderAppOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // Held here so a test reads where the app navigated at once, before React has rendered the
  // new page. AppRouter renders it as it renders the browser's in main.tsx, transitions included.
  const history = createMemoryHistory(entries);
  const router: TestRouter = {
    state: {
      get location() {
        return history.location;
      },
    },
    navigate: (to) => act(async () => history.navigate(to)),
    back: () => act(async () => history.go(-1)),
  };
  const app = (
    <AppProviders queryClient={queryClient} language={readInitialLanguage()}>
      <AppRouter history={history}>
        <AppRoutes />
      </AppRouter>
    </AppProviders>
  );
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...view, router, queryClient };
}
