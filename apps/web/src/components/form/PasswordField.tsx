import type { FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from './TextField.tsx';

/**
 * A password field; `autoComplete` is required so password managers know whether to fill the
 * saved password (current-password) or offer a new one (new-password).
 */
export function PasswordField<T extends FieldValues>(
  props: Omit<TextFieldProps<T>, 'type' | 'format' | 'autoComplete'> & {
    autoComplete: 'current-password' | 'new-password';
  },
) {
  return <TextField {...props} type="password" />;
}
