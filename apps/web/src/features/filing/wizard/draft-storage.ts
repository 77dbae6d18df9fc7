import { emptyDraft, type WizardDraft } from './draft.ts';

/**
 * The wizard's draft in sessionStorage (see draft.ts: it holds personal details, so it lives
 * only as long as the tab). Storage can be full or switched off (private modes); the wizard then
 * works as before, it just does not survive a reload.
 */
export const DRAFT_STORAGE_KEY = 'ir.filing.draft';

/** The draft saved in this tab, with any field a newer version added filled in; null if none. */
export function loadDraft(): WizardDraft | null {
  try {
    const stored = window.sessionStorage.getItem(DRAFT_STORAGE_KEY);
    if (stored === null) return null;
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    return { ...emptyDraft(), ...(parsed as Partial<WizardDraft>) };
  } catch {
    return null;
  }
}

export function saveDraft(draft: WizardDraft): void {
  try {
    window.sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Full or disabled storage: the draft stays in memory only.
  }
}

/** After a submission (SPEC §4: all wizard state is reset) or when the person starts over. */
export function clearDraft(): void {
  try {
    window.sessionStorage.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing was stored.
  }
}
