import {
  get,
  useFormState,
  useWatch,
  type Control,
  type FieldError,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { visibleError } from './visible-error.ts';

/** The message a registered field shows now, by the same rule as TextField's. */
export function useFieldError<T extends FieldValues>(
  control: Control<T>,
  name: FieldPath<T>,
): string | undefined {
  const { errors, touchedFields, dirtyFields, isSubmitted } = useFormState({ control, name });
  const value: unknown = useWatch({ control, name });
  const state = {
    error: get(errors, name) as FieldError | undefined,
    isTouched: Boolean(get(touchedFields, name)),
    isDirty: Boolean(get(dirtyFields, name)),
  };
  return visibleError(state, isSubmitted, value);
}
