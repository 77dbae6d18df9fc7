import { createContext, use, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  DEFAULT_LANGUAGE,
  fillSimpleText,
  isLanguage,
  isSimpleText,
  LOCALES,
  negotiateLanguage,
  type CatalogueOf,
  type Language,
} from '@ir/domain/languages.ts';
import type { formatText } from '@ir/domain/i18n.ts';
import type { MESSAGES } from '@ir/domain/messages.ts';
import { textAt, type MessageLike, type MessageRef } from '@ir/domain/message-ref.ts';
import { SHELL_MESSAGES } from '@ir/domain/messages-shell.ts';

/** The texts of one language: the English catalogue's shape (decision 037). */
export type Messages = CatalogueOf<typeof MESSAGES>;

export const LANGUAGE_STORAGE_KEY = 'ir-language';

/** The remembered choice, else the browser's languages (its Accept-Language), else English. */
export function readInitialLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage can be blocked; the browser's languages still say what the visitor reads.
  }
  return negotiateLanguage(navigator.languages);
}

function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Without storage the choice holds for this visit only.
  }
}

/**
 * Each language's texts loaded so far: a cache of what was imported, not the language in force
 * (that is the LanguageProvider's state, and the document's `lang` outside React). A language
 * has the frame's texts (messages-shell.ts) once loadLanguage has run for it, English from the
 * start; loadSignInTexts and loadPageTexts add the rest into the same object, so every holder
 * of it sees them.
 * The type is the whole catalogue: a page reads its texts only once its feature has loaded them.
 */
const catalogues = new Map<Language, Messages>([[DEFAULT_LANGUAGE, frame(SHELL_MESSAGES)]]);

function frame(shell: CatalogueOf<typeof SHELL_MESSAGES>): Messages {
  return { ...shell } as Messages;
}

/**
 * What a feature asked for beyond the frame's texts: the sign-in pages' areas, or the whole
 * catalogue ('page'). A switch of language loads the same for the new one.
 */
type TextsPart = 'signIn' | 'page';

/** Each language's parts, loading or loaded. */
const parts: Record<TextsPart, Map<Language, Promise<void>>> = {
  signIn: new Map(),
  page: new Map(),
};

const wanted = new Set<TextsPart>();

/** A loaded language's texts; the provider is only ever given a language loadLanguage loaded. */
function catalogueOf(language: Language): Messages {
  const messages = catalogues.get(language);
  if (!messages) throw new Error(`The ${language} texts are not loaded: await loadLanguage first`);
  return messages;
}

/** A language's frame texts: only the English frame is in the first script. */
async function loadFrame(language: Language): Promise<void> {
  if (catalogues.has(language)) return;
  const shell =
    language === 'es'
      ? (await import('@ir/domain/messages-shell.es.ts')).SHELL_MESSAGES_ES
      : SHELL_MESSAGES;
  // Another call may have loaded it meanwhile: its object may already hold the page texts.
  if (!catalogues.has(language)) catalogues.set(language, frame(shell));
}

/**
 * Loads a language's frame texts (and the parts features wanted), to be put in force by the
 * provider. The Spanish frame is a small chunk of its own, the sign-in pages' texts another,
 * and each language's whole catalogue another (the landing page's budget, decision 037).
 */
export async function loadLanguage(language: Language): Promise<void> {
  await loadFrame(language);
  await Promise.all([...wanted].map((part) => loadPart(part, language)));
}

function loadPart(part: TextsPart, language: Language): Promise<void> {
  wanted.add(part);
  let loading = parts[part].get(language);
  if (!loading) {
    loading = Promise.all([IMPORTS[part][language](), loadFrame(language)]).then(
      ([texts]) => {
        Object.assign(catalogueOf(language), texts);
      },
      (error: unknown) => {
        // Tried again by the next page that needs them.
        parts[part].delete(language);
        throw error;
      },
    );
    parts[part].set(language, loading);
  }
  return loading;
}

/**
 * Adds the rest of a language's catalogue to its texts: every feature chunk waits for those of
 * the page's language (routes.tsx), so a page never reads a text that is not there; a switch
 * to another language loads that one's before it is put in force.
 */
export function loadPageTexts(language: Language): Promise<void> {
  return loadPart('page', language);
}

/**
 * Adds the sign-in pages' texts (their area and the general answers) to a language's texts:
 * a visit that opens on /login waits for these, not the whole catalogue (about a fifth of it).
 */
export function loadSignInTexts(language: Language): Promise<void> {
  return loadPart('signIn', language);
}

/**
 * Each part in each language. One function per import: the build gives each `import()` its
 * own chunks to preload, where one expression choosing between two preloads both (the English
 * catalogue beside the Spanish one, 25 KB for nothing).
 */
const IMPORTS: Record<TextsPart, Record<Language, () => Promise<Partial<Messages>>>> = {
  signIn: {
    en: () => import('@ir/domain/messages-sign-in.ts').then((m) => m.SIGN_IN_MESSAGES),
    es: () => import('@ir/domain/messages-sign-in.es.ts').then((m) => m.SIGN_IN_MESSAGES_ES),
  },
  page: {
    en: () => import('@ir/domain/messages.ts').then((m) => m.MESSAGES),
    es: () => import('@ir/domain/messages.es.ts').then((m) => m.MESSAGES_ES),
  },
};

