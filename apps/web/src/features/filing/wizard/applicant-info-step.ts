import { personSchema } from '@ir/domain/filing.ts';
import { ApplicantInfoStep } from '../components/steps/ApplicantInfoStep.tsx';
import { WIZARD_STEPS, type WizardDraft, type WizardStepDefinition } from './draft.ts';

/** Step 1: the owner is valid, and so is the applicant when the person is not the owner. */
export const applicantInfoStep: WizardStepDefinition = {
  title: WIZARD_STEPS[1],
  Component: ApplicantInfoStep,
  isReady: (draft: WizardDraft) =>
    personSchema.safeParse(draft.owner).success &&
    (draft.isOwner || personSchema.safeParse(draft.applicant).success),
};
