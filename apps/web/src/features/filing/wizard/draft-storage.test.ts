import { afterEach, describe, expect, it, vi } from 'vitest';
import { draftFixture } from '../test/draft-fixtures.ts';
import { emptyDraft } from './draft.ts';
import { clearDraft, DRAFT_STORAGE_KEY, loadDraft, saveDraft } from './draft-storage.ts';

afterEach(() => window.sessionStorage.clear());

describe('draft storage', () => {
  it('keeps the draft in this tab under ir.filing.draft until it is cleared', () => {
    expect(loadDraft()).toBeNull();
    const draft = draftFixture();
    saveDraft(draft);
    expect(JSON.parse(window.sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? '')).toEqual(draft);
    expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    expect(loadDraft()).toEqual(draft);
    clearDraft();
    expect(loadDraft()).toBeNull();
  });

  it('fills in fields a stored draft lacks and ignores what is not a draft', () => {
    window.sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ step: 2 }));
    expect(loadDraft()).toEqual({ ...emptyDraft(), step: 2 });
    window.sessionStorage.setItem(DRAFT_STORAGE_KEY, '{not json');
    expect(loadDraft()).toBeNull();
    window.sessionStorage.setItem(DRAFT_STORAGE_KEY, '[1,2]');
    expect(loadDraft()).toBeNull();
  });

  it('works on without storage', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => saveDraft(draftFixture())).not.toThrow();
    expect(loadDraft()).toBeNull();
  });
});
