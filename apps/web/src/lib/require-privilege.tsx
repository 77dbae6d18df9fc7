import type { ReactNode } from 'react';
import { Navigate, useLocation } from './router.tsx';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { allows, type Access } from '@ir/domain/permissions.ts';
import { LoadError } from '../components/ui/LoadError.tsx';
import { useGlobalLoading } from './global-loading.tsx';
import { NoAccessPage } from './no-access-page.tsx';
import { privilegeQuery } from './session/api/get-privilege.ts';
import { usePausedSessionPolling } from './session/session-provider.tsx';
import { withRedirectTo } from './redirect-to.ts';

/**
 * SPEC §6 page guard. Asks the server for the privilege each time a guarded page opens; shows
 * the page when the privilege passes `access`. Otherwise a visitor who is not signed in goes to
 * `fallback` (the login page), which brings them back here once signed in (the page travels
 * in its address, `/login?redirectTo=<path>`, redirect-to.ts), and a signed-in account whose role lacks the access is
 * told so.
 * A privilege remembered from earlier may show the page while the check runs, but only a
 * fresh answer redirects, so a visitor who just signed in is not bounced. A check that failed
 * (an overloaded server, no connection) says nothing about the account: it is offered again,
 * and nobody is sent to the login page for it.
 * The session poll runs on the page unless `poll` is false.
 *
 * `prefetch` starts the page's data as soon as access is granted, while the page's own code
 * is still loading: a page's queries otherwise start only when React reveals it, which it
 * holds back for a moment after its code arrives. It runs in render, like TanStack's
 * usePrefetchQuery, so it must do nothing when its data is already there or on its way.
 */
export function RequirePrivilege({
  access,
  fallback,
  poll = true,
  prefetch,
  children,
}: {
  access: Access;
  fallback: string;
  poll?: boolean;
  prefetch?: ((client: QueryClient) => void) | undefined;
  children: ReactNode;
}) {
  const query = useQuery(privilegeQuery());
  const client = useQueryClient();
  const { pathname, search } = useLocation();
  usePausedSessionPolling(!poll);
  const privilege = query.data ?? '';
  const granted = allows(access, privilege);
  const answered = !query.isFetching && (query.isFetchedAfterMount || query.isError);
  useGlobalLoading(!granted && !answered);

  if (granted) {
    prefetch?.(client);
    return children;
  }
  if (answered) {
    if (query.isError) {
      return (
        <LoadError heading="This page could not be loaded" onRetry={() => void query.refetch()} />
      );
    }
    return privilege === '' ? (
      <Navigate to={withRedirectTo(fallback, `${pathname}${search}`)} replace />
    ) : (
      <NoAccessPage privilege={privilege} />
    );
  }
  return null;
}
