import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { allows, type Access } from '@ir/domain/permissions.ts';
import { useGlobalLoading } from './global-loading.tsx';
import { NoAccessPage } from './no-access-page.tsx';
import { privilegeQuery } from './session/api/get-privilege.ts';
import { usePausedSessionPolling } from './session/session-provider.tsx';

/**
 * SPEC §6 page guard. Asks the server for the privilege each time a guarded page opens; shows
 * the page when the privilege passes `access`. Otherwise a visitor who is not signed in goes to
 * `fallback` (the login page), and a signed-in account whose role lacks the access is told so.
 * A privilege remembered from earlier may show the page while the check runs, but only a
 * fresh answer (or a failed check) redirects, so a visitor who just signed in is not bounced.
 * The session poll runs on the page unless `poll` is false.
 */
export function RequirePrivilege({
  access,
  fallback,
  poll = true,
  children,
}: {
  access: Access;
  fallback: string;
  poll?: boolean;
  children: ReactNode;
}) {
  const query = useQuery(privilegeQuery());
  usePausedSessionPolling(!poll);
  const privilege = query.data ?? '';
  const granted = allows(access, privilege);
  const answered = !query.isFetching && (query.isFetchedAfterMount || query.isError);
  useGlobalLoading(!granted && !answered);

  if (granted) return children;
  if (answered) {
    // A failed check says nothing about the account: treat it as not signed in.
    return query.isError || privilege === '' ? (
      <Navigate to={fallback} replace />
    ) : (
      <NoAccessPage privilege={privilege} />
    );
  }
  return null;
}
