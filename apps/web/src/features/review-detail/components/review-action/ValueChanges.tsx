import { useLanguage } from '../../../../lib/language.tsx';
import type { AssessedValue } from '../../review-form.ts';
import { FlagBox } from './FlagBox.tsx';
import { IntegrityPanel } from '../IntegrityPanel.tsx';
import { NewValueField } from './NewValueField.tsx';
import type { ReviewActionFormModel } from './use-review-action-form.ts';

const VALUES: ReadonlyArray<{ which: AssessedValue; label: string; noChange: string }> = [
  { which: 'total', label: 'New total AV', noChange: 'no total_av change' },
  { which: 'land', label: 'New land AV', noChange: 'no land_av change' },
];

/**
 * SPEC §4/§5: the new total and land values, each with its 'no ... change' box, and the
 * warnings of a change above 100%, announced as they come and go (they never refuse).
 */
export function ValueChanges({
  form,
  readOnly,
}: {
  form: ReviewActionFormModel;
  readOnly: boolean;
}) {
  const { text } = useLanguage();
  const { record, control, warnings } = form;
  const received = { total: record.received_total_value, land: record.received_land_value };
  // The integrity check reads the total as typed: only a changed total is a reduction to check.
  const typedTotal = form.values.assessed_total_value;
  const proposed =
    form.values.total_value_change === 'Y' && typedTotal !== '' ? Number(typedTotal) : null;
  return (
    <>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">New values</legend>
        {VALUES.map(({ which, label, noChange }) => (
          <div
            key={which}
            id={form.placeId(`assessed_${which}_value`)}
            className="flex flex-col gap-2"
          >
            <NewValueField
              control={control}
              which={which}
              label={label}
              received={received[which]}
              error={form.errorAt(`assessed_${which}_value`)}
              readOnly={readOnly}
              onType={(typed) => form.typeValue(which, typed)}
            />
            <FlagBox
              control={control}
              name={`${which}_value_change`}
              checkedIs="N"
              label={noChange}
              readOnly={readOnly}
              onToggle={(checked) => form.setNoChange(which, checked)}
            />
          </div>
        ))}
      </fieldset>
      {!readOnly && <IntegrityPanel id={record.ir_id} proposed={proposed} control={control} />}
      <div role="status" aria-live="polite">
        {warnings.length > 0 && (
          <ul className="flex flex-col gap-1">
            {warnings.map((warning) => (
              <li key={warning} className="alert alert-warning py-2">
                {text(warning)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
