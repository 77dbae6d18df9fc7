import { fillSimpleText, type Language } from '@ir/domain/languages.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import { DECISION_EXPLANATION_MAX_LENGTH, DECISION_REASONS } from '@ir/domain/review.ts';
import { SelectField } from '../../../../components/form/SelectField.tsx';
import { TextAreaField } from '../../../../components/form/TextAreaField.tsx';
import type { ReviewActionFormModel } from './use-review-action-form.ts';

const DECISION_REASON_OPTIONS = Object.entries(DECISION_REASONS).map(([value, label]) => ({
  value,
  label,
}));

/** What the owner reads on the decision notice: the reason COMPLETE requires, and the words. */
export function DecisionFieldset({
  form,
  readOnly,
  filerLanguage,
}: {
  form: ReviewActionFormModel;
  readOnly: boolean;
  /** The notice shows the explanation as written, so it is written in the owner's language. */
  filerLanguage: Language;
}) {
  const { control } = form;
  const writeIn = fillSimpleText(MESSAGES.review.explanationLanguage, {
    language: MESSAGES.review.languageNames[filerLanguage],
  });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 font-semibold">Decision notice</legend>
      <p className="text-sm text-base-content/80">
        The owner reads the reason and the explanation on the decision notice.
      </p>
      <div id={form.placeId('decision_reason')}>
        <SelectField
          control={control}
          name="decision_reason"
          label="Reason for the decision"
          hint={readOnly ? undefined : 'Required to complete the review.'}
          placeholder="Choose a reason"
          options={DECISION_REASON_OPTIONS}
          error={form.errorAt('decision_reason')}
          disabled={readOnly}
        />
      </div>
      <div id={form.placeId('decision_explanation')}>
        <TextAreaField
          control={control}
          name="decision_explanation"
          label="Explanation for the owner"
          hint={readOnly ? undefined : `Required when the reason is Other. ${writeIn}`}
          error={form.errorAt('decision_explanation')}
          rows={3}
          maxLength={DECISION_EXPLANATION_MAX_LENGTH}
          readOnly={readOnly}
        />
      </div>
    </fieldset>
  );
}
