import type { ReactNode } from 'react';

const KIND_CLASSES = {
  error: 'alert-error',
  success: 'alert-success',
  warning: 'alert-warning',
  info: 'alert-info',
} as const;

/**
 * A form's or page's outcome message (SPEC §8 alert kinds). Errors are announced at once;
 * the other kinds politely. A polite message that appears together with its region may go
 * unannounced (WCAG 4.1.3), so where one comes and goes, put it inside a `<LiveStatus>` that is
 * always there and pass `inLiveRegion`.
 */
export function FormAlert({
  kind,
  children,
  action,
  inLiveRegion = false,
}: {
  kind: keyof typeof KIND_CLASSES;
  children: ReactNode;
  /** A control shown at the end of the alert, such as a dismiss button. */
  action?: ReactNode;
  /** Announced by the live region around it: no role of its own. */
  inLiveRegion?: boolean;
}) {
  const role = inLiveRegion ? undefined : kind === 'error' ? 'alert' : 'status';
  // On a phone the action goes under the text, which keeps the whole width to wrap in.
  const layout = action ? 'alert-vertical justify-items-start text-start sm:alert-horizontal' : '';
  return (
    <div role={role} className={`alert ${KIND_CLASSES[kind]} ${layout}`}>
      <span>{children}</span>
      {action}
    </div>
  );
}

/**
 * A polite live region that is on the page before its message is (WCAG 4.1.3): screen readers
 * announce what is put into it, which they may not for a region inserted with its text.
 */
export function LiveStatus({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div role="status" className={className}>
      {children}
    </div>
  );
}

/**
 * A form's outcome: a success put into a live region that is always there (so it is announced,
 * WCAG 4.1.3), an error as an alert.
 */
export function OutcomeAlert({
  outcome,
  className,
}: {
  outcome: { kind: 'success' | 'error'; text: string } | null;
  className?: string;
}) {
  return (
    <>
      <LiveStatus className={className}>
        {outcome?.kind === 'success' && (
          <FormAlert kind="success" inLiveRegion>
            {outcome.text}
          </FormAlert>
        )}
      </LiveStatus>
      {outcome?.kind === 'error' && <FormAlert kind="error">{outcome.text}</FormAlert>}
    </>
  );
}
