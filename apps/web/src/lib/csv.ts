/**
 * CSV for exports the browser builds itself (the review list, the town view). The same rules as
 * the server's audit-log export (apps/api/src/modules/audit/csv.ts): RFC 4180 quoting, and a
 * cell a spreadsheet would run as a formula is neutralised with a leading apostrophe.
 */

/** A first character that makes a spreadsheet read the cell as a formula (OWASP's list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: neutralised first, then quoted (quotes doubled) when it holds a quote, comma or line break. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One record, CRLF-terminated as RFC 4180 asks. */
export function csvRecord(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** A whole file: the header record, then one record per row. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map(csvRecord).join('');
}

/**
 * Hands a CSV text to the browser as a download. The byte-order mark makes Excel read the file
 * as UTF-8 (names with accents); RFC 4180 readers ignore it.
 */
export function downloadCsv(fileName: string, text: string): void {
  const blob = new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click the browser holds its own reference to the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
