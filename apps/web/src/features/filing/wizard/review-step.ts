import { ReviewStep } from '../components/steps/ReviewStep.tsx';
import type { WizardStepDefinition } from './draft.ts';
import { isSubmittable } from './to-submission.ts';

/**
 * SPEC §2 step 4. Its Submit button is its own (it needs the captcha, which is not part of the
 * draft); readiness says the draft holds what a submission needs.
 */
export const reviewStep: WizardStepDefinition = {
  titleKey: 'reviewSubmit',
  Component: ReviewStep,
  isReady: isSubmittable,
};
