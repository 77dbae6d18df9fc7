import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { textAt } from '@ir/domain/message-ref.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import { currentMessages } from '../../../lib/language.tsx';

/** Each English catalogue text, by the path of the first key that holds it. */
let byText: Map<string, readonly string[]> | undefined;

function index(node: object, path: readonly string[], out: Map<string, readonly string[]>) {
  for (const [key, value] of Object.entries(node)) {
    if (typeof value === 'string') {
      if (!out.has(value)) out.set(value, [...path, key]);
    } else if (value && typeof value === 'object') {
      index(value as object, [...path, key], out);
    }
  }
  return out;
}

/**
 * A catalogue text the domain chose in English (a zod rule's message, a review warning) in the
 * language in force: found by its English text, read from the catalogue in force at the same
 * key. The domain's rules are shared with the server and built once, in English; the wizard
 * says them in the owner's language. A text that is not in the catalogue is left as it is.
 */
export function localize(text: string): string {
  // The domain's rules name catalogue keys (decision 045): said in the language in force.
  const keyed = textAt(currentMessages(), text);
  if (keyed !== undefined) return keyed;
  byText ??= index(MESSAGES, [], new Map());
  const path = byText.get(text);
  if (!path) return text;
  let node: unknown = currentMessages();
  for (const key of path) node = (node as Record<string, unknown> | undefined)?.[key];
  return typeof node === 'string' ? node : text;
}

function localizeErrors(errors: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(errors)) {
    // `ref` is the field's element: nothing to say there.
    if (key === 'ref' || !value || typeof value !== 'object') continue;
    const error = value as Record<string, unknown>;
    if (typeof error.message === 'string') error.message = localize(error.message);
    localizeErrors(error);
  }
}

/** A form's resolver whose messages are said in the language in force (see `localize`). */
export function localizedResolver<T extends FieldValues, C, O>(
  resolver: Resolver<T, C, O>,
): Resolver<T, C, O> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    localizeErrors(result.errors as FieldErrors as Record<string, unknown>);
    return result;
  };
}
