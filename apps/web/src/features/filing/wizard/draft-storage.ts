import { emptyDraft, type WizardDraft, type WizardStep } from './draft.ts';

/** sessionStorage key of the wizard draft: one draft per tab, gone when the tab closes. */
export const DRAFT_STORAGE_KEY = 'ir.filing.draft';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keeps each stored field only when it has the shape of the empty draft's (an old or edited copy). */
function mergeKnown<T extends object>(base: T, stored: unknown): T {
  if (!isRecord(stored)) return base;
  const merged: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, fallback] of Object.entries(base)) {
    const value = stored[key];
    if (value === undefined) continue;
    if (Array.isArray(fallback)) merged[key] = Array.isArray(value) ? value : fallback;
    else if (isRecord(fallback)) merged[key] = mergeKnown(fallback, value);
    else if (typeof value === typeof fallback) merged[key] = value;
  }
  return merged as T;
}

/** The draft this tab kept, or an empty one. */
export function loadDraft(): WizardDraft {
  const empty = emptyDraft();
  let stored: unknown;
  try {
    stored = JSON.parse(window.sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? 'null');
  } catch {
    return empty;
  }
  if (!isRecord(stored)) return empty;
  const draft = mergeKnown(empty, stored);
  draft.property = isRecord(stored.property)
    ? (stored.property as unknown as WizardDraft['property'])
    : null;
  const step = stored.step;
  draft.step = (
    typeof step === 'number' && Number.isInteger(step) && step >= 0 && step <= 4 ? step : 0
  ) as WizardStep;
  return draft;
}

export function saveDraft(draft: WizardDraft): void {
  try {
    window.sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or disabled (private mode): the wizard still works, only a reload loses it.
  }
}

/** Forgets the draft: after a submission, or when the person leaves the wizard knowingly. */
export function clearDraft(): void {
  try {
    window.sessionStorage.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing was stored.
  }
}

/** Whether the draft holds anything the person would lose by leaving (the step alone is not). */
export function draftHasData(draft: WizardDraft): boolean {
  const { step: _step, ...rest } = draft;
  const { step: _emptyStep, ...empty } = emptyDraft();
  return JSON.stringify(rest) !== JSON.stringify(empty);
}
