import { PropertySearchStep } from '../components/steps/PropertySearchStep.tsx';
import { WIZARD_STEPS, type WizardDraft, type WizardStepDefinition } from './draft.ts';

/**
 * Step 0. The step puts a parcel into the draft only once its data loaded and the one-review
 * check passed, so a chosen parcel in the draft is a parcel that may be filed.
 */
export const propertySearchStep: WizardStepDefinition = {
  title: WIZARD_STEPS[0],
  Component: PropertySearchStep,
  isReady: (draft: WizardDraft) => draft.property !== null,
};
