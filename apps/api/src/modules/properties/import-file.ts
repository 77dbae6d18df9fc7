import { readFile, stat } from 'node:fs/promises';
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
  CsvSyntaxError,
  UnusualCsv,
  fastRecords,
  parsedRecords,
  type CsvRecord,
} from './csv-records.ts';
import {
  loadFirstRoll,
  upsertParcelLines,
  upsertSaleLines,
  valuesCopyLine,
  type UpsertCounts,
} from './repository.ts';
import {
  PARCEL_FIELDS,
  PARCEL_ROW_KEYS,
  SALE_FIELDS,
  SALE_ROW_KEYS,
  parcelRowChecker,
  saleRowChecker,
  type ParcelRow,
  type RowChecker,
  type SaleRow,
} from './row-schemas.ts';

/**
 * CSV import of parcels and sales (docs/data-import.md). One pass over the file checks the
 * header, the CSV syntax and every row, and writes nothing, so a malformed file is refused
 * whole; it keeps the valid rows as COPY text. Then the rows are written: a town's first roll
 * of parcels into a partition of its own, indexed after its rows and attached
 * (docs/decisions/059-partitioned-parcels.md); otherwise in batches through COPY into a
 * staging table and an upsert, each batch in its own transaction.
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
  /** The year the rows' years and dates were checked against (next year is the last one). */
  year: number;
  /** The valid rows as COPY text, in file order, and the line each starts on. */
  accepted: { copyLines: string[]; lines: number[] };
  /** Rows refused by the checks: the exact count, and the first REJECTIONS_KEPT in line order. */
  rejected: number;
  rejections: Rejection[];
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

