import type { MESSAGES } from './messages.ts';

/*
 * A text for a person travels as a reference into the catalogue, `{ key, values }`, and
 * becomes words only at the edge that shows it (the error plugin, an e-mail, a PDF, a page),
 * in the reader's language (decision 045). Nothing reads English text back into a key.
 *
 * Only the catalogue's type is imported: rules that name a key do not pull the English texts
 * into a bundle.
 */

/** The dotted path of every text of a catalogue shaped like `T`: 'review.assignFailed'. */
type KeyPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeyPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A text of the catalogue, by its path; a path that names no text does not compile. */
export type MessageKey = KeyPaths<typeof MESSAGES>;

/** The values of a text's ICU arguments (`{phone}`, `{count, plural, …}`). */
export type MessageValues = Readonly<Record<string, string | number>>;

export interface MessageRef {
  readonly key: MessageKey;
  readonly values?: MessageValues;
}

/** A reference, or just a key for a text without arguments. */
export type MessageLike = MessageKey | MessageRef;

/** A reference to a catalogue text with its argument values. */
export function msg(key: MessageKey, values?: MessageValues): MessageRef {
  return values === undefined ? { key } : { key, values };
}

/**
 * A key where a rule's message must be a string (a zod schema's message, a form field's
 * error): the edge that shows it reads it with `isMessageKey` and says it in its language.
 */
export function messageKey<const K extends MessageKey>(key: K): K {
  return key;
}

export function refOf(message: MessageLike): MessageRef {
  return typeof message === 'string' ? { key: message } : message;
}

/** The text at `key` in a catalogue, or undefined when the path names no text. */
export function textAt(catalogue: object, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Whether a string is the key of a text in `catalogue` (any language's: the keys are the same). */
export function isMessageKey(catalogue: object, value: string): value is MessageKey {
  return textAt(catalogue, value) !== undefined;
}

/** A text with the configured firm phone number put in for `{phone}`. */
export function withPhone(message: string, phone: string): string {
  return message.replaceAll('{phone}', phone);
}
