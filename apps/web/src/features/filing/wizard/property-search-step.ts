import { PropertySearchStep } from '../components/steps/PropertySearchStep.tsx';
import { stepWithNext, WIZARD_STEP_KEYS, WIZARD_STEP_PATHS, type WizardDraft } from './draft.ts';

/**
 * Step 0. The step puts a parcel into the draft only once its data loaded and the one-review
 * check passed, so a chosen parcel in the draft is a parcel that may be filed.
 */
export const propertySearchStep = stepWithNext({
  titleKey: WIZARD_STEP_KEYS[0],
  path: WIZARD_STEP_PATHS[0],
  Component: PropertySearchStep,
  missing: (draft: WizardDraft) =>
    draft.property === null ? [{ field: 'property', text: 'filing.missingProperty' }] : [],
});
