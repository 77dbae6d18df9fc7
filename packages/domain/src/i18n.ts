import { IntlMessageFormat } from 'intl-messageformat';
import { LOCALES, type Language } from './languages.ts';

export * from './languages.ts';

const formats = new Map<string, IntlMessageFormat>();

/**
 * An ICU message (FormatJS): `{name}` arguments, `{count, plural, one {…} other {…}}`,
 * `{n, number}` and `{d, date}`, written in the language's locale.
 */
export function formatText(
  language: Language,
  template: string,
  values: Record<string, string | number | Date> = {},
): string {
  const key = `${language}\u0000${template}`;
  let format = formats.get(key);
  if (!format) {
    format = new IntlMessageFormat(template, LOCALES[language], undefined, { ignoreTag: true });
    formats.set(key, format);
  }
  return String(format.format(values));
}

/** Every text of a catalogue by its dotted key ('site.footer.websiteOf'). */
export function catalogueTexts(catalogue: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (value && typeof value === 'object') {
      for (const [k, v] of catalogueTexts(value as object, path)) out.set(k, v);
    }
  }
  return out;
}
