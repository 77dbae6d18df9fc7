import { describe, expect, it } from 'vitest';
import { visibleError } from './visible-error.ts';

const error = { type: 'custom', message: 'Must be a valid email.' };

describe('when a field message shows', () => {
  it.each([
    ['untouched', { isTouched: false, isDirty: false }, false, 'a', undefined],
    ['typed in', { isTouched: false, isDirty: true }, false, 'a', error.message],
    ['left', { isTouched: true, isDirty: false }, false, 'a', error.message],
    ['left empty', { isTouched: true, isDirty: false }, false, '', undefined],
    ['emptied', { isTouched: true, isDirty: true }, false, '', undefined],
    ['submitted empty', { isTouched: false, isDirty: false }, true, '', error.message],
    ['submitted', { isTouched: false, isDirty: false }, true, 'a', error.message],
  ])('%s', (_case, state, submitted, value, shown) => {
    expect(visibleError({ ...state, error }, submitted, value)).toBe(shown);
  });

  it.each([
    ['left empty', { isTouched: true, isDirty: false }, '', error.message],
    ['emptied and left', { isTouched: true, isDirty: true }, '', error.message],
    ['emptied, still in it', { isTouched: false, isDirty: true }, '', undefined],
    ['untouched', { isTouched: false, isDirty: false }, '', undefined],
  ])('with blankAfterLeave (the wizard): %s', (_case, state, value, shown) => {
    expect(visibleError({ ...state, error }, false, value, true)).toBe(shown);
  });

  it('shows nothing without an error', () => {
    expect(visibleError({ isTouched: true, isDirty: true }, true, 'a')).toBeUndefined();
  });
});
