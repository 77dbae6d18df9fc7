import { useEffect, useEffectEvent, useRef } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useLanguage } from './language.tsx';

/** The paths of the fields that hold an error, nested ones included ('owner.zipCode'). */
function errorPaths(errors: object, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]: [string, unknown]) => {
    if (key === 'ref' || !value || typeof value !== 'object') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof (value as { message?: unknown }).message === 'string'
      ? [path]
      : errorPaths(value, path);
  });
}

/**
 * A form's messages already on the screen follow a language switch: the fields in error are
 * checked again, so their messages come from the new catalogue (the rules read the one in
 * force). Fields without a message are left alone: checking them would show messages before
 * the form's own timing does. `alsoOnSwitch` redoes any other text the form keeps.
 */
export function useFieldMessagesFollowLanguage<T extends FieldValues>(
  { trigger, formState }: Pick<UseFormReturn<T>, 'trigger' | 'formState'>,
  alsoOnSwitch?: () => void,
): void {
  const { language } = useLanguage();
  // Read while rendering: react-hook-form reports only the form state a render reads.
  const { errors } = formState;
  const recheck = useEffectEvent(() => {
    const fields = errorPaths(errors) as Path<T>[];
    if (fields.length > 0) void trigger(fields);
    alsoOnSwitch?.();
  });
  const shownIn = useRef(language);
  useEffect(() => {
    if (shownIn.current === language) return;
    shownIn.current = language;
    recheck();
  }, [language]);
}
