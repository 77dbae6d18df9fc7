import type { ReactNode } from 'react';

const KIND_CLASSES = {
  error: 'alert-error',
  success: 'alert-success',
  warning: 'alert-warning',
  info: 'alert-info',
} as const;

/**
 * A form's or page's outcome message (SPEC §8 alert kinds). Errors are announced at once;
 * the other kinds politely.
 */
export function FormAlert({
  kind,
  children,
  action,
}: {
  kind: keyof typeof KIND_CLASSES;
  children: ReactNode;
  /** A control shown at the end of the alert, such as a dismiss button. */
  action?: ReactNode;
}) {
  return (
    <div role={kind === 'error' ? 'alert' : 'status'} className={`alert ${KIND_CLASSES[kind]}`}>
      <span>{children}</span>
      {action}
    </div>
  );
}