interface KindSpec<Field extends string, Row> {
  fields: readonly Field[];
  checker(currentYear: number, columnOf: (field: Field) => number): RowChecker;
  /**
   * Identity of a row within the municipality, to catch a key repeated in one file, from its
   * values as the checker gives them.
   */
  key(values: readonly unknown[]): string;
  keyLabel: string;
  /** Stored columns that a file supplying `field` sets, beyond the field's own column. */
  derived: Partial<Record<ImportField, Array<keyof Row>>>;
  keyColumns: Array<keyof Row>;
  /** Rows as COPY text, upserted in one transaction. */
  upsert(
    db: Db,
    key: MunicipalityKey,
    copyLines: string[],
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

const PARCEL_SBL = PARCEL_ROW_KEYS.indexOf('sbl');
const SALE_SBL = SALE_ROW_KEYS.indexOf('sbl');
const SALE_DATE = SALE_ROW_KEYS.indexOf('saleDate');

const parcelSpec: KindSpec<(typeof PARCEL_FIELDS)[number], ParcelRow> = {
  fields: PARCEL_FIELDS,
  checker: parcelRowChecker,
  key: (values) => values[PARCEL_SBL] as string,
  keyLabel: 'sbl',
  derived: {
    swis_code: ['swisCo', 'swisTown', 'swisVg'],
    prop_class: ['propertyType'],
    ...Object.fromEntries(addressParts.map((part) => [part, ['fullAddress']])),
  },
  keyColumns: ['sbl'],
  upsert: upsertParcelLines,
};

const saleSpec: KindSpec<(typeof SALE_FIELDS)[number], SaleRow> = {
  fields: SALE_FIELDS,
  checker: saleRowChecker,
  key: (values) => `${values[SALE_SBL] as string} ${values[SALE_DATE] as string}`,
  keyLabel: 'sbl and sale_date',
  derived: {},
  keyColumns: ['sbl', 'saleDate'],
  upsert: upsertSaleLines,
};

const camelCase = (field: string) => field.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * On conflict, only the columns the file supplies are overwritten: a state roll export
 * (no building style, no condition) updates values without erasing the inventory.
 */
function columnsToUpdate<Field extends string, Row>(
  spec: KindSpec<Field, Row>,
  layout: ColumnLayout,
): Array<keyof Row> {
  const columns = new Set<keyof Row>();
  for (const { field } of layout.columns) {
    const own = camelCase(field);
    if (field !== 'swis_code') columns.add(own as keyof Row);
    for (const extra of spec.derived[field] ?? []) columns.add(extra);
  }
  for (const key of spec.keyColumns) columns.delete(key);
  return [...columns];
}

const FILE_ERROR_CODES = new Set(['ENOENT', 'EACCES', 'EPERM', 'EISDIR']);

/** Whether the file, not the database, is the problem: fileProblem words it. */
const isFileProblem = (error: unknown) =>
  error instanceof ImportFileError ||
  error instanceof CsvSyntaxError ||
  error instanceof MissingColumnError ||
  FILE_ERROR_CODES.has((error as NodeJS.ErrnoException).code ?? '');

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

/**
 * The one pass over the file: checks the header, the CSV syntax and every row, and keeps the
 * valid rows as COPY text; writes nothing. Years and dates are checked against `now`'s year.
 */
export async function checkImportFile(
  kind: ImportKind,
  file: string,
  options: { now?: Date } = {},
): Promise<CheckedFile> {
  const started = performance.now();
  const year = (options.now ?? new Date()).getFullYear();
  try {
    if ((await stat(file)).isDirectory())
      throw new ImportFileError(`${file} is a folder, not a CSV file`);
    const text = await readFile(file, 'utf8');
    const collector = () =>
      kind === 'parcels'
        ? rowCollector(parcelSpec, kind, file, year)
        : rowCollector(saleSpec, kind, file, year);
    let checked: CheckedFile;
    try {
      const rows = collector();
      for (const record of fastRecords(text)) rows.add(record);
      checked = rows.result();
    } catch (error) {
      if (!(error instanceof UnusualCsv)) throw error;
      const rows = collector();
      for await (const record of parsedRecords(file)) rows.add(record);
      checked = rows.result();
    }
    return { ...checked, checkMs: performance.now() - started };
  } catch (error) {
    throw fileProblem(error, file);
  }
}

interface RowCollector {
  add(record: CsvRecord): void;
  /** The accepted rows' COPY text since the last call, in file order (when not retained). */
  drain(): string[];
  /** How many rows were accepted, and the line the first one starts on. */
  readonly accepted: { count: number; firstLine?: number };
  result(): CheckedFile;
}

/**
 * Checks records one by one as they are read; `result` once the last one was added. With
 * `retain` false the accepted rows are kept only until drained, and `result` holds none: a
 * statewide roll's COPY text lives as long as its sending, not as long as the check. With
 * `findRepeats` false a key repeated in the file is left to the table's unique index to refuse
 * (the caller then checks the file again): remembering 420,000 keys was an eighth of a
 * statewide roll's check.
 */
function rowCollector<Field extends string, Row>(
  spec: KindSpec<Field, Row>,
  kind: ImportKind,
  file: string,
  year: number,
  { retain = true, findRepeats = true } = {},
): RowCollector {
  let copyLines: string[] = [];
  const lines: number[] = [];
  const accepted: { count: number; firstLine?: number } = { count: 0 };
  const rejections: Rejection[] = [];
  let rejected = 0;
  const reject = (line: number, reason: string) => {
    rejected++;
    if (rejections.length < REJECTIONS_KEPT) rejections.push({ line, reason });
  };
  const firstLineOfKey = new Map<string, number>();
  let layout: ColumnLayout | undefined;
  let checker: RowChecker | undefined;
  let rows = 0;
  const add = (record: CsvRecord) => {
    if (!layout || !checker) {
      const found = resolveColumns(kind, record.fields);
      layout = found;
      // Each field's column in the file, or -1 when the file has none.
      checker = spec.checker(
        year,
        (field) => found.columns.find((c) => c.field === field)?.index ?? -1,
      );
      return;
    }
    rows++;
    const { line, fields } = record;
    if (fields.length !== layout.headerLength) {
      reject(line, `has ${fields.length} fields but the header has ${layout.headerLength}`);
      return;
    }
    const checked = checker(fields);
    if (checked.reason !== undefined) {
      reject(line, checked.reason);
      return;
    }
    if (findRepeats) {
      const key = spec.key(checked.values);
      const first = firstLineOfKey.get(key);
      if (first !== undefined) {
        reject(line, `${spec.keyLabel}: same as line ${first} (the first one is kept)`);
        return;
      }
      firstLineOfKey.set(key, line);
    }
    copyLines.push(valuesCopyLine(checked.values, record.escapeFree === true));
    if (retain) lines.push(line);
    accepted.firstLine ??= line;
    accepted.count++;
  };
  const drain = () => {
    const since = copyLines;
    copyLines = [];
    return since;
  };
  const result = (): CheckedFile => {
    if (!layout)
      throw new ImportFileError(`${file} is empty: its first line must name the columns`);
    return {
      kind,
      file,
      layout,
      rows,
      checkMs: 0,
      year,
      accepted: retain ? { copyLines, lines } : { copyLines: [], lines: [] },
      rejected,
      rejections,
    };
  };
  return { add, drain, accepted, result };
}

/** Rows checked between two sends of a first roll checked while it is loaded. */
const STREAMED_ROWS = 10_000;

/**
 * Checks a file and writes its rows, on a database already open. A town's first roll of
 * parcels is checked while it is COPYed into the town's own table, so the server stores rows
 * while the next ones are checked; nobody sees that table before the whole file passed its
 * checks and the table is attached, and a file refused half-way leaves nothing
 * (docs/decisions/059-partitioned-parcels.md). Anything else is checked whole, then written.
 */
export async function importFile(
  db: Db,
  kind: ImportKind,
  file: string,
  options: ImportOptions,
): Promise<ImportReport> {
  if (kind === 'parcels') {
    const loaded = await loadFirstRollWhileChecking(db, file, options);
    if (loaded) return loaded;
  }
  return importCheckedFile(db, await checkImportFile(kind, file, { now: options.now }), options);
}

/** Undefined when the town has parcels or the file needs the full CSV reader. */
async function loadFirstRollWhileChecking(
  db: Db,
  file: string,
  options: ImportOptions,
): Promise<ImportReport | undefined> {
  const started = performance.now();
  const year = (options.now ?? new Date()).getFullYear();
  let checked: CheckedFile | undefined;
  let firstLine: number | undefined;
  let inserted: number | undefined;
  try {
    inserted = await loadFirstRoll(db, options.municipalityKey, async (send) => {
      if ((await stat(file)).isDirectory())
        throw new ImportFileError(`${file} is a folder, not a CSV file`);
      const text = await readFile(file, 'utf8');
      // A repeated SBL is refused by the table's unique index, as a row the database refuses.
      const rows = rowCollector(parcelSpec, 'parcels', file, year, {
        retain: false,
        findRepeats: false,
      });
      // Once the database refused a row, this pass stops: the file is checked again below.
      let checkedSince = 0;
      for (const record of fastRecords(text)) {
        rows.add(record);
        firstLine ??= rows.accepted.firstLine;
        if (++checkedSince < STREAMED_ROWS) continue;
        checkedSince = 0;
        await send(rows.drain());
      }
      checked = { ...rows.result(), checkMs: performance.now() - started };
      await send(rows.drain());
      return rows.accepted.count;
    });
  } catch (error) {
    if (error instanceof UnusualCsv) return undefined;
    if (isFileProblem(error)) throw fileProblem(error, file);
    // Nothing was saved: the first roll's table is dropped whole.
    const nothingSaved = { read: 0, total: 0, inserted: 0, updated: 0, rejected: 0 };
    rethrowUnlessRowProblem(error, firstLine ?? 2, nothingSaved);
    // A row the database refuses (a repeated SBL among them): the file is checked again,
    // keeping its rows and finding repeats this time, and the batches find the row and write
    // the others.
    const again = await checkImportFile('parcels', file, { now: options.now });
    // The time reported is the whole import's, the pass the database stopped included.
    const report = await writeRows(db, parcelSpec, again, options);
    return { ...report, elapsedMs: performance.now() - started };
  }
  if (inserted === undefined || !checked) return undefined;
  const progress: ImportProgress = {
    read: checked.rows,
    total: checked.rows,
    inserted,
    updated: 0,
    rejected: checked.rejected,
  };
  options.onProgress?.({ ...progress });
  return {
    ...progress,
    kind: 'parcels',
    municipalityKey: options.municipalityKey,
    file,
    ignoredColumns: checked.layout.ignored,
    rejections: checked.rejections,
    elapsedMs: performance.now() - started,
  };
}

/** Writes the checked file's valid rows; rows the database refuses are reported by line. */
export async function importCheckedFile(
  db: Db,
  checked: CheckedFile,
  options: ImportOptions,
): Promise<ImportReport> {
  const year = (options.now ?? new Date()).getFullYear();
  // Checked against another year: the years and dates accepted differ, so check again.
  const file =
    checked.year === year
      ? checked
      : await checkImportFile(checked.kind, checked.file, { now: options.now });
  return file.kind === 'parcels'
    ? writeRows(db, parcelSpec, file, options)
    : writeRows(db, saleSpec, file, options);
}

async function writeRows<Field extends string, Row>(
  db: Db,
  spec: KindSpec<Field, Row>,
  checked: CheckedFile,
  options: ImportOptions,
): Promise<ImportReport> {
  const started = performance.now();
  const { layout, accepted } = checked;
  const { municipalityKey } = options;
  const updateColumns = columnsToUpdate(spec, layout);
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  const progress: ImportProgress = {
    read: checked.rows,
    total: checked.rows,
    inserted: 0,
    updated: 0,
    rejected: checked.rejected,
  };
  let rejections = [...checked.rejections];
  const count = (counts: UpsertCounts) => {
    progress.inserted += counts.inserted;
    progress.updated += counts.updated;
  };
  const firstLine = accepted.lines[0] ?? 0;

  let loaded = false;
  if (spec === (parcelSpec as unknown) && accepted.copyLines.length > 0) {
    try {
      const inserted = await loadFirstRoll(db, municipalityKey, accepted.copyLines);
      if (inserted !== undefined) {
        count({ inserted, updated: 0 });
        loaded = true;
        options.onProgress?.({ ...progress });
      }
    } catch (error) {
      // A row the database refuses: the batches below find it and write the others.
      rethrowUnlessRowProblem(error, firstLine, progress);
    }
  }

  for (let from = 0; !loaded && from < accepted.copyLines.length; from += batchSize) {
    const batch = accepted.copyLines.slice(from, from + batchSize);
    try {
      count(await spec.upsert(db, municipalityKey, batch, updateColumns));
    } catch (batchError) {
      rethrowUnlessRowProblem(batchError, accepted.lines[from] ?? 0, progress);
      // The batch rolled back whole; find the offending rows by writing them one at a time.
      for (let i = 0; i < batch.length; i++) {
        const line = accepted.lines[from + i] ?? 0;
        try {
          count(await spec.upsert(db, municipalityKey, [batch[i]!], updateColumns));
        } catch (rowError) {
          rethrowUnlessRowProblem(rowError, line, progress);
          progress.rejected++;
          rejections.push({
            line,
            reason: `rejected by the database: ${databaseMessage(rowError)}`,
          });
        }
      }
    }
    options.onProgress?.({ ...progress });
  }

  rejections = rejections.sort((a, b) => a.line - b.line).slice(0, REJECTIONS_KEPT);
  return {
    ...progress,
    kind: checked.kind,
    municipalityKey,
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

/** A parcels partition is named as the parcels table: partitions are the database's affair. */
function databaseMessage(error: unknown): string {
  return databaseError(error).message.replace(/"parcels_(?:default|of_[a-z0-9]+)"/g, '"parcels"');
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
