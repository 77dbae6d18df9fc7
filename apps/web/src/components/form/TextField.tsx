import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextInput, type TextInputProps } from './TextInput.tsx';
import { visibleError } from './visible-error.ts';

export type TextFieldProps<T extends FieldValues> = Omit<
  TextInputProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref' | 'error'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** Rewrites what the user types before it is stored, e.g. digits into a formatted phone. */
  format?: (value: string) => string;
  /** Fields checked again when this one changes (a re-typed password follows the password). */
  deps?: FieldPath<T> | FieldPath<T>[];
  /** Show the error of a field left blank at once (a form without a submit; visibleError). */
  blankAfterLeave?: boolean;
};

/**
 * A text field of a react-hook-form form: the value, its validation (the form's resolver) and
 * when its message shows (visibleError) come from the form; react-hook-form focuses it when it
 * is the first invalid field of a submit.
 */
export function TextField<T extends FieldValues>({
  control,
  name,
  format,
  deps,
  blankAfterLeave = false,
  ...input
}: TextFieldProps<T>) {
  const {
    field: { ref, name: fieldName, value: stored, onChange, onBlur, disabled },
    fieldState,
    formState,
  } = useController({ control, name, rules: deps ? { deps } : undefined });
  const value = typeof stored === 'string' ? stored : '';
  return (
    <TextInput
      {...input}
      ref={ref}
      name={fieldName}
      value={value}
      disabled={disabled ?? input.disabled}
      onChange={(event) => onChange(format ? format(event.target.value) : event.target.value)}
      onBlur={onBlur}
      error={visibleError(fieldState, formState.isSubmitted, value, blankAfterLeave)}
    />
  );
}
