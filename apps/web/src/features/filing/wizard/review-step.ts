import { ReviewStep } from '../components/steps/ReviewStep.tsx';
import { WIZARD_STEP_PATHS, type WizardStepDefinition } from './draft.ts';
import { isSubmittable } from './to-submission.ts';

/**
 * SPEC §2 step 4. Its Submit button is its own (it needs the captcha, which is not part of the
 * draft); readiness says the draft holds what a submission needs.
 */
export const reviewStep: WizardStepDefinition = {
  titleKey: 'reviewSubmit',
  path: WIZARD_STEP_PATHS[4],
  Component: ReviewStep,
  isReady: isSubmittable,
};
