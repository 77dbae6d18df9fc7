/** A first character that makes a spreadsheet read the cell as a formula (OWASP's list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: a cell a spreadsheet would run as a formula gets a leading apostrophe, then
 * RFC 4180 quoting (quotes doubled) when it holds a quote, comma or line break.
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One record, CRLF-terminated as RFC 4180 asks. */
export function csvRecord(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
