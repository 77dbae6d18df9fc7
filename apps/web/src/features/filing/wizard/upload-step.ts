import { UploadStep } from '../components/steps/UploadStep.tsx';
import { stepWithNext, WIZARD_STEP_KEYS, WIZARD_STEP_PATHS } from './draft.ts';

/** SPEC §2 step 3; SPEC §4: Next is available while no file is still uploading. */
export const uploadStep = stepWithNext({
  titleKey: WIZARD_STEP_KEYS[3],
  path: WIZARD_STEP_PATHS[3],
  Component: UploadStep,
  missing: (draft) =>
    draft.files.some((file) => file.status === 'pending')
      ? [{ field: 'files', text: 'filing.filesUploading' }]
      : [],
});
