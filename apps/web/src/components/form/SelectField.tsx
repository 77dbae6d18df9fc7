import type { ComponentProps, ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from './FormField.tsx';
import { visibleError } from './visible-error.ts';

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A select of a react-hook-form form, framed like TextField. `placeholder` is a first, empty
 * choice, so a required select starts unanswered instead of on its first option.
 */
export function SelectField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  hint,
  required,
  options,
  placeholder,
  className,
  blankAfterLeave = false,
  error: givenError,
  ...select
}: Omit<
  ComponentProps<'select'>,
  'id' | 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref' | 'required' | 'children'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** The select's id, where something links to it (see FormField). */
  id?: string | undefined;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  options: readonly SelectOption[];
  placeholder?: string;
  /** Say a required choice is missing once the select is left unanswered (see visibleError). */
  blankAfterLeave?: boolean;
  /** A refusal the form works out itself (not react-hook-form's validation), shown as given. */
  error?: string | undefined;
}) {
  const {
    field: { ref, name: fieldName, value: stored, onChange, onBlur, disabled },
    fieldState,
    formState,
  } = useController({ control, name });
  const value = typeof stored === 'string' ? stored : '';
  const error =
    givenError ?? visibleError(fieldState, formState.isSubmitted, value, blankAfterLeave);
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
        <select
          {...select}
          {...frame}
          ref={ref}
          name={fieldName}
          value={value}
          disabled={disabled ?? select.disabled}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          className={`select w-full ${error ? 'select-error' : ''}`}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
