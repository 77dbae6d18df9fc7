import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream';
import { parse, CsvError, type Info } from 'csv-parse';
import type { z } from 'zod';
import type { MunicipalityKey } from '@ir/domain';
import type { Db } from '../../db/client.ts';
import {
  MissingColumnError,
  resolveColumns,
  type ColumnLayout,
  type ImportField,
  type ImportKind,
} from './csv-columns.ts';
import {
  copyUpsertParcels,
  copyUpsertSales,
  upsertParcels,
  upsertSales,
  type UpsertCounts,
} from './repository.ts';
import {
  PARCEL_FIELDS,
  SALE_FIELDS,
  describeIssues,
  parcelRowSchema,
  saleRowSchema,
  type ParcelRow,
  type SaleRow,
} from './row-schemas.ts';

/**
 * CSV import of parcels and sales (docs/data-import.md). Two passes over the file: the first
 * checks the header and the CSV syntax and writes nothing, so a malformed file is refused
 * whole; the second validates each row and upserts batches, each in its own transaction,
 * through COPY into a staging table. One batch is written while the next is validated.
 */

/** A problem with the file as a whole (missing, unreadable, malformed): nothing was written. */
export class ImportFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportFileError';
  }
}

export interface CheckedFile {
  kind: ImportKind;
  file: string;
  layout: ColumnLayout;
  /** Data rows (not counting the header or empty lines). */
  rows: number;
  checkMs: number;
}

export interface ImportProgress {
  read: number;
  total: number;
  inserted: number;
  updated: number;
  rejected: number;
}

export interface Rejection {
  /** Physical line in the file where the row starts; the header is line 1. */
  line: number;
  reason: string;
}

export interface ImportReport extends ImportProgress {
  kind: ImportKind;
  municipalityKey: MunicipalityKey;
  file: string;
  ignoredColumns: string[];
  /** The first REJECTIONS_KEPT rejections in line order; `rejected` is the exact count. */
  rejections: Rejection[];
  elapsedMs: number;
}

export interface ImportOptions {
  municipalityKey: MunicipalityKey;
  /** Sets the latest year accepted (next year). */
  now?: Date;
  batchSize?: number;
  onProgress?: (progress: ImportProgress) => void;
}

export const REJECTIONS_KEPT = 100;
const DEFAULT_BATCH = 5_000;

interface KindSpec<Row> {
  fields: readonly ImportField[];
  schema(currentYear: number): z.ZodType<Row, Record<string, string>>;
  /** Identity of a row within the municipality, to catch a key repeated in one file. */
  key(row: Row): string;
  keyLabel: string;
  /** Stored columns that a file supplying `field` sets, beyond the field's own column. */
  derived: Partial<Record<ImportField, Array<keyof Row>>>;
  keyColumns: Array<keyof Row>;
  /** A whole batch, through COPY. */
  bulkUpsert: KindSpec<Row>['upsert'];
  /** One row at a time, to find the rows of a failed batch that the database refuses. */
  upsert(
    db: Db,
    key: MunicipalityKey,
    rows: Row[],
    columns: Array<keyof Row>,
  ): Promise<UpsertCounts>;
}

const addressParts = [
  'loc_prefix_dir',
  'loc_st_nbr',
  'loc_st_name',
  'loc_mail_st_suff',
  'loc_unit',
] as const;

const parcelSpec: KindSpec<ParcelRow> = {
  fields: PARCEL_FIELDS,
  schema: parcelRowSchema,
  key: (row) => row.sbl,
  keyLabel: 'sbl',
  derived: {
    swis_code: ['swisCo', 'swisTown', 'swisVg'],
    prop_class: ['propertyType'],
    ...Object.fromEntries(addressParts.map((part) => [part, ['fullAddress']])),
  },
  keyColumns: ['sbl'],
  bulkUpsert: copyUpsertParcels,
  upsert: upsertParcels,
};

const saleSpec: KindSpec<SaleRow> = {
  fields: SALE_FIELDS,
  schema: saleRowSchema,
  key: (row) => `${row.sbl} ${row.saleDate}`,
  keyLabel: 'sbl and sale_date',
  derived: {},
  keyColumns: ['sbl', 'saleDate'],
  bulkUpsert: copyUpsertSales,
  upsert: upsertSales,
};

const camelCase = (field: string) => field.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * On conflict, only the columns the file supplies are overwritten: a state roll export
 * (no building style, no condition) updates values without erasing the inventory.
 */
