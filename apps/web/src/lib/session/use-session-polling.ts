import { useEffect, useEffectEvent } from 'react';
import { ApiRequestError } from '../api.ts';
import { pollSession } from './api/poll-session.ts';
import type { SessionTiming } from './use-session-constants.ts';

interface SessionPollingOptions {
  /** Signed in (with the timing known) and no page holds polling off; null otherwise. */
  timing: SessionTiming | null;
  /** Whether the user did something since the last poll (and forget it). */
  takeActivity: () => boolean;
  /** The session is already ending; a poll then has nothing to say. */
  isEnding: () => boolean;
  /** The server answered that the session is gone. */
  onRejected: () => void;
}

/**
 * SPEC §4 background poll: every 20 seconds while enabled, reporting whether the user was
 * active, so the server's idle window follows the user.
 */
export function useSessionPolling({
  timing,
  takeActivity,
  isEnding,
  onRejected,
}: SessionPollingOptions): void {
  const take = useEffectEvent(() => takeActivity());
  const ending = useEffectEvent(() => isEnding());
  const rejected = useEffectEvent(() => onRejected());

  useEffect(() => {
    if (!timing) return;
    // Activity reported by a poll that never got an answer is reported again by the next one.
    let unreported = false;
    const id = window.setInterval(() => {
      if (ending()) return;
      const active = take() || unreported;
      unreported = false;
      pollSession(active).catch((error: unknown) => {
        // No answer (offline, a proxy restart) says nothing about the session: try again at
        // the next poll. Any answer other than success means the session is gone.
        if (error instanceof ApiRequestError && error.statusCode === 0) {
          unreported ||= active;
          return;
        }
        rejected();
      });
    }, timing.pollIntervalMs);
    return () => window.clearInterval(id);
  }, [timing]);
}
