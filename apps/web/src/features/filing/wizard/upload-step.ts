import { UploadStep } from '../components/steps/UploadStep.tsx';
import type { WizardStepDefinition } from './draft.ts';

/** SPEC §2 step 3; SPEC §4: Next is available while no file is still uploading. */
export const uploadStep: WizardStepDefinition = {
  title: 'Supporting Files',
  Component: UploadStep,
  isReady: (draft) => draft.files.every((file) => file.status !== 'pending'),
};