function columnsToUpdate<Row>(spec: KindSpec<Row>, layout: ColumnLayout): Array<keyof Row> {
  const columns = new Set<keyof Row>();
  for (const { field } of layout.columns) {
    const own = camelCase(field);
    if (field !== 'swis_code') columns.add(own as keyof Row);
    for (const extra of spec.derived[field] ?? []) columns.add(extra);
  }
  for (const key of spec.keyColumns) columns.delete(key);
  return [...columns];
}

interface CsvRecord {
  fields: string[];
  line: number;
}

/** Streams the file's records with the physical line each starts on. */
async function* readRecords(file: string): AsyncGenerator<CsvRecord> {
  const parser = parse({
    bom: true,
    trim: true,
    skip_empty_lines: true,
    relax_column_count: true,
    info: true,
  });
  // pipeline passes a read error on to the parser and closes the file if reading stops early.
  pipeline(createReadStream(file), parser, () => {});
  // csv-parse gives the line a record ends on; a quoted field can span lines.
  let lastLine = 0;
  let lastEmpty = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: Info;
    }>) {
      const line = lastLine + 1 + (info.empty_lines - lastEmpty);
      lastLine = info.lines;
      lastEmpty = info.empty_lines;
      yield { fields: record, line };
    }
  } catch (error) {
    // csv-parse names the line where it gave up (for an unclosed quote, the end of the file).
    if (error instanceof CsvError) throw new CsvSyntaxError(error.message, lastLine + 1);
    throw error;
  }
}

class CsvSyntaxError extends Error {
  constructor(
    message: string,
    readonly startLine: number,
  ) {
    super(message);
    this.name = 'CsvSyntaxError';
  }
}

/** `saved` is how many rows were already written when the problem showed (the file changed). */
function fileProblem(error: unknown, file: string, saved = 0): Error {
  if (error instanceof ImportFileError) return error;
  const outcome = saved > 0 ? `${saved} rows before it were saved.` : 'Nothing was imported.';
  if (error instanceof CsvSyntaxError) {
    return new ImportFileError(
      `${file} is not valid CSV: the row starting on line ${error.startLine}: ${error.message}. ${outcome}`,
    );
  }
  if (error instanceof MissingColumnError)
    return new ImportFileError(`${file}: ${error.message}. ${outcome}`);
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return new ImportFileError(`File not found: ${file}`);
  if (code === 'EACCES' || code === 'EPERM')
    return new ImportFileError(`Cannot read ${file}: permission denied`);
  if (code === 'EISDIR') return new ImportFileError(`${file} is a folder, not a CSV file`);
  return error instanceof Error ? error : new Error(String(error));
}

/** First pass: reads the whole file, checks the header and the CSV syntax; writes nothing. */
export async function checkImportFile(kind: ImportKind, file: string): Promise<CheckedFile> {
  const started = performance.now();
  let layout: ColumnLayout | undefined;
  let rows = 0;
  try {
    if ((await stat(file)).isDirectory())
      throw new ImportFileError(`${file} is a folder, not a CSV file`);
    for await (const record of readRecords(file)) {
      if (layout) rows++;
      else layout = resolveColumns(kind, record.fields);
    }
  } catch (error) {
    throw fileProblem(error, file);
  }
  if (!layout) throw new ImportFileError(`${file} is empty: its first line must name the columns`);
  return { kind, file, layout, rows, checkMs: performance.now() - started };
}

/** Second pass: validates every row and upserts the valid ones in batches. */
export async function importCheckedFile(
  db: Db,
  checked: CheckedFile,
  options: ImportOptions,
): Promise<ImportReport> {
  return checked.kind === 'parcels'
    ? runImport(db, parcelSpec, checked, options)
    : runImport(db, saleSpec, checked, options);
}

