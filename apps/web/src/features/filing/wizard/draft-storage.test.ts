import { afterEach, describe, expect, it } from 'vitest';
import { propertyExtra, VALID_OWNER } from '../test/early-steps.ts';
import { emptyDraft } from './draft.ts';
import {
  clearDraft,
  DRAFT_STORAGE_KEY,
  draftHasData,
  loadDraft,
  saveDraft,
} from './draft-storage.ts';

afterEach(() => window.sessionStorage.clear());

describe('wizard draft storage', () => {
  it('gives back what was saved in this tab, and an empty draft once cleared', () => {
    const draft = {
      ...emptyDraft(),
      step: 2 as const,
      property: propertyExtra(),
      owner: VALID_OWNER,
    };
    saveDraft(draft);
    expect(loadDraft()).toEqual(draft);
    clearDraft();
    expect(window.sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    expect(loadDraft()).toEqual(emptyDraft());
  });

  it('starts empty from nothing, from broken JSON, and keeps only fields of the right shape', () => {
    expect(loadDraft()).toEqual(emptyDraft());
    window.sessionStorage.setItem(DRAFT_STORAGE_KEY, '{not json');
    expect(loadDraft()).toEqual(emptyDraft());
    window.sessionStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({
        step: 9,
        isOwner: 'yes',
        comps: 'x',
        owner: { firstName: 'Ann', city: 3 },
        reason: 'other',
      }),
    );
    const draft = loadDraft();
    expect(draft.step).toBe(0);
    expect(draft.isOwner).toBe(true);
    expect(draft.comps).toEqual([]);
    expect(draft.owner).toEqual({ ...emptyDraft().owner, firstName: 'Ann' });
    expect(draft.reason).toBe('other');
  });

  it('counts as data anything but the step', () => {
    expect(draftHasData(emptyDraft())).toBe(false);
    expect(draftHasData({ ...emptyDraft(), step: 1 })).toBe(false);
    expect(draftHasData({ ...emptyDraft(), desiredValue: '1' })).toBe(true);
    expect(draftHasData({ ...emptyDraft(), isOwner: false })).toBe(true);
  });
});
