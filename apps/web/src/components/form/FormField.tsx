import { useId, type ReactNode } from 'react';
import { useLanguage } from '../../lib/language.tsx';

/** What the control inside a FormField spreads onto itself to be labelled and described. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

/**
 * A field's frame: the label, a required star, an optional hint and the error message, tied to
 * the control by id, aria-describedby and aria-invalid. Any control fits, through the render
 * function (an input, a select, a react-hook-form Controller's field); `error` is the message to
 * show now, already decided by the caller (see visibleError): a catalogue key, said here in the
 * language in force (decision 045), or a text already said.
 */
export function FormField({
  id: givenId,
  label,
  hint,
  required = false,
  error,
  className = '',
  children,
}: {
  /** The control's id, where something links to it (an error summary); a unique one otherwise. */
  id?: string | undefined;
  label: ReactNode;
  hint?: ReactNode;
  /** Shows a star after the label and marks the control aria-required. */
  required?: boolean;
  error?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const { text } = useLanguage();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {required && (
          // The star is for the eye; screen readers hear aria-required on the control instead.
          <span aria-hidden="true" className="field-error">
            {' *'}
          </span>
        )}
      </label>
      {children({
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      {hint && (
        <p id={hintId} className="text-sm text-base-content/70">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error text-sm">
          {text(error)}
        </p>
      )}
    </div>
  );
}
