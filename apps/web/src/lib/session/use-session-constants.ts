import { useEffect, useMemo, useState } from 'react';
import type { SESSION_TIMING } from '@ir/domain/session.ts';
import { useLanguage, type Messages } from '../language.tsx';
import { loadShellContracts } from '../load-shell-contracts.ts';

export type SessionTiming = typeof SESSION_TIMING;

/** What a running session needs: SPEC §9's timing and SPEC §8's texts, in the language in force. */
export interface SessionConstants {
  timing: SessionTiming;
  messages: Messages['session'];
}

/**
 * The session's constants, once `needed` (signed in). The timing comes with the shell's
 * contracts, which a signed-in tab has always loaded already (its privilege came through them),
 * rather than by a static import that would put the domain's schemas and zod into the entry
 * script. The texts are the language's catalogue (decision 037), so the idle warning and the
 * sign-out alerts follow a switch.
 */
export function useSessionConstants(needed: boolean): SessionConstants | null {
  const [timing, setTiming] = useState<SessionTiming | null>(null);
  const messages = useLanguage().messages.session;
  useEffect(() => {
    if (!needed || timing) return;
    let live = true;
    // A failed load failed the privilege check too, so no session is running to need them.
    loadShellContracts().then(
      ({ SESSION_TIMING }) => live && setTiming(SESSION_TIMING),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needed, timing]);
  return useMemo(() => (timing ? { timing, messages } : null), [timing, messages]);
}
