import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { parse, CsvError } from 'csv-parse';
import {
  AppError,
  BULK_CSV_COLUMNS,
  BULK_MAX_ROWS,
  type BulkColumn,
  type BulkRow,
  type MessageLike,
  type MessageRef,
  msg,
} from '@ir/domain';

/** One data row of a batch's CSV: its line, and its cells by column, or why they do not fit. */
export interface CsvRow {
  /** The physical line the row starts on; the header is line 1. */
  line: number;
  cells: BulkRow;
  /** Set when the row has another number of cells than the header. */
  error?: MessageRef;
}

const DELIMITERS: Record<string, string> = {
  ';': 'semicolons',
  '\t': 'tabs',
  '|': 'vertical bars',
};

const badCsv = (message: MessageLike) => new AppError(400, 'bad_csv', message, { field: 'csv' });

/**
 * A batch's CSV (docs/bulk-filing.md), read as it arrives: UTF-8 (a byte-order mark is
 * skipped), comma-separated, CRLF or LF line ends, a header of exactly BULK_CSV_COLUMNS in any
 * order, at most BULK_MAX_ROWS rows. A problem of the file as a whole throws AppError (bad_csv,
 * too_many_rows) as soon as it is seen: the row past the limit stops the reading, so a file of
 * millions of rows costs no more than its first thousand. A row with the wrong number of cells
 * is kept, with its error, for the report. Each chunk is parsed and the event loop given back
 * before the next, so other requests are served between them.
 */
export async function readBulkCsv(chunks: AsyncIterable<Buffer>): Promise<CsvRow[]> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  // `raw` gives each record's text, from which the line it starts on is found (below).
  const parser = parse({ skip_empty_lines: true, relax_column_count: true, raw: true });
  const reader = new CsvRowReader();
  const drain = () => {
    for (let record = parser.read() as Parsed | null; record; record = parser.read()) {
      reader.add(record);
    }
  };
  let failure: unknown;
  parser.on('error', (error) => {
    failure ??= error;
  });
  const decode = (chunk: Buffer | undefined) => {
    try {
      // TextDecoder drops a leading BOM (ignoreBOM false).
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      throw badCsv('bulk.notUtf8');
    }
  };
  let since = performance.now();
  try {
    for await (const chunk of chunks) {
      const text = decode(chunk);
      reader.checkDelimiter(text);
      // csv-parse parses all it is given at once (10-50 µs a record): a chunk of thousands of
      // tiny rows is fed in slices, so the row limit stops it within a few, and the event loop
      // is given back between slices every few milliseconds.
      for (let at = 0; at < text.length; at += PARSE_SLICE_CHARS) {
        parser.write(text.slice(at, at + PARSE_SLICE_CHARS));
        drain();
        if (failure) throw failure;
        if (performance.now() - since > PARSE_TURN_MS) {
          await yieldToEventLoop();
          since = performance.now();
        }
      }
    }
    const rest = decode(undefined);
    reader.checkDelimiter(rest, true);
    parser.end(rest);
    await new Promise<void>((resolve) => {
      parser.once('end', resolve).once('error', () => resolve());
      parser.resume();
      drain();
    });
    drain();
    if (failure) throw failure;
  } catch (error) {
    parser.destroy();
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? 1;
      throw badCsv(msg('bulk.csvSyntax', { line, detail: error.message }));
    }
    throw error;
  }
  return reader.rows();
}

interface Parsed {
  record: string[];
  raw: string;
}

/** What csv-parse is given at a time: a few dozen records at most, a millisecond or so. */
const PARSE_SLICE_CHARS = 64;
/** How long the reading keeps the event loop before it lets other requests in. */
const PARSE_TURN_MS = 5;

const LINE_BREAK = /\r\n|\r|\n/g;

/** Turns parsed records into rows, checking the header and the row limit as they come. */
class CsvRowReader {
  private header: string[] | undefined;
  private readonly body: CsvRow[] = [];
  private firstLine = '';
  private firstLineDone = false;
  private linesBefore = 0;

  /** A header line without a comma but with another separator names it (a common export). */
  checkDelimiter(text: string, last = false): void {
    if (this.firstLineDone) return;
    const end = text.search(/\r?\n/);
    this.firstLine += end === -1 ? text : text.slice(0, end);
    if (end === -1 && !last && this.firstLine.length < 64 * 1024) return;
    this.firstLineDone = true;
    if (this.firstLine.includes(',')) return;
    const used = Object.keys(DELIMITERS).find((d) => this.firstLine.includes(d));
    if (used !== undefined) {
      throw badCsv(msg('bulk.wrongDelimiter', { delimiter: DELIMITERS[used] ?? used }));
    }
  }

  add({ record, raw }: Parsed): void {
    if (!this.header) {
      this.lineOf(raw);
      this.header = record.map((name) => name.trim().toLowerCase());
      checkHeader(this.header);
      return;
    }
    if (this.body.length === BULK_MAX_ROWS) {
      throw new AppError(
        400,
        'too_many_rows',
        msg('bulk.tooManyRows', {
          max: BULK_MAX_ROWS.toLocaleString('en-US'),
        }),
        { field: 'csv' },
      );
    }
    const line = this.lineOf(raw);
    const header = this.header;
    const cells = Object.fromEntries(
      header.map((column, i) => [column, record[i] ?? '']),
    ) as BulkRow;
    this.body.push(
      record.length === header.length
        ? { line, cells }
        : {
            line,
            cells,
            error: msg('bulk.cellCount', {
              got: record.length,
              want: header.length,
            }),
          },
    );
  }

  /**
   * The line a record starts on, from the line ends of the records before it. csv-parse's own
   * count is off after a quoted cell holding CRLF; its raw text holds the empty lines skipped
   * before the record and its own line ends (a CRLF's LF may be left out).
   */
  private lineOf(raw: string): number {
    const breaks = (text: string) => text.match(LINE_BREAK)?.length ?? 0;
    const skipped = /^(?:\r\n|\r|\n)*/.exec(raw)?.[0] ?? '';
    const line = this.linesBefore + breaks(skipped) + 1;
    this.linesBefore += breaks(raw);
    return line;
  }

  rows(): CsvRow[] {
    if (!this.header || this.body.length === 0) throw badCsv('bulk.empty');
    return this.body;
  }
}

/** Exactly the layout's columns, each once (any order). */
function checkHeader(header: string[]): void {
  const known = new Set<string>(BULK_CSV_COLUMNS);
  const twice = [...new Set(header.filter((name, i) => header.indexOf(name) !== i))];
  if (twice.length > 0) {
    throw badCsv(msg('bulk.duplicateColumns', { columns: twice.join(', ') }));
  }
  const missing = BULK_CSV_COLUMNS.filter((column: BulkColumn) => !header.includes(column));
  if (missing.length > 0) {
    throw badCsv(msg('bulk.missingColumns', { columns: missing.join(', ') }));
  }
  const unknown = header.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw badCsv(
      msg('bulk.unknownColumns', {
        columns: unknown.map((name) => (name === '' ? '(empty)' : name)).join(', '),
      }),
    );
  }
}
