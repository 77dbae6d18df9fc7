// COPY's text format: a backslash, tab, newline or carriage return inside a value is escaped.
const HAS_SPECIAL = /[\\\t\n\r]/;
const SPECIAL = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** One value in COPY text format: `\N` for null, `t`/`f` for booleans. */
export function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  // A number's text has nothing to escape.
  if (typeof value === 'number') return String(value);
  const text = String(value);
  return HAS_SPECIAL.test(text) ? text.replace(SPECIAL, (c) => ESCAPES[c]!) : text;
}

/**
 * A row's values under `keys`, as one line of COPY text. Kept apart from the database code so
 * the import's check worker loads no driver.
 */
export function copyLineOf(keys: readonly string[], row: object): string {
  const record = row as Record<string, unknown>;
  const values = new Array<string>(keys.length);
  for (let c = 0; c < keys.length; c++) values[c] = copyValue(record[keys[c]!]);
  // join gives one flat string: a line built by += stays a rope of small pieces in memory.
  return values.join('\t');
}
