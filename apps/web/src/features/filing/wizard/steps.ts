import { applicantInfoStep } from './applicant-info-step.ts';
import type { WizardStepDefinition } from './draft.ts';
import { propertySearchStep } from './property-search-step.ts';
import { reviewStep } from './review-step.ts';
import { uploadStep } from './upload-step.ts';
import { valueChangeStep } from './value-change-step.ts';

export { WIZARD_PATH, WIZARD_STEP_PATHS, type WizardStepPath } from './draft.ts';

/**
 * The wizard's steps in order (DESIGN §5.8), each at its own path (decision 046). The frame
 * knows nothing of any one step: it shows the step whose path is in the address, lets Next
 * through when that step `isReady`, and shows no Next on the last one (whose screen submits).
 */
export const wizardSteps: readonly WizardStepDefinition[] = [
  propertySearchStep,
  applicantInfoStep,
  valueChangeStep,
  uploadStep,
  reviewStep,
];
