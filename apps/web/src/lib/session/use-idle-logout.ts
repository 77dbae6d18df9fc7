import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import type { IdleTimer } from './idle-timer.ts';
import type { IdleTimerKit, SessionTiming } from './use-session-constants.ts';

interface IdleLogoutOptions {
  /** Signed in, with the timing known; null otherwise. */
  timing: SessionTiming | null;
  /** The timer's code, which comes with the timing (useSessionConstants). */
  idle: IdleTimerKit | null;
  /** The shared 60-minute deadline passed; `initiator` is the one tab that ends the session. */
  onIdle: (event: { initiator: boolean }) => void;
  /** Another tab signed out. */
  onSignedOutElsewhere: () => void;
  /** The idle sign-out is `timing.idleWarningMs` away (true), or was put off again (false). */
  onWarning: (warned: boolean) => void;
}

/**
 * SPEC §4/§9 idle logout: while signed in, one 60-minute idle deadline shared by every tab,
 * moved by the user's activity in any of them, with a warning 2 minutes before (WCAG 2.2.1). Returns the running timer, which the session
 * asks for activity (for the poll), stops when the session ends, and uses to tell the other
 * tabs of a sign-out.
 */
export function useIdleLogout({
  timing,
  idle: kit,
  onIdle,
  onSignedOutElsewhere,
  onWarning,
}: IdleLogoutOptions): RefObject<IdleTimer | null> {
  const timerRef = useRef<IdleTimer | null>(null);
  const idle = useEffectEvent((event: { initiator: boolean }) => onIdle(event));
  const signedOutElsewhere = useEffectEvent(() => onSignedOutElsewhere());
  const warning = useEffectEvent((warned: boolean) => onWarning(warned));

  useEffect(() => {
    if (!timing || !kit) return;
    const { browserClock, createIdleTimer, createTabChannel, listenForActivity } = kit;
    const channel = createTabChannel();
    const timer = createIdleTimer({
      timeoutMs: timing.idleTimeoutMs,
      warnBeforeMs: timing.idleWarningMs,
      onWarn: () => warning(true),
      onWarnEnd: () => warning(false),
      throttleMs: timing.activityThrottleMs,
      clock: browserClock,
      channel,
      onIdle: (event) => idle(event),
      onSignedOutElsewhere: () => signedOutElsewhere(),
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
  }, [timing, kit]);

  return timerRef;
}
