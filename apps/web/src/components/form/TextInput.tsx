import type { ComponentProps, ReactNode } from 'react';
import { FormField } from './FormField.tsx';

export type TextInputProps = Omit<
  ComponentProps<'input'>,
  'id' | 'aria-invalid' | 'aria-describedby' | 'aria-required' | 'required'
> & {
  /** The input's id, where something links to it (see FormField). */
  id?: string | undefined;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  /** The message to show now (for a registered input, from useFieldError). */
  error?: string;
};

/**
 * A labelled text input, not tied to a form library: spread react-hook-form's `register(name)`
 * onto it (its ref included), or drive it by hand.
 */
export function TextInput({
  id,
  label,
  hint,
  required,
  error,
  className,
  ...input
}: TextInputProps) {
  return (
    <FormField
      id={id}
      label={label}
      hint={hint}
      required={required}
      error={error}
      className={className}
    >
      {(control) => (
        <input
          className={`input w-full ${error ? 'input-error' : ''}`}
          {...control}
          {...input}
          // Said even though it is the default: HTML_CodeSniffer judges an autocomplete token
          // (given-name, postal-code) by the type attribute, and finds none without it.
          type={input.type ?? 'text'}
        />
      )}
    </FormField>
  );
}