async function runImport<Row>(
  db: Db,
  spec: KindSpec<Row>,
  checked: CheckedFile,
  options: ImportOptions,
): Promise<ImportReport> {
  const started = performance.now();
  const { layout } = checked;
  const schema = spec.schema((options.now ?? new Date()).getFullYear());
  const updateColumns = columnsToUpdate(spec, layout);
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  const progress: ImportProgress = {
    read: 0,
    total: checked.rows,
    inserted: 0,
    updated: 0,
    rejected: 0,
  };
  let rejections: Rejection[] = [];
  const firstLineOfKey = new Map<string, number>();
  const blank: Record<string, string> = Object.fromEntries(spec.fields.map((f) => [f, '']));
  let batch: Array<{ row: Row; line: number }> = [];
  // The batch being written while the next one is read; at most one at a time.
  let writing: Promise<void> = Promise.resolve();

  // Rows the database refuses are found after later rows were read, so the kept ones are
  // trimmed by line rather than by arrival.
  const reject = (line: number, reason: string) => {
    progress.rejected++;
    rejections.push({ line, reason });
    if (rejections.length >= 2 * REJECTIONS_KEPT) {
      rejections = rejections.sort((a, b) => a.line - b.line).slice(0, REJECTIONS_KEPT);
    }
  };
  const count = (counts: UpsertCounts) => {
    progress.inserted += counts.inserted;
    progress.updated += counts.updated;
  };

  const write = async (rows: typeof batch) => {
    try {
      count(
        await spec.bulkUpsert(
          db,
          options.municipalityKey,
          rows.map((b) => b.row),
          updateColumns,
        ),
      );
    } catch (batchError) {
      rethrowUnlessRowProblem(batchError, rows[0]?.line ?? 0, progress);
      // The batch rolled back whole; find the offending rows by writing them one at a time.
      for (const { row, line } of rows) {
        try {
          count(await spec.upsert(db, options.municipalityKey, [row], updateColumns));
        } catch (rowError) {
          rethrowUnlessRowProblem(rowError, line, progress);
          reject(line, `rejected by the database: ${databaseMessage(rowError)}`);
        }
      }
    }
    options.onProgress?.({ ...progress });
  };
  const flush = async () => {
    if (batch.length === 0) return;
    const rows = batch;
    batch = [];
    await writing;
    writing = write(rows);
    // Handled here so a failure waits, unreported, for the next await of `writing`.
    writing.catch(() => undefined);
  };

  try {
    let header = true;
    for await (const { fields, line } of readRecords(checked.file)) {
      if (header) {
        header = false;
        continue;
      }
      progress.read++;
      if (fields.length !== layout.headerLength) {
        reject(line, `has ${fields.length} fields but the header has ${layout.headerLength}`);
        continue;
      }
      const raw: Record<string, string> = { ...blank };
      for (const { field, index } of layout.columns) raw[field] = fields[index] ?? '';
      const parsed = schema.safeParse(raw);
      if (!parsed.success) {
        reject(line, describeIssues(parsed.error));
        continue;
      }
      const key = spec.key(parsed.data);
      const first = firstLineOfKey.get(key);
      if (first !== undefined) {
        reject(line, `${spec.keyLabel}: same as line ${first} (the first one is kept)`);
        continue;
      }
      firstLineOfKey.set(key, line);
      batch.push({ row: parsed.data, line });
      if (batch.length >= batchSize) await flush();
    }
    await flush();
    await writing;
  } catch (error) {
    // A batch still being written finishes first, so the count of saved rows is true.
    await writing.catch(() => undefined);
    throw fileProblem(error, checked.file, progress.inserted + progress.updated);
  }

  rejections = rejections.sort((a, b) => a.line - b.line).slice(0, REJECTIONS_KEPT);
  return {
    ...progress,
    kind: checked.kind,
    municipalityKey: options.municipalityKey,
    file: checked.file,
    ignoredColumns: layout.ignored,
    rejections,
    elapsedMs: checked.checkMs + performance.now() - started,
  };
}

/** The driver's error (with its SQLSTATE) under Drizzle's "Failed query" wrapper. */
function databaseError(error: unknown): { code?: string; message: string } {
  let current: unknown = error;
  while (current instanceof Error) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return { code, message: current.message };
    current = current.cause;
  }
  return { message: error instanceof Error ? error.message : String(error) };
}

function databaseMessage(error: unknown): string {
  return databaseError(error).message;
}

/**
 * Data exceptions (22xxx), constraint violations (23xxx) and trigger-raised errors (P0001)
 * belong to a row; anything else (connection lost, disk full) stops the import.
 */
function rethrowUnlessRowProblem(error: unknown, line: number, progress: ImportProgress): void {
  const { code, message } = databaseError(error);
  if (code && /^(22|23|P0001)/.test(code)) return;
  const saved = progress.inserted + progress.updated;
  throw new Error(
    `The database failed while importing the rows from line ${line}: ${message}. ` +
      `${saved} rows before them were saved; running the import again is safe.`,
    { cause: error },
  );
}
