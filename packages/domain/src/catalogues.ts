import { formatText, isLanguage, type CatalogueOf, type Language } from './i18n.ts';
import { MESSAGES_ES } from './messages.es.ts';
import { fillMessage, MESSAGES } from './messages.ts';
import { isMessageKey, refOf, textAt, type MessageLike } from './message-ref.ts';

/*
 * Both catalogues at once, for the server (decision 040). Kept out of the package's index:
 * the web loads the Spanish catalogue as a chunk of its own (decision 037).
 */

export type Catalogue = CatalogueOf<typeof MESSAGES>;

const CATALOGUES: Readonly<Record<Language, Catalogue>> = { en: MESSAGES, es: MESSAGES_ES };

/** The catalogue of a language. */
export function catalogueFor(language: Language): Catalogue {
  return CATALOGUES[language];
}

/**
 * The language an account's e-mails are written in: its stored choice, English when the stored
 * value is not a language the site has.
 */
export function accountLanguage(stored: string | null | undefined): Language {
  return isLanguage(stored) ? stored : 'en';
}

/** The text of a reference in `language`, its arguments filled in (ICU). */
export function messageText(language: Language, message: MessageLike): string {
  const { key, values } = refOf(message);
  const template = textAt(CATALOGUES[language], key);
  // A MessageKey always names a text; a key from outside the compiler (a stored row) may not.
  if (template === undefined) throw new Error(`No text at ${key}`);
  try {
    return formatText(language, template, values);
  } catch {
    // A value the text needs was not given: said with its placeholder, never a failed answer.
    return fillMessage(template, values ?? {});
  }
}

/**
 * A rule's message that may be a catalogue key (a zod schema of the domain) or a text of its
 * own (zod's defaults, which say what is wrong with a field in English): the key is said in
 * `language`, anything else is left as it is.
 */
export function ruleText(language: Language, message: string): string {
  return isMessageKey(MESSAGES, message) ? messageText(language, message) : message;
}
