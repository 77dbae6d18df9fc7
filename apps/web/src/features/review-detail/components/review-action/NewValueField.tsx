import { useController, type Control } from 'react-hook-form';
import { FormField } from '../../../../components/form/FormField.tsx';
import { useFormat } from '../../../../lib/format.ts';
import type { AssessedValue, ReviewFormValues } from '../../review-form.ts';

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A new assessed value: digits in the form, shown grouped; typing goes through `onType`'s rule. */
export function NewValueField({
  control,
  which,
  label,
  received,
  error,
  readOnly,
  onType,
}: {
  control: Control<ReviewFormValues>;
  which: AssessedValue;
  label: string;
  received: number | null;
  error: string | undefined;
  readOnly: boolean;
  onType: (typed: string) => void;
}) {
  const { dollars: formatDollars } = useFormat();
  const {
    field: { ref, name: fieldName, value: digits, onBlur },
  } = useController({ control, name: `assessed_${which}_value` });
  return (
    <FormField label={label} hint={`Received: ${formatDollars(received)}`} error={error}>
      {(frame) => (
        <div className={`input w-full ${error ? 'input-error' : ''}`}>
          <span aria-hidden="true">$</span>
          <input
            {...frame}
            ref={ref}
            name={fieldName}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            className="grow"
            readOnly={readOnly}
            value={digits === '' ? '' : grouped.format(Number(digits))}
            onChange={(event) => onType(event.currentTarget.value)}
            onBlur={onBlur}
          />
        </div>
      )}
    </FormField>
  );
}
