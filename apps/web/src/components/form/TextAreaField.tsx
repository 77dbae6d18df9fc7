import type { ComponentProps, ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from './FormField.tsx';
import { visibleError } from './visible-error.ts';

/**
 * A textarea of a react-hook-form form, framed and checked like TextField. `error` is for a
 * form whose rules run outside react-hook-form (the review's refusals): when given, it is the
 * message shown, instead of the form's own.
 */
export function TextAreaField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  hint,
  required,
  error: givenError,
  className,
  ...textarea
}: Omit<
  ComponentProps<'textarea'>,
  'id' | 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref' | 'required'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** The textarea's id, where something links to it (see FormField). */
  id?: string | undefined;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  error?: string;
}) {
  const {
    field: { ref, name: fieldName, value: stored, onChange, onBlur, disabled },
    fieldState,
    formState,
  } = useController({ control, name });
  const value = typeof stored === 'string' ? stored : '';
  const error = givenError ?? visibleError(fieldState, formState.isSubmitted, value);
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
        <textarea
          {...textarea}
          {...frame}
          ref={ref}
          name={fieldName}
          value={value}
          disabled={disabled ?? textarea.disabled}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          className={`textarea w-full ${error ? 'textarea-error' : ''}`}
        />
      )}
    </FormField>
  );
}
