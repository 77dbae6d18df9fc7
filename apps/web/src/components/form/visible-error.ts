import type { FieldError } from 'react-hook-form';

interface FieldStateLike {
  error?: FieldError;
  isTouched: boolean;
  isDirty: boolean;
}

/**
 * When a field's message may show. The form's validation mode decides when a field is checked
 * (login: on submit; sign-up: as the user types; the wizard: when a field is left); this decides
 * when the result is shown: once the user has typed in or left the field, or submitted the
 * form. An empty field waits for the submit (SPEC §5 sign-up): leaving a field blank is not a
 * mistake until the user says they are done, unless `blankAfterLeave`: a form with no submit of
 * its own (the wizard's steps, SPEC §2: 'an error only after the field was clicked') says so as
 * soon as a required field is left blank.
 */
export function visibleError(
  { error, isTouched, isDirty }: FieldStateLike,
  isSubmitted: boolean,
  value: unknown,
  blankAfterLeave = false,
): string | undefined {
  if (!error?.message) return undefined;
  if (isSubmitted) return error.message;
  const empty = value === undefined || value === null || value === '';
  if (empty) return blankAfterLeave && isTouched ? error.message : undefined;
  return isTouched || isDirty ? error.message : undefined;
}
