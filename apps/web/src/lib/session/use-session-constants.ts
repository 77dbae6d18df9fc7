import { useEffect, useState } from 'react';
import type { SESSION_TIMING } from '@ir/domain/auth.ts';
import type { MESSAGES } from '@ir/domain/messages.ts';
import { loadShellContracts } from '../load-shell-contracts.ts';

export type SessionTiming = typeof SESSION_TIMING;

/** What a running session needs from the domain: SPEC §9's timing and SPEC §8's texts. */
export interface SessionConstants {
  timing: SessionTiming;
  messages: (typeof MESSAGES)['session'];
}

/**
 * The session's constants, once `needed` (signed in). They come with the shell's contracts,
 * which a signed-in tab has always loaded already (its privilege came through them), rather
 * than by static imports that would put the domain's schemas, zod and every text into the
 * entry script.
 */
export function useSessionConstants(needed: boolean): SessionConstants | null {
  const [constants, setConstants] = useState<SessionConstants | null>(null);
  useEffect(() => {
    if (!needed || constants) return;
    let live = true;
    // A failed load failed the privilege check too, so no session is running to need them.
    loadShellContracts().then(
      ({ SESSION_TIMING, MESSAGES }) =>
        live && setConstants({ timing: SESSION_TIMING, messages: MESSAGES.session }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needed, constants]);
  return constants;
}
