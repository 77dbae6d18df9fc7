import { FlagBox } from './FlagBox.tsx';
import type { ReviewActionFormModel } from './use-review-action-form.ts';

const PAIRS = [
  { kind: 'data', label: 'Data' },
  { kind: 'sketch', label: 'Sketch' },
] as const;

/**
 * SPEC §4: each of the data and sketch changes is 'needed', then 'complete' in RPS. 'complete'
 * can be ticked only once 'needed' is, and 'needed' stays once 'complete' is. A refusal of
 * either box shows under the pair and describes both.
 */
export function DataSketchChanges({
  form,
  readOnly,
}: {
  form: ReviewActionFormModel;
  readOnly: boolean;
}) {
  const { control, values } = form;
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-semibold">Data and sketch changes</legend>
      {PAIRS.map(({ kind, label }) => {
        const place = `${kind}_change` as const;
        const error = form.errorAt(place);
        const errorId = `${form.placeId(place)}-error`;
        const describedBy = error ? errorId : undefined;
        return (
          <div key={kind} id={form.placeId(place)} className="flex flex-col gap-2">
            <FlagBox
              control={control}
              name={`${kind}_change_needed`}
              label={`${label} change needed`}
              disabled={values[`${kind}_change_complete`] === 'Y'}
              readOnly={readOnly}
              describedBy={describedBy}
            />
            <FlagBox
              control={control}
              name={`${kind}_change_complete`}
              label={`${label} change complete`}
              disabled={values[`${kind}_change_needed`] !== 'Y'}
              readOnly={readOnly}
              describedBy={describedBy}
            />
            {error && (
              <p id={errorId} className="field-error text-sm">
                {error}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
