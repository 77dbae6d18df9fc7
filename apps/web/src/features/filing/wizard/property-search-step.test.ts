import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@ir/domain/messages.ts';
import { propertyExtra } from '../test/early-steps.ts';
import { emptyDraft, stepTitle } from './draft.ts';
import { propertySearchStep } from './property-search-step.ts';

describe('step 0 readiness', () => {
  it('waits for a parcel (put in the draft only once the one-review check passed)', () => {
    expect(stepTitle(propertySearchStep.titleKey, MESSAGES)).toBe('Property Search');
    expect(propertySearchStep.isReady(emptyDraft())).toBe(false);
    expect(propertySearchStep.isReady({ ...emptyDraft(), property: propertyExtra() })).toBe(true);
  });
});
