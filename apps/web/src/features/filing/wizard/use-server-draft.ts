import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { saveServerDraft, savedDraftsKey } from '../api/saved-drafts.ts';
import type { WizardDraft, WizardStep } from './draft.ts';
import { toServerDraft } from './server-draft.ts';

/** Typing pauses this long before the draft goes to the server; a step change waits as long. */
export const SERVER_DRAFT_DELAY_MS = 800;

/**
 * Keeps the wizard's draft on the server once a parcel is chosen, so it follows the owner to
 * another device. A save that fails is tried again with the next change: the tab's own copy
 * (sessionStorage) keeps everything meanwhile, and the wizard never waits on this.
 */
export function useServerDraft(draft: WizardDraft, step: WizardStep): void {
  const queryClient = useQueryClient();
  const payload = toServerDraft(draft, step);
  const serialized = payload ? JSON.stringify(payload) : null;
  const saved = useRef<string | null>(null);
  useEffect(() => {
    if (serialized === null || serialized === saved.current) return;
    const timer = setTimeout(() => {
      const { printkey, draft: body } = JSON.parse(serialized) as NonNullable<
        ReturnType<typeof toServerDraft>
      >;
      saveServerDraft(printkey, body).then(
        () => {
          saved.current = serialized;
          void queryClient.invalidateQueries({ queryKey: savedDraftsKey() });
        },
        () => {
          // Busy, offline or refused (a period just closed): the next change tries again.
        },
      );
    }, SERVER_DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [serialized, queryClient]);
}
