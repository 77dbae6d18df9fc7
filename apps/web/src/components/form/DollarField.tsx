import { useId, useState, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { wholeDollarDigits } from '@ir/domain/requested-value.ts';
import { FormField } from './FormField.tsx';
import { visibleError } from './visible-error.ts';

/** '1234567' as '1,234,567', for any number of digits (Number() would round past 15). */
const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** What may be typed or pasted: an amount as people write it ('$48,500.00'). */
const AMOUNT_CHARACTERS = /[^\d.,$\s]/g;

/**
 * A whole-dollar amount (SPEC §5 requested assessment): the form stores the whole dollars as
 * digits alone; cents typed or pasted ('55000.00') are dropped, never taken for more dollars.
 * While the box has the focus it keeps what was typed, so a caret never jumps and the cents
 * can be seen to be cents; away from it, the dollars show grouped ('250,000') after a dollar
 * sign. More than `maxDigits` whole digits are kept, so the form's rule can say so rather than
 * the amount being cut. `beside` is said next to the box (below it on a phone) and read with it.
 */
export function DollarField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  hint,
  required,
  maxDigits,
  beside,
  className,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  /** The input's id, where something links to it (see FormField). */
  id?: string | undefined;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  maxDigits: number;
  beside?: ReactNode;
  className?: string;
}) {
  const {
    field: { ref, name: fieldName, value: stored, onChange, onBlur, disabled },
    fieldState,
    formState,
  } = useController({ control, name });
  const digits = typeof stored === 'string' ? stored : '';
  const error = visibleError(fieldState, formState.isSubmitted, digits);
  // What is being typed, while the box has the focus; null shows the stored dollars.
  const [typing, setTyping] = useState<string | null>(null);
  const besideId = useId();
  return (
    <FormField
      id={id}
      label={label}
      hint={hint}
      required={required}
      error={error}
      className={className}
    >
      {(frame) => (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
          <div className={`input w-full sm:max-w-xs ${error ? 'input-error' : ''}`}>
            <span aria-hidden="true">$</span>
            <input
              {...frame}
              aria-describedby={
                [beside ? besideId : null, frame['aria-describedby']].filter(Boolean).join(' ') ||
                undefined
              }
              ref={ref}
              name={fieldName}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              // Room for '$', grouping commas and cents around the longest amount allowed.
              maxLength={maxDigits * 2}
              className="grow"
              value={typing ?? group(digits)}
              disabled={disabled}
              onChange={(event) => {
                const typed = event.target.value.replace(AMOUNT_CHARACTERS, '');
                setTyping(typed);
                onChange(wholeDollarDigits(typed));
              }}
              onBlur={() => {
                setTyping(null);
                onBlur();
              }}
            />
          </div>
          {beside && (
            <p id={besideId} className="text-sm font-medium sm:flex-1">
              {beside}
            </p>
          )}
        </div>
      )}
    </FormField>
  );
}
