/**
 * Languages without the ICU formatter: what the web's first script needs (the switcher, the
 * negotiation, the simple fill). The formatter itself is in i18n.ts, loaded only when a text
 * needs it, so the landing page's initial JavaScript stays small (decision 037).
 */
/**
 * The languages an owner can read the site in (decision 037). English is SPEC's and
 * the default; every other text follows it key for key.
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself, as the switcher shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', es: 'Español' };

/** The locale dates, money and numbers are written in. */
export const LOCALES: Readonly<Record<Language, string>> = { en: 'en-US', es: 'es-US' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first language of an Accept-Language header (or a browser's `navigator.languages`) that
 * the site has, by preference weight; English when none is, or the header is nonsense.
 */
export function negotiateLanguage(
  accepted: string | readonly string[] | null | undefined,
): Language {
  const ranges =
    typeof accepted === 'string'
      ? accepted.split(',').map((part, index) => {
          const [range = '', ...params] = part.trim().split(';');
          const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
          const weight = q ? Number(q.slice(2)) : 1;
          return {
            range: range.trim().toLowerCase(),
            weight: Number.isFinite(weight) ? weight : 0,
            index,
          };
        })
      : (accepted ?? []).map((range, index) => ({ range: range.toLowerCase(), weight: 1, index }));
  const ordered = ranges
    .filter((r) => r.weight > 0 && r.range !== '')
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { range } of ordered) {
    const primary = range.split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** Deep-widened catalogue shape: the same keys as the English one, any text in each. */
export type CatalogueOf<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : CatalogueOf<T[K]>;
};

/** A text whose arguments are only plain `{name}`s, with no ICU quoting. */
const SIMPLE_ARGUMENT = /\{\s*([A-Za-z_]\w*)\s*\}/g;

/**
 * Whether a text can be filled without the ICU formatter: plain `{name}` arguments only (no
 * plural, select, number or date), no apostrophe quoting (`''`, `'{`), and no Date value. ICU
 * gives the same result for such a text and values; i18n.test.ts checks that on every text of
 * both catalogues.
 */
export function isSimpleText(
  template: string,
  values: Record<string, string | number | Date> = {},
): boolean {
  if (/'['{}]/.test(template)) return false;
  if (Object.values(values).some((value) => value instanceof Date)) return false;
  return !/[{}]/.test(template.replace(SIMPLE_ARGUMENT, ''));
}

/** Fills a simple text's `{name}` arguments as ICU does: strings and numbers as written. */
export function fillSimpleText(
  template: string,
  values: Record<string, string | number | Date> = {},
): string {
  return template.replace(SIMPLE_ARGUMENT, (_, name: string) => {
    if (!(name in values)) throw new Error(`The text needs a value for {${name}}: ${template}`);
    return String(values[name]);
  });
}
