/**
 * CSV for every export, the server's (the audit log) and the browser's (the review list):
 * RFC 4180 quoting, and a cell a spreadsheet would run as a formula is neutralised with a
 * leading apostrophe.
 */

/** A first character that makes a spreadsheet read the cell as a formula (OWASP's list). */
export const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: neutralised first, then quoted (quotes doubled) when it holds a quote, comma
 * or line break. A number is written as one (`-15000`): its minus sign starts no formula, and
 * an apostrophe would make a spreadsheet read the amount as text.
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`not a CSV number: ${value}`);
    return String(value);
  }
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One record, CRLF-terminated as RFC 4180 asks. */
export function csvRecord(cells: readonly (string | number)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** A whole file: the header record, then one record per row. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map(csvRecord).join('');
}
