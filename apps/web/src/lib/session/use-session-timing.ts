import { useEffect, useState } from 'react';
import type { SESSION_TIMING } from '@ir/domain/auth.ts';
import { loadShellContracts } from '../load-shell-contracts.ts';

export type SessionTiming = typeof SESSION_TIMING;

/**
 * SPEC §9's session timing, once `needed`. It comes with the shell's contracts rather than by a
 * static import, which would put the domain's auth schemas, and zod, into the entry script.
 */
export function useSessionTiming(needed: boolean): SessionTiming | null {
  const [timing, setTiming] = useState<SessionTiming | null>(null);
  useEffect(() => {
    if (!needed || timing) return;
    let live = true;
    // A failed load leaves timing unknown; it failed the privilege check too, so no session runs.
    loadShellContracts().then(
      (contracts) => live && setTiming(contracts.SESSION_TIMING),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needed, timing]);
  return timing;
}
