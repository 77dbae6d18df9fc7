import { ValueChangeStep } from '../components/steps/ValueChangeStep.tsx';
import { stepWithNext, WIZARD_STEP_KEYS, WIZARD_STEP_PATHS, type WizardDraft } from './draft.ts';
import { valueIssues } from './step-rules.ts';

/** Step 2: a requested value and a reason (comments and comparables are optional). */
export const valueChangeStep = stepWithNext({
  titleKey: WIZARD_STEP_KEYS[2],
  path: WIZARD_STEP_PATHS[2],
  Component: ValueChangeStep,
  missing: (draft: WizardDraft) =>
    valueIssues({
      desiredValue: draft.desiredValue,
      reason: draft.reason,
      valueComments: draft.valueComments,
    }),
});
