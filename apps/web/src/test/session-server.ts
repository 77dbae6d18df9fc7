import { act, screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { SESSION_TIMING } from '@ir/domain';
import type { Privilege } from '@ir/domain';
import { apiError, mockApi, renderApp, requestsTo, type MockRoutes } from './render-app.tsx';

export const POLL = SESSION_TIMING.pollIntervalMs;
export const IDLE = SESSION_TIMING.idleTimeoutMs;

/** Moves fake time (the session tests run on fake timers that also follow real time). */
export async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/** The server's side of one session: ended by sign-out, or by the test. */
export interface SessionServer {
  privilege: Privilege;
  routes: MockRoutes;
}

export function sessionServer(privilege: Privilege = 'user'): SessionServer {
  const server: SessionServer = {
    privilege,
    routes: {
      'POST /api/auth/poll_session': () =>
        server.privilege
          ? Response.json({ success: true })
          : apiError(401, 'unauthorized', 'Not signed in'),
      'POST /api/auth/signout': () => {
        server.privilege = '';
        return Response.json({ success: true });
      },
    },
  };
  return server;
}

/** Signed in on `path`, with the page's heading shown and the privilege known. */
export async function signedIn(
  path = '/contact',
  { server = sessionServer(), routes = {} }: { server?: SessionServer; routes?: MockRoutes } = {},
) {
  const fetchMock = mockApi({
    privilege: () => new Response(server.privilege),
    routes: { ...server.routes, ...routes },
  });
  const view = renderApp({ entries: [path] });
  await screen.findByRole('heading', { level: 1 });
  await waitFor(() =>
    expect(requestsTo(fetchMock, 'GET /api/auth/authstatus')).not.toHaveLength(0),
  );
  await advance(0);
  return { fetchMock, server, ...view };
}
