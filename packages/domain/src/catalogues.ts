import { formatText, isLanguage, type CatalogueOf, type Language } from './i18n.ts';
import { MESSAGES_ES } from './messages.es.ts';
import { MESSAGES } from './messages.ts';

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

/** One English text and the same key's text in the other language. */
interface Pair {
  english: string;
  other: string;
}

function pairsOf(english: object, other: object, out: Pair[] = []): Pair[] {
  for (const [key, value] of Object.entries(english)) {
    const counterpart: unknown = (other as Record<string, unknown>)[key];
    if (typeof value === 'string') {
      if (typeof counterpart === 'string') out.push({ english: value, other: counterpart });
    } else if (
      value &&
      typeof value === 'object' &&
      counterpart &&
      typeof counterpart === 'object'
    ) {
      pairsOf(value as object, counterpart, out);
    }
  }
  return out;
}

/** An English text with `{name}` arguments, as an anchored pattern capturing each argument. */
interface FilledPattern {
  pattern: RegExp;
  names: string[];
  other: string;
  /** The literal characters: a more specific template is tried before a looser one. */
  literal: number;
}

interface Translator {
  exact: Map<string, string>;
  filled: FilledPattern[];
}

const ARGUMENT = /\{(\w+)\}/g;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function buildTranslator(language: Language): Translator {
  const exact = new Map<string, string>();
  const filled: FilledPattern[] = [];
  for (const { english, other } of pairsOf(MESSAGES, CATALOGUES[language])) {
    // Kept in English on purpose (staff sections, protocol texts): nothing to translate.
    if (english === other) continue;
    if (!exact.has(english)) exact.set(english, other);
    const names = [...english.matchAll(ARGUMENT)].map((m) => m[1] as string);
    // Only plain `{name}` arguments can be read back out of a filled text.
    if (names.length === 0 || /\{\w+,/.test(english)) continue;
    const parts = english.split(ARGUMENT).filter((_, i) => i % 2 === 0);
    filled.push({
      pattern: new RegExp(`^${parts.map(escapeRegExp).join('([\\s\\S]+?)')}$`),
      names,
      other,
      literal: parts.join('').length,
    });
  }
  filled.sort((a, b) => b.literal - a.literal);
  return { exact, filled };
}

const translators = new Map<Language, Translator>();

/**
 * The text of `english` (an English catalogue text, its `{arguments}` possibly filled in, as
 * withPhone and fillMessage leave it) in `language`: the same key's text, with the same
 * argument values. A text the catalogue does not hold, or keeps English, comes back as it is.
 * Lets the server answer in the request's language whatever English text a service threw.
 */
export function translateMessage(english: string, language: Language): string {
  if (language === 'en') return english;
  let translator = translators.get(language);
  if (!translator) {
    translator = buildTranslator(language);
    translators.set(language, translator);
  }
  const same = translator.exact.get(english);
  if (same !== undefined) return same;
  for (const { pattern, names, other } of translator.filled) {
    const match = pattern.exec(english);
    if (!match) continue;
    const values: Record<string, string | number> = {};
    names.forEach((name, i) => {
      const value = match[i + 1] as string;
      // A number the other text formats or pluralizes must reach it as a number.
      values[name] =
        /^\d+$/.test(value) && new RegExp(`\\{${name},`).test(other) ? Number(value) : value;
    });
    try {
      return formatText(language, other, values);
    } catch {
      return english;
    }
  }
  return english;
}