/**
 * The page's language outside React, as the provider put it on `<html lang>`: the one place it
 * is kept there, for what acts for the whole page rather than render (an API call's
 * Accept-Language, the page texts a feature chunk fetches). Components read useLanguage().
 * A `lang` that is not one of ours (none yet) is the default.
 */
export function documentLanguage(): Language {
  const { lang } = document.documentElement;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/** Puts the language on the page: its `lang`, which documentLanguage reads. */
function showLanguage(language: Language): void {
  document.documentElement.lang = language;
}

type Formatter = { formatText: typeof formatText };
let formatter: Formatter | undefined;
let formatterLoading: Promise<Formatter> | undefined;

/**
 * The ICU formatter (FormatJS, about 12 KB gzipped) is its own chunk: the landing page's texts
 * only fill `{name}`s. Every feature chunk loads it alongside (routes.tsx), so pages with a
 * plural, number or date have it before they render.
 */
export function loadFormatter(): Promise<Formatter> {
  formatterLoading ??= import('@ir/domain/i18n.ts').then((module) => (formatter = module));
  return formatterLoading;
}

type Values = Record<string, string | number | Date>;

function formatIn(language: Language, template: string, values?: Values): string {
  if (isSimpleText(template, values)) return fillSimpleText(template, values);
  if (formatter) return formatter.formatText(language, template, values);
  // Rendering a plural before the formatter arrived: suspend until it has (the route's
  // Suspense boundary shows the loading overlay meanwhile).
  throw loadFormatter();
}

/** What useLanguage gives: the language in force, its texts, and a way to switch. */
export interface LanguageContextValue {
  language: Language;
  locale: string;
  messages: Messages;
  setLanguage: (language: Language) => Promise<void>;
  /** A catalogue text with its ICU arguments filled in, in this language. */
  format: (template: string, values?: Values) => string;
  /**
   * The words of a message reference (decision 045) in this language: a key, a `{ key, values }`,
   * or a rule's message that may be a key (a zod or form error); a string that names no text
   * (zod's own words, a server's text) is shown as it is.
   */
  text: (message: MessageLike | string) => string;
}

function textIn(language: Language, messages: Messages, message: MessageLike | string): string {
  const { key, values }: { key: string; values?: MessageRef['values'] } =
    typeof message === 'string' ? { key: message } : message;
  const template = textAt(messages, key);
  if (template === undefined) return key;
  return formatIn(language, template, values);
}

/** A loaded language's texts and its ICU formatting: all of useLanguage but the switch. */
function textsOf(language: Language): Omit<LanguageContextValue, 'setLanguage'> {
  const messages = catalogueOf(language);
  return {
    language,
    locale: LOCALES[language],
    messages,
    format: (template, values) => formatIn(language, template, values),
    text: (message) => textIn(language, messages, message),
  };
}

/** Outside a provider (a component or hook rendered alone in a test): English, fixed. */
const ENGLISH: LanguageContextValue = {
  ...textsOf(DEFAULT_LANGUAGE),
  setLanguage: async () => {
    // No language in force to change: only a provider holds one.
  },
};

const LanguageContext = createContext<LanguageContextValue>(ENGLISH);

/**
 * Holds the language in force, starting from `language` (main.tsx loaded its texts before the
 * first render), and puts it on the page's `<html lang>` before anything below renders, so the
 * first API calls already say it.
 */
export function LanguageProvider({
  language: first = DEFAULT_LANGUAGE,
  children,
}: {
  language?: Language;
  children: ReactNode;
}) {
  const [language, setState] = useState(() => {
    showLanguage(first);
    return first;
  });
  // The last language asked for: a slower load of an earlier choice does not undo it.
  const asked = useRef(first);
  const setLanguage = useCallback(async (next: Language) => {
    asked.current = next;
    await loadLanguage(next);
    if (asked.current !== next) return;
    storeLanguage(next);
    // Before the new render: what it asks the server is already in the new language.
    showLanguage(next);
    setState(next);
  }, []);
  const value = useMemo(() => ({ ...textsOf(language), setLanguage }), [language, setLanguage]);
  return <LanguageContext value={value}>{children}</LanguageContext>;
}

/**
 * Staff, town and admin pages are English in either frame (decision 037). What they show reads
 * the English texts and formats as English, and says it is English with `lang="en"` (WCAG
 * 3.1.2), while the header, drawer and footer around them follow the visitor's choice, which
 * the switch still changes. The route loads the English page texts (routes.tsx).
 */
export function EnglishContent({ children }: { children: ReactNode }) {
  const { setLanguage } = useLanguage();
  const value = useMemo(() => ({ ...textsOf(DEFAULT_LANGUAGE), setLanguage }), [setLanguage]);
  return (
    <LanguageContext value={value}>
      <div lang={DEFAULT_LANGUAGE} className="contents">
        {children}
      </div>
    </LanguageContext>
  );
}

/** The one way to read texts on the web: the language in force, its catalogue and formatting. */
export function useLanguage(): LanguageContextValue {
  return use(LanguageContext);
}
