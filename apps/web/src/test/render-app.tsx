import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { PublicMunicipality } from '@ir/domain';
import { AppProviders } from '../app/AppProviders.tsx';
import { routes } from '../app/routes.tsx';
import type { Session } from '../lib/session.tsx';
import { municipalityFixture } from './fixtures.ts';

type Answer = Response | Promise<Response>;

interface ApiMock {
  municipality?: PublicMunicipality | (() => Answer);
  googleAnalytics?: string;
}

/** Replaces fetch with answers for the endpoints the layout calls; returns the mock. */
export function mockApi({
  municipality = municipalityFixture(),
  googleAnalytics = '',
}: ApiMock = {}) {
  const fetchMock = vi.fn((input: RequestInfo | URL): Promise<Response> => {
    const url = input instanceof Request ? input.url : String(input);
    if (url === '/api/municipality') {
      return Promise.resolve(
        typeof municipality === 'function' ? municipality() : Response.json(municipality),
      );
    }
    if (url === '/api/google_analytics') {
      return Promise.resolve(
        new Response(googleAnalytics, { headers: { 'content-type': 'text/plain' } }),
      );
    }
    return Promise.reject(new Error(`Unmocked fetch: ${url}`));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

interface RenderAppOptions {
  /** History entries; the last one is shown. */
  entries?: string[];
  session?: Session;
}

/** Renders the whole app (providers, router, layout) at a path, against the mocked API. */
export function renderApp({ entries = ['/'], session }: RenderAppOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, {
    initialEntries: entries,
    initialIndex: entries.length - 1,
  });
  const view = render(
    <AppProviders queryClient={queryClient} session={session}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}
