import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@ir/domain/messages.ts';
import { emptyDraft, type WizardDraft, stepTitle } from './draft.ts';
import { useLanguage } from '../../../lib/language.tsx';
import { missingText } from './step-rules.ts';
import { valueChangeStep } from './value-change-step.ts';

const ready = (patch: Partial<WizardDraft>) =>
  valueChangeStep.isReady({ ...emptyDraft(), ...patch });

describe('step 2 readiness', () => {
  it('needs a requested value of 1 to 12 digits and a reason', () => {
    expect(stepTitle(valueChangeStep.titleKey, MESSAGES)).toBe('Value Change');
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

describe('step 2, what the error summary lists', () => {
  // As the summary says them (English outside a provider).
  const english = renderHook(() => useLanguage()).result.current;
  const missing = (patch: Partial<WizardDraft>) =>
    (valueChangeStep.missing?.({ ...emptyDraft(), ...patch }) ?? []).map((item) => ({
      field: item.field,
      text: missingText(item, english),
    }));

  it('says what to enter in an empty requested value and to choose a reason, each pointing at its control', () => {
    expect(missing({})).toEqual([
      { field: 'desiredValue', text: MESSAGES.filing.enterDesiredValue },
      { field: 'reason', text: MESSAGES.filing.chooseReason },
    ]);
    // A value typed but not an amount keeps the domain's rule.
    expect(missing({ desiredValue: '12a', reason: 'other' })).toEqual([
      { field: 'desiredValue', text: MESSAGES.filing.desiredValueDigits },
    ]);
    expect(missing({ desiredValue: '1000000000000', reason: 'other' })).toEqual([
      { field: 'desiredValue', text: 'The requested assessment can have at most 12 digits.' },
    ]);
  });

  it('lists nothing exactly when the step is ready', () => {
    expect(missing({ desiredValue: '180000', reason: 'other' })).toEqual([]);
    expect(ready({ desiredValue: '180000', reason: 'other' })).toBe(true);
  });
});
