import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  discardServerDraft,
  saveServerDraft,
  savedDraftsKey,
  savedDraftsQuery,
} from '../api/saved-drafts.ts';
import type { WizardDraft, WizardStep } from './draft.ts';
import { enteredBeyondParcel, toServerDraft } from './server-draft.ts';

/** Typing pauses this long before the draft goes to the server; a step change waits as long. */
export const SERVER_DRAFT_DELAY_MS = 800;

/** What this page knows of the server's drafts of the parcels it saved. */
interface PageDrafts {
  /** The payload last saved: an unchanged draft is not sent again. */
  saved: string | null;
  /** Per parcel, whether the server held its draft before this page first saved it (asked once). */
  earlier: Map<string, Promise<boolean>>;
  /** Parcels whose server draft this page's own saves made, and which are still there. */
  made: Set<string>;
  /** Parcels the owner typed something for after step 0: their draft is kept. */
  kept: Set<string>;
  /** Saves on their way, by parcel. */
  pending: string[];
  /** The parcel the owner went past step 0 with, and what was entered beyond it then. */
  passed: { printkey: string; entered: string } | null;
  /** The wizard as last rendered. */
  now: { parcel: string | null; step: WizardStep; entered: string };
}

/**
 * Keeps the wizard's draft on the server once the owner goes past step 0 with a parcel, so it
 * follows the owner to another device. Choosing rows on step 0 saves nothing: three clicks to
 * find a house would leave three drafts. A draft this page made for a parcel the owner
 * then unchooses on step 0, with nothing typed since going past it, is removed again; a draft
 * the server held before this page saved it (an earlier visit's) never is. A save that fails
 * is tried again with the next change: the tab's own copy (sessionStorage) keeps everything
 * meanwhile, and the wizard never waits on this.
 */
export function useServerDraft(draft: WizardDraft, step: WizardStep): void {
  const queryClient = useQueryClient();
  const payload = step === 0 ? undefined : toServerDraft(draft, step);
  const serialized = payload ? JSON.stringify(payload) : null;
  const parcel = draft.property?.print_key ?? null;
  const entered = enteredBeyondParcel(draft);
  const state = useRef<PageDrafts>({
    saved: null,
    earlier: new Map(),
    made: new Set(),
    kept: new Set(),
    pending: [],
    passed: null,
    now: { parcel, step, entered },
  });

  // Removes what going past step 0 made, once the owner has left that parcel on step 0.
  const settle = useCallback(() => {
    const s = state.current;
    const left = s.passed;
    if (!left || s.now.step !== 0 || s.now.parcel === left.printkey) return;
    // A save still on its way decides once it is answered.
    if (s.pending.includes(left.printkey)) return;
    s.passed = null;
    if (s.now.entered !== left.entered) s.kept.add(left.printkey);
    if (!s.made.has(left.printkey) || s.kept.has(left.printkey)) return;
    s.made.delete(left.printkey);
    // Going past step 0 with it again saves it again.
    s.saved = null;
    discardServerDraft(left.printkey).then(
      () => void queryClient.invalidateQueries({ queryKey: savedDraftsKey() }),
      () => {
        // Offline or busy: the draft stays, for the owner to discard on My Applications.
      },
    );
  }, [queryClient]);

  const save = useCallback(
    async (body: string) => {
      const s = state.current;
      const { printkey, draft: fields } = JSON.parse(body) as NonNullable<
        ReturnType<typeof toServerDraft>
      >;
      let earlier = s.earlier.get(printkey);
      if (!earlier) {
        // Asked before this page's first save of the parcel; not known counts as an earlier
        // visit's, which is never removed.
        earlier = queryClient.fetchQuery({ ...savedDraftsQuery(), staleTime: 0 }).then(
          ({ drafts }) => drafts.some((saved) => saved.printkey === printkey),
          () => true,
        );
        s.earlier.set(printkey, earlier);
      }
      s.pending.push(printkey);
      try {
        const existed = await earlier;
        await saveServerDraft(printkey, fields);
        s.saved = body;
        if (!existed) s.made.add(printkey);
        void queryClient.invalidateQueries({ queryKey: savedDraftsKey() });
      } catch {
        // Busy, offline or refused (a period just closed): the next change tries again.
      } finally {
        s.pending.splice(s.pending.indexOf(printkey), 1);
        settle();
      }
    },
    [queryClient, settle],
  );

  useEffect(() => {
    const s = state.current;
    s.now = { parcel, step, entered };
    if (step !== 0 && parcel !== null && s.passed?.printkey !== parcel) {
      s.passed = { printkey: parcel, entered };
    }
    settle();
  }, [parcel, step, entered, settle]);

  useEffect(() => {
    if (serialized === null || serialized === state.current.saved) return;
    const timer = setTimeout(() => void save(serialized), SERVER_DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [serialized, save]);
}
