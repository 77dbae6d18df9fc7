import { useEffect, useEffectEvent } from 'react';
import { ApiRequestError, retryDelayMs } from '../api.ts';
import { pollSession } from './api/poll-session.ts';
import type { SessionTiming } from './use-session-constants.ts';

interface SessionPollingOptions {
  /** Signed in (with the timing known) and no page holds polling off; null otherwise. */
  timing: SessionTiming | null;
  /** Whether the user did something since the last poll (and forget it). */
  takeActivity: () => boolean;
  /** The session is already ending; a poll then has nothing to say. */
  isEnding: () => boolean;
  /** The server answered that the session is gone (401). */
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
    // Activity reported by a poll that failed is reported again by the next one.
    let unreported = false;
    // A busy server's Retry-After: the polls it covers are skipped.
    let quietUntil = 0;
    const id = window.setInterval(() => {
      if (ending() || Date.now() < quietUntil) return;
      const active = take() || unreported;
      unreported = false;
      pollSession(active).catch((error: unknown) => {
        // Only the server saying so (401) means the session is gone. No answer, an overloaded
        // or failing server says nothing about it: poll again later.
        if (error instanceof ApiRequestError && error.statusCode === 401) {
          rejected();
          return;
        }
        unreported ||= active;
        if (error instanceof ApiRequestError && error.retryAfterMs !== undefined) {
          quietUntil = Date.now() + retryDelayMs(error, 1);
        }
      });
    }, timing.pollIntervalMs);
    return () => window.clearInterval(id);
  }, [timing]);
}
