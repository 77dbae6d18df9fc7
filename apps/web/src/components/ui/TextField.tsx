import { useId, type ComponentProps } from 'react';

/**
 * A labelled input with its validation message. The message is tied to the input with
 * aria-describedby and aria-invalid, so screen readers read it with the field.
 */
export function TextField({
  label,
  error,
  className = '',
  ...input
}: Omit<ComponentProps<'input'>, 'id' | 'aria-invalid' | 'aria-describedby'> & {
  label: string;
  error?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        className={`input w-full ${error ? 'input-error' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <p id={errorId} className="field-error text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
