import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
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
 * The language in force, outside React too: every API call says it in Accept-Language, so the
 * server answers (and e-mails, for a new account) in it.
 */
let active: { language: Language; messages: Messages } = {
  language: DEFAULT_LANGUAGE,
  messages: frame(SHELL_MESSAGES),
};

/**
 * A language's texts in force: at first only the frame's (messages-shell.ts), which the first
 * page needs; loadPageTexts adds the rest into the same object, so every holder of it sees them.
 * The type is the whole catalogue: a page reads its texts only once its feature has loaded them.
 */
function frame(shell: CatalogueOf<typeof SHELL_MESSAGES>): Messages {
  return { ...shell } as Messages;
}

/** Whether a feature has asked for the page texts: a switch of language brings them too. */
let pageTextsWanted = false;

export function currentLanguage(): Language {
  return active.language;
}

/**
 * The catalogue in force, for texts chosen outside React (validation rules, wizard step rules):
 * read it when the text is needed, never at module load, so a language switch is followed.
 */
export function currentMessages(): Messages {
  return active.messages;
}

/**
 * Puts a language in force with its frame's texts (and the page texts once a feature wanted
 * them). Only the English frame is in the first script; the Spanish frame is a small chunk of
 * its own, and each language's page texts another (the landing page's budget, decision 037).
 */
export async function loadLanguage(language: Language): Promise<void> {
  const shell =
    language === 'es'
      ? (await import('@ir/domain/messages-shell.es.ts')).SHELL_MESSAGES_ES
      : SHELL_MESSAGES;
  active = { language, messages: frame(shell) };
  if (pageTextsWanted) await loadPageTexts();
  document.documentElement.lang = language;
}

/**
 * Adds the rest of the language in force's catalogue to its texts: every feature chunk waits
 * for it (routes.tsx), so a page never reads a text that is not there.
 */
export async function loadPageTexts(): Promise<void> {
  pageTextsWanted = true;
  const { language, messages } = active;
  const all =
    language === 'es'
      ? (await import('@ir/domain/messages.es.ts')).MESSAGES_ES
      : (await import('@ir/domain/messages.ts')).MESSAGES;
  Object.assign(messages, all);
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

interface LanguageContextValue {
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

/**
 * A message reference said in the language in force, for texts built outside React (the
 * wizard's error summary): call it while rendering, so a language switch says it again.
 */
export function currentText(message: MessageLike | string): string {
  return textIn(active.language, active.messages, message);
}

/** Outside a provider (a component rendered alone in a test): English. */
const ENGLISH: LanguageContextValue = {
  language: DEFAULT_LANGUAGE,
  locale: LOCALES[DEFAULT_LANGUAGE],
  // The first object in force: English, its page texts added once loaded.
  messages: active.messages,
  setLanguage: loadLanguage,
  format: (template, values) => formatIn(DEFAULT_LANGUAGE, template, values),
  text: (message) => textIn(DEFAULT_LANGUAGE, active.messages, message),
};

const LanguageContext = createContext<LanguageContextValue>(ENGLISH);

export function LanguageProvider({ children }: { children: ReactNode }) {
  // main.tsx loaded the first language before rendering; start from it.
  const [state, setState] = useState(active);
  useEffect(() => {
    document.documentElement.lang = state.language;
  }, [state.language]);
  const setLanguage = useCallback(async (language: Language) => {
    await loadLanguage(language);
    storeLanguage(language);
    setState(active);
  }, []);
  const value = useMemo<LanguageContextValue>(
    () => ({
      language: state.language,
      locale: LOCALES[state.language],
      messages: state.messages,
      setLanguage,
      format: (template, values) => formatIn(state.language, template, values),
      text: (message) => textIn(state.language, state.messages, message),
    }),
    [state, setLanguage],
  );
  return <LanguageContext value={value}>{children}</LanguageContext>;
}

export function useLanguage(): LanguageContextValue {
  return use(LanguageContext);
}
