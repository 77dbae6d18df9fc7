import {
  createContext,
  lazy,
  Suspense,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from '../router.tsx';
import type { Privilege } from '@ir/domain/roles.ts';
import { AlertDialog } from '../../components/ui/AlertDialog.tsx';
import { ApiRequestError } from '../api.ts';
import { loginPath } from '../redirect-to.ts';
import { useGlobalLoading } from '../global-loading.tsx';
import { privilegeQuery } from './api/get-privilege.ts';
import { endServerSession } from './api/sign-out.ts';
import { pollSession } from './api/poll-session.ts';
import { useIdleLogout } from './use-idle-logout.ts';
import { useSessionPolling } from './use-session-polling.ts';
import { useSessionConstants } from './use-session-constants.ts';

// Only a signed-in tab shows it: its code loads with the session, not in the first script.
const IdleWarningDialog = lazy(() =>
  import('./IdleWarningDialog.tsx').then((m) => ({ default: m.IdleWarningDialog })),
);

export interface Session {
  privilege: Privilege;
  /** Asks the server again, e.g. right after signing in; resolves with the new privilege. */
  refresh: () => Promise<Privilege>;
  /** Signs out here and in every other tab, then goes to /login; alerts when it fails. */
  signOut: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);
/** Holds polling off while it returns a release function that has not been called. */
type PausePolling = () => () => void;
const PausePollingContext = createContext<PausePolling | null>(null);

interface Alert {
  title: string;
  message: string;
}

/**
 * The visitor's session: its privilege, sign-out, the 20-second poll and the 60-minute idle
 * timer shared by all tabs (SPEC §4, §8, §9). Rendered inside the router, because a session
 * that ends sends the visitor somewhere.
 */
/**
 * This tab's unfinished work (the filing wizard's draft, the last receipt) belongs to the
 * account that made it: sessionStorage here holds only such entries, under 'ir.', so a session's
 * end removes them before another person signs in at the same browser.
 */
export function forgetTabWork(): void {
  try {
    const storage = window.sessionStorage;
    for (const key of Object.keys(storage)) if (key.startsWith('ir.')) storage.removeItem(key);
  } catch {
    // Storage disabled: nothing was kept either.
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { data: privilege = '' } = useQuery(privilegeQuery());
  const signedIn = privilege !== '';

  const [alert, setAlert] = useState<Alert | null>(null);
  const [idleWarning, setIdleWarning] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const [pauses, setPauses] = useState(0);
  // Set from the moment a session starts ending until the next one starts, so a poll or a
  // message from another tab arriving meanwhile does not end it a second time.
  const endedRef = useRef(false);
  useGlobalLoading(signingOut);

  useEffect(() => {
    if (signedIn) endedRef.current = false;
  }, [signedIn]);

  const constants = useSessionConstants(signedIn);
  const timing = signedIn ? (constants?.timing ?? null) : null;
  const timerRef = useIdleLogout({
    timing,
    idle: signedIn ? (constants?.idle ?? null) : null,
    onIdle: ({ initiator }) => {
      // The tab whose deadline passed ends the server session; the server's own idle expiry
      // covers the case where that request fails.
      if (initiator) endServerSession().catch(() => {});
      setIdleWarning(false);
      // The timer runs only once the constants are known.
      if (constants) {
        setAlert({
          title: constants.messages.idleLogoutTitle,
          message: constants.messages.idleLogout,
        });
      }
      endSession('/');
    },
    onSignedOutElsewhere: () => endSession('/login'),
    onWarning: setIdleWarning,
  });

  // Where an ending session is taking the visitor. The privilege drops only once that page is
  // on screen: dropping it on a guarded page would send the visitor to the guard's fallback.
  const endingAtRef = useRef<string | null>(null);
  const endSession = useCallback(
    (to: string) => {
      if (endedRef.current) return;
      endedRef.current = true;
      timerRef.current?.stop();
      setIdleWarning(false);
      forgetTabWork();
      endingAtRef.current = to.split('?')[0] ?? to;
      void navigate(to);
    },
    [navigate, timerRef],
  );
  useEffect(() => {
    if (endingAtRef.current !== location.pathname) return;
    endingAtRef.current = null;
    // A check the new page started may predate the end; this tab knows the answer already.
    const { queryKey } = privilegeQuery();
    void queryClient.cancelQueries({ queryKey }).then(() => queryClient.setQueryData(queryKey, ''));
  }, [location.key, location.pathname, queryClient]);

  // Data cached for one account must not be shown to the next one in this tab. Whatever is
  // inactive when the session changes belongs to pages already left.
  useEffect(() => {
    queryClient.removeQueries({ type: 'inactive' });
  }, [privilege, queryClient]);

  // The server ended the session (its idle expiry, a restriction): after signing in again the
  // visitor comes back to this page (`/login?redirectTo=`), where sign-in checks it may open it.
  const signInAgain = useCallback(
    () => endSession(loginPath(`${location.pathname}${location.search}`)),
    [endSession, location.pathname, location.search],
  );

  useSessionPolling({
    timing: pauses === 0 ? timing : null,
    takeActivity: () => timerRef.current?.takeActivity() ?? false,
    isEnding: () => endedRef.current,
    onRejected: signInAgain,
  });

  const refresh = useCallback(
    () => queryClient.fetchQuery({ ...privilegeQuery(), staleTime: 0 }),
    [queryClient],
  );

  const signOut = useCallback(async () => {
    setSigningOut(true);
    try {
      await endServerSession();
    } catch {
      // Sign Out is offered only while signed in, by when the constants are known.
      if (constants) {
        setAlert({
          title: constants.messages.signoutFailedTitle,
          message: constants.messages.signoutFailed,
        });
      }
      return;
    } finally {
      setSigningOut(false);
    }
    timerRef.current?.announceSignOut();
    endSession('/login');
  }, [constants, endSession, timerRef]);

  // "Stay signed in": every tab's deadline moves, and the server's idle window moves now rather
  // than at the next poll (which a page may hold off). A 401 means it had ended already.
  const staySignedIn = useCallback(() => {
    setIdleWarning(false);
    timerRef.current?.extend();
    pollSession(true).catch((error: unknown) => {
      if (error instanceof ApiRequestError && error.statusCode === 401) signInAgain();
    });
  }, [signInAgain, timerRef]);

  const pausePolling = useCallback<PausePolling>(() => {
    setPauses((n) => n + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      setPauses((n) => n - 1);
    };
  }, []);

  const session = useMemo(() => ({ privilege, refresh, signOut }), [privilege, refresh, signOut]);

  return (
    <SessionContext value={session}>
      <PausePollingContext value={pausePolling}>{children}</PausePollingContext>
      {constants && (
        <Suspense fallback={null}>
          <IdleWarningDialog
            open={idleWarning}
            texts={constants.messages.idleWarning}
            minutes={Math.round(constants.timing.idleWarningMs / 60_000)}
            onStay={staySignedIn}
            onSignOut={() => void signOut()}
          />
        </Suspense>
      )}
      <AlertDialog
        title={alert?.title ?? ''}
        message={alert?.message ?? null}
        onClose={() => setAlert(null)}
      />
    </SessionContext>
  );
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/** Pauses the background session poll for as long as `paused` is true and the caller is mounted. */
export function usePausedSessionPolling(paused: boolean): void {
  const pause = use(PausePollingContext);
  if (!pause) throw new Error('usePausedSessionPolling must be used inside <SessionProvider>');
  useEffect(() => (paused ? pause() : undefined), [paused, pause]);
}
