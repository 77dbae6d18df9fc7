import { valueChangeSchema } from '@ir/domain/filing.ts';
import { ValueChangeStep } from '../components/steps/ValueChangeStep.tsx';
import { WIZARD_STEPS, type WizardDraft, type WizardStepDefinition } from './draft.ts';

/** Step 2: a requested value and a reason (comments and comparables are optional). */
export const valueChangeStep: WizardStepDefinition = {
  title: WIZARD_STEPS[2],
  Component: ValueChangeStep,
  isReady: (draft: WizardDraft) =>
    valueChangeSchema.safeParse({
      desiredValue: draft.desiredValue,
      reason: draft.reason,
      valueComments: draft.valueComments,
    }).success,
};
