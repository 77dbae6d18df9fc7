import { parse, CsvError, type Info } from 'csv-parse/sync';
import {
  AppError,
  BULK_CSV_COLUMNS,
  BULK_MAX_ROWS,
  fillMessage,
  MESSAGES,
  type BulkColumn,
  type BulkRow,
} from '@ir/domain';

/** One data row of a batch's CSV: its line, and its cells by column, or why they do not fit. */
export interface CsvRow {
  /** The physical line the row starts on; the header is line 1. */
  line: number;
  cells: BulkRow;
  /** Set when the row has another number of cells than the header. */
  error?: string;
}

const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

const DELIMITERS: Record<string, string> = {
  ';': 'semicolons',
  '\t': 'tabs',
  '|': 'vertical bars',
};

const badCsv = (message: string) => new AppError(400, 'bad_csv', message, { field: 'csv' });

/**
 * A batch's CSV (docs/bulk-filing.md): UTF-8 (a byte-order mark is skipped), comma-separated,
 * CRLF or LF line ends, a header of exactly BULK_CSV_COLUMNS in any order, at most
 * BULK_MAX_ROWS rows. A problem of the file as a whole throws AppError (bad_csv, too_many_rows)
 * and nothing is filed; a row with the wrong number of cells is kept, with its error, for the
 * report.
 */
export function parseBulkCsv(bytes: Buffer): CsvRow[] {
  let text: string;
  try {
    // TextDecoder drops a leading BOM (ignoreBOM false).
    text = UTF8.decode(bytes);
  } catch {
    throw badCsv(MESSAGES.bulk.notUtf8);
  }
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  if (!firstLine.includes(',')) {
    const used = Object.keys(DELIMITERS).find((d) => firstLine.includes(d));
    if (used !== undefined) {
      throw badCsv(
        fillMessage(MESSAGES.bulk.wrongDelimiter, { delimiter: DELIMITERS[used] ?? used }),
      );
    }
  }
  let records: { record: string[]; info: Info }[];
  try {
    records = parse(text, {
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as unknown as { record: string[]; info: Info }[];
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? 1;
      throw badCsv(fillMessage(MESSAGES.bulk.csvSyntax, { line, detail: error.message }));
    }
    throw error;
  }
  const [head, ...body] = records;
  if (!head) throw badCsv(MESSAGES.bulk.empty);
  const header = head.record.map((name) => name.trim().toLowerCase());
  checkHeader(header);
  if (body.length === 0) throw badCsv(MESSAGES.bulk.empty);
  if (body.length > BULK_MAX_ROWS) {
    throw new AppError(
      400,
      'too_many_rows',
      fillMessage(MESSAGES.bulk.tooManyRows, {
        rows: body.length.toLocaleString('en-US'),
        max: BULK_MAX_ROWS.toLocaleString('en-US'),
      }),
      { field: 'csv' },
    );
  }
  const lines = text.split(/\r?\n/);
  let lastLine = head.info.lines;
  return body.map(({ record, info }) => {
    // csv-parse counts the line a record ends on (a quoted cell may span lines), and skips
    // empty lines before it: the record starts on the first line after them.
    let line = lastLine + 1;
    while (line < info.lines && lines[line - 1] === '') line += 1;
    lastLine = info.lines;
    const cells = Object.fromEntries(
      header.map((column, i) => [column, record[i] ?? '']),
    ) as BulkRow;
    if (record.length === header.length) return { line, cells };
    return {
      line,
      cells,
      error: fillMessage(MESSAGES.bulk.cellCount, { got: record.length, want: header.length }),
    };
  });
}

/** Exactly the layout's columns, each once (any order). */
function checkHeader(header: string[]): void {
  const known = new Set<string>(BULK_CSV_COLUMNS);
  const twice = [...new Set(header.filter((name, i) => header.indexOf(name) !== i))];
  if (twice.length > 0) {
    throw badCsv(fillMessage(MESSAGES.bulk.duplicateColumns, { columns: twice.join(', ') }));
  }
  const missing = BULK_CSV_COLUMNS.filter((column: BulkColumn) => !header.includes(column));
  if (missing.length > 0) {
    throw badCsv(fillMessage(MESSAGES.bulk.missingColumns, { columns: missing.join(', ') }));
  }
  const unknown = header.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw badCsv(
      fillMessage(MESSAGES.bulk.unknownColumns, {
        columns: unknown.map((name) => (name === '' ? '(empty)' : name)).join(', '),
      }),
    );
  }
}
