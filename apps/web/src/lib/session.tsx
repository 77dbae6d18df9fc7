import {
  createContext,
  use,
  useCallback,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { isRole, MESSAGES, SESSION_TIMING, type Privilege } from '@ir/domain';
import { AlertDialog } from '../components/ui/AlertDialog.tsx';
import { ApiRequestError, apiFetch, getText } from './api.ts';
import { useGlobalLoading } from './global-loading.tsx';
import {
  browserClock,
  createIdleTimer,
  createTabChannel,
  listenForActivity,
  type IdleTimer,
} from './idle-timer.ts';

/** Anything the server answers that is not a known role means "not signed in". */
export function parsePrivilege(text: string): Privilege {
  const value = text.trim();
  return isRole(value) ? value : '';
}

/** GET /api/auth/authstatus?privledge=true: the visitor's privilege, '' when not signed in. */
export const privilegeQuery = () =>
  queryOptions({
    queryKey: ['session', 'privilege'],
    queryFn: async ({ signal }): Promise<Privilege> =>
      parsePrivilege(await getText('/auth/authstatus?privledge=true', { signal })),
  });

/** POST /api/auth/signout. A 401 means there was no session left to end, which is the goal. */
export async function endServerSession(): Promise<void> {
  try {
    await apiFetch('/auth/signout', { method: 'POST' });
  } catch (error) {
    if (error instanceof ApiRequestError && error.statusCode === 401) return;
    throw error;
  }
}

/**
 * POST /api/auth/poll_session. `active` says the user did something since the last poll; only
 * then does the server move the session's idle window, so an abandoned tab still expires.
 */
export async function pollSession(active: boolean): Promise<void> {
  await apiFetch('/auth/poll_session', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ active }),
  });
}

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
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { data: privilege = '' } = useQuery(privilegeQuery());
  const signedIn = privilege !== '';

  const [alert, setAlert] = useState<Alert | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  const [pauses, setPauses] = useState(0);
  const timerRef = useRef<IdleTimer | null>(null);
  // Set from the moment a session starts ending until the next one starts, so a poll or a
  // message from another tab arriving meanwhile does not end it a second time.
  const endedRef = useRef(false);
  useGlobalLoading(signingOut);

  // Where an ending session is taking the visitor. The privilege drops only once that page is
  // on screen: dropping it on a guarded page would send the visitor to the guard's fallback.
  const endingAtRef = useRef<string | null>(null);
  const endSession = useCallback(
    (to: string) => {
      if (endedRef.current) return;
      endedRef.current = true;
      timerRef.current?.stop();
      endingAtRef.current = to;
      void navigate(to);
    },
    [navigate],
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

  const onIdle = useEffectEvent(({ initiator }: { initiator: boolean }) => {
    // The tab whose deadline passed ends the server session; the server's own idle expiry
    // covers the case where that request fails.
    if (initiator) endServerSession().catch(() => {});
    setAlert({ title: 'Signed out', message: MESSAGES.session.idleLogout });
    endSession('/');
  });
  const onSignedOutElsewhere = useEffectEvent(() => endSession('/login'));

  useEffect(() => {
    if (!signedIn) return;
    endedRef.current = false;
    const channel = createTabChannel();
    const timer = createIdleTimer({
      timeoutMs: SESSION_TIMING.idleTimeoutMs,
      throttleMs: SESSION_TIMING.activityThrottleMs,
      clock: browserClock,
      channel,
      onIdle: (event) => onIdle(event),
      onSignedOutElsewhere: () => onSignedOutElsewhere(),
    });
    timerRef.current = timer;
    timer.start();
    const stopListening = listenForActivity(window, () => timer.recordActivity());
    return () => {
      stopListening();
      timer.dispose();
      channel.close();
      timerRef.current = null;
    };
  }, [signedIn]);

  const onPollRejected = useEffectEvent(() => endSession('/login'));

  useEffect(() => {
    if (!signedIn || pauses > 0) return;
    // Activity reported by a poll that never got an answer is reported again by the next one.
    let unreported = false;
    const id = window.setInterval(() => {
      if (endedRef.current) return;
      const active = (timerRef.current?.takeActivity() ?? false) || unreported;
      unreported = false;
      pollSession(active).catch((error: unknown) => {
        // No answer (offline, a proxy restart) says nothing about the session: try again at
        // the next poll. Any answer other than success means the session is gone.
        if (error instanceof ApiRequestError && error.statusCode === 0) {
          unreported ||= active;
          return;
        }
        onPollRejected();
      });
    }, SESSION_TIMING.pollIntervalMs);
    return () => window.clearInterval(id);
  }, [signedIn, pauses]);

  const refresh = useCallback(
    () => queryClient.fetchQuery({ ...privilegeQuery(), staleTime: 0 }),
    [queryClient],
  );

  const signOut = useCallback(async () => {
    setSigningOut(true);
    try {
      await endServerSession();
    } catch {
      setAlert({ title: 'Sign out failed', message: MESSAGES.session.signoutFailed });
      return;
    } finally {
      setSigningOut(false);
    }
    timerRef.current?.announceSignOut();
    endSession('/login');
  }, [endSession]);

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
