import { MESSAGES } from '@ir/domain/messages.ts';
import { UploadStep } from '../components/steps/UploadStep.tsx';
import { stepWithNext, WIZARD_STEPS } from './draft.ts';

/** SPEC §2 step 3; SPEC §4: Next is available while no file is still uploading. */
export const uploadStep = stepWithNext({
  title: WIZARD_STEPS[3],
  Component: UploadStep,
  missing: (draft) =>
    draft.files.some((file) => file.status === 'pending')
      ? [{ field: 'files', text: MESSAGES.filing.filesUploading }]
      : [],
});
