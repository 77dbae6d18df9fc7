import { ApplicantInfoStep } from '../components/steps/ApplicantInfoStep.tsx';
import { stepWithNext, WIZARD_STEP_KEYS, WIZARD_STEP_PATHS, type WizardDraft } from './draft.ts';
import { personIssues } from './step-rules.ts';

/** Step 1: the owner is valid, and so is the applicant when the person is not the owner. */
export const applicantInfoStep = stepWithNext({
  titleKey: WIZARD_STEP_KEYS[1],
  path: WIZARD_STEP_PATHS[1],
  Component: ApplicantInfoStep,
  missing: (draft: WizardDraft) => [
    ...personIssues(draft.owner, 'owner'),
    ...(draft.isOwner ? [] : personIssues(draft.applicant, 'applicant')),
  ],
});
