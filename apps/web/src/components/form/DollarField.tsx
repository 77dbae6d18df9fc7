import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from './FormField.tsx';
import { visibleError } from './visible-error.ts';

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * A whole-dollar amount (SPEC §5 requested assessment): the form stores the digits alone,
 * at most `maxDigits` of them; the box shows them grouped ('250,000') after a dollar sign.
 */
export function DollarField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  required,
  maxDigits,
  className,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  maxDigits: number;
  className?: string;
}) {
  const {
    field: { ref, name: fieldName, value: stored, onChange, onBlur, disabled },
    fieldState,
    formState,
  } = useController({ control, name });
  const digits = typeof stored === 'string' ? stored : '';
  const error = visibleError(fieldState, formState.isSubmitted, digits);
  return (
    <FormField label={label} hint={hint} required={required} error={error} className={className}>
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
            value={digits === '' ? '' : grouped.format(Number(digits))}
            disabled={disabled}
            onChange={(event) =>
              onChange(event.target.value.replace(/\D/g, '').slice(0, maxDigits))
            }
            onBlur={onBlur}
          />
        </div>
      )}
    </FormField>
  );
}
