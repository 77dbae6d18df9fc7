import { describe, expect, it } from 'vitest';
import { emptyDraft, type WizardDraft } from './draft.ts';
import { valueChangeStep } from './value-change-step.ts';

const ready = (patch: Partial<WizardDraft>) =>
  valueChangeStep.isReady({ ...emptyDraft(), ...patch });

describe('step 2 readiness', () => {
  it('needs a requested value of 1 to 12 digits and a reason', () => {
    expect(valueChangeStep.title).toBe('Value Change');
    expect(ready({})).toBe(false);
    expect(ready({ desiredValue: '180000' })).toBe(false);
    expect(ready({ reason: 'other' })).toBe(false);
    expect(ready({ desiredValue: '180000', reason: 'other' })).toBe(true);
    expect(ready({ desiredValue: '999999999999', reason: 'other' })).toBe(true);
    expect(ready({ desiredValue: '1000000000000', reason: 'other' })).toBe(false);
    expect(ready({ desiredValue: '180,000', reason: 'other' })).toBe(false);
  });

  it('does not need comments or comparables', () => {
    expect(
      ready({ desiredValue: '1', reason: 'comparable_sales', comps: [], valueComments: '' }),
    ).toBe(true);
  });
});
