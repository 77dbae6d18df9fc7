import { useEffect, useMemo, useState } from 'react';
import type { SESSION_TIMING } from '@ir/domain/session.ts';
import { useLanguage, type Messages } from '../language.tsx';
import { loadShellContracts } from '../load-shell-contracts.ts';
import type * as IdleTimerModule from './idle-timer.ts';

export type SessionTiming = typeof SESSION_TIMING;

/** What the idle sign-out builds its timer with (idle-timer.ts), loaded with the timing. */
export type IdleTimerKit = Pick<
  typeof IdleTimerModule,
  'browserClock' | 'createIdleTimer' | 'createTabChannel' | 'listenForActivity'
>;

/** What a running session needs: SPEC §9's timing and SPEC §8's texts, in the language in force. */
export interface SessionConstants {
  timing: SessionTiming;
  idle: IdleTimerKit;
  messages: Messages['session'];
}

/**
 * The session's constants, once `needed` (signed in). The timing comes with the shell's
 * contracts, which a signed-in tab has always loaded already (its privilege came through them),
 * rather than by a static import that would put the domain's schemas and zod into the entry
 * script; so does the idle timer, which only a session runs. The texts are the language's catalogue (decision 037), so the idle warning and the
 * sign-out alerts follow a switch.
 */
export function useSessionConstants(needed: boolean): SessionConstants | null {
  const [loaded, setLoaded] = useState<Omit<SessionConstants, 'messages'> | null>(null);
  const messages = useLanguage().messages.session;
  useEffect(() => {
    if (!needed || loaded) return;
    let live = true;
    // A failed load failed the privilege check too, so no session is running to need them.
    loadShellContracts().then(
      ({ SESSION_TIMING, browserClock, createIdleTimer, createTabChannel, listenForActivity }) =>
        live &&
        setLoaded({
          timing: SESSION_TIMING,
          idle: { browserClock, createIdleTimer, createTabChannel, listenForActivity },
        }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needed, loaded]);
  return useMemo(() => (loaded ? { ...loaded, messages } : null), [loaded, messages]);
}
