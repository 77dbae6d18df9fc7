import { useCallback, useEffect, useRef, useState } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { useLanguage } from '../../lib/language.tsx';
import { FormField } from './FormField.tsx';
import type { TextFieldProps } from './TextField.tsx';
import { visibleError } from './visible-error.ts';

/**
 * A password field with a Show/Hide button (the GOV.UK password input): people on phones, or
 * with long passwords, check what they typed before sending it. `autoComplete` is required so
 * password managers know whether to fill the saved password (current-password) or offer a new
 * one (new-password). The password is hidden again whenever its form is sent, so a browser
 * never offers to save it from a plain text box.
 */
export function PasswordField<T extends FieldValues>({
  control,
  name,
  deps,
  blankAfterLeave = false,
  label,
  hint,
  required,
  className,
  ...input
}: Omit<TextFieldProps<T>, 'type' | 'format' | 'autoComplete'> & {
  autoComplete: 'current-password' | 'new-password';
}) {
  const {
    field: { ref, name: fieldName, value: stored, onChange, onBlur, disabled },
    fieldState,
    formState,
  } = useController({ control, name, rules: deps ? { deps } : undefined });
  const value = typeof stored === 'string' ? stored : '';
  const error = visibleError(fieldState, formState.isSubmitted, value, blankAfterLeave);
  const T = useLanguage().messages.site.passwordField;
  const [shown, setShown] = useState(false);
  // Once the person has toggled, the state is said aloud; not on first render.
  const [toggled, setToggled] = useState(false);

  const inputRef = useRef<HTMLInputElement | null>(null);
  const setRefs = useCallback(
    (element: HTMLInputElement | null) => {
      inputRef.current = element;
      ref(element);
    },
    [ref],
  );
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return;
    const hide = () => setShown(false);
    form.addEventListener('submit', hide);
    return () => form.removeEventListener('submit', hide);
  }, []);

  return (
    <FormField label={label} hint={hint} required={required} error={error} className={className}>
      {(frame) => (
        <>
          <div className={`input w-full pr-1 ${error ? 'input-error' : ''}`}>
            <input
              {...input}
              {...frame}
              ref={setRefs}
              name={fieldName}
              type={shown ? 'text' : 'password'}
              // Spelling and capitals must not be "corrected" while the password is visible
              // (a password field takes no autocapitalize: html-validate refuses it there).
              autoCapitalize={shown ? 'none' : undefined}
              autoCorrect="off"
              spellCheck={false}
              className="grow"
              value={value}
              disabled={disabled ?? input.disabled}
              onChange={(event) => onChange(event.target.value)}
              onBlur={onBlur}
            />
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              aria-controls={frame.id}
              aria-label={shown ? T.hideLabel : T.showLabel}
              onClick={() => {
                setShown((now) => !now);
                setToggled(true);
              }}
            >
              {shown ? T.hide : T.show}
            </button>
          </div>
          {/* A live region without role=status, so it is not taken for the page's status. */}
          <span aria-live="polite" className="sr-only">
            {toggled ? (shown ? T.visible : T.hidden) : ''}
          </span>
        </>
      )}
    </FormField>
  );
}
