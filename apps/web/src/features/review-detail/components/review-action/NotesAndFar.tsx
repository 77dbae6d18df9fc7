import { REVIEW_NOTES_MAX_LENGTH } from '@ir/domain/review.ts';
import { TextAreaField } from '../../../../components/form/TextAreaField.tsx';
import { FlagBox } from './FlagBox.tsx';
import type { ReviewActionFormModel } from './use-review-action-form.ts';

/** Partial assessment, the reviewer's notes, and the comment FAR requires (SPEC §5). */
export function NotesAndFar({
  form,
  readOnly,
  farReadOnly = readOnly,
}: {
  form: ReviewActionFormModel;
  readOnly: boolean;
  /** The FAR comment stays open on a completed review for whoever may reopen it with FAR. */
  farReadOnly?: boolean;
}) {
  const { control } = form;
  return (
    <>
      <FlagBox
        control={control}
        name="partial_assessment"
        label="Partial assessment"
        readOnly={readOnly}
      />

      <TextAreaField
        control={control}
        name="ir_notes"
        label="Notes"
        rows={3}
        maxLength={REVIEW_NOTES_MAX_LENGTH}
        readOnly={readOnly}
      />

      <div id={form.placeId('far_why')}>
        <TextAreaField
          control={control}
          name="far_why"
          label="FAR comment"
          hint={farReadOnly ? undefined : 'Required to mark the review FAR.'}
          error={form.errorAt('far_why')}
          rows={3}
          maxLength={REVIEW_NOTES_MAX_LENGTH}
          readOnly={farReadOnly}
        />
      </div>
    </>
  );
}
