import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ImportKind } from './csv-columns.ts';
import { copyLineOf } from './copy-text.ts';
import { fastRecords, UnusualCsv } from './csv-records.ts';
import {
  parcelRowChecker,
  saleRowChecker,
  type ParcelRow,
  type RowChecker,
  type SaleRow,
} from './row-schemas.ts';

/**
 * A large file's second part checked on a worker thread while the main thread checks the first
 * (docs/decisions/059-partitioned-parcels.md): the check is one core's work per part. The
 * worker judges each row alone; a key repeated in the file is judged by the main thread, which
 * has every key of the first part, so the report is the same as one thread's.
 */

/** Identity of a row within the municipality, to catch a key repeated in one file. */
export const parcelKey = (row: ParcelRow) => row.sbl;
export const saleKey = (row: SaleRow) => `${row.sbl} ${row.saleDate}`;

export const fieldCountReason = (fields: number, header: number) =>
  `has ${fields} fields but the header has ${header}`;

/** Rows a part's check sends at a time. */
export const PART_CHUNK_ROWS = 10_000;

export interface PartJob {
  kind: ImportKind;
  /** The file's text from a record's start on, and the line that record starts on. */
  text: string;
  firstLine: number;
  year: number;
  /** Each field's column in the file (the header's first of its names). */
  columns: Record<string, number>;
  headerLength: number;
  /** The row properties in the COPY text's column order. */
  copyKeys: string[];
  /** The part lists its first this many refusals and counts the rest. */
  listed: number;
}

/**
 * Rows checked in a part, in line order. The accepted rows' keys are not yet compared. Their
 * COPY text lines and keys travel joined by line ends (neither holds one: COPY escapes it, a
 * key has no white space), as one string copies between threads far cheaper than thousands.
 */
export interface PartChunk {
  rows: number;
  copyText: string;
  lines: number[];
  keys: string;
  rejected: number;
  rejections: Array<{ line: number; reason: string }>;
}

/** A chunk's COPY text lines and keys, one each per line of `lines`. */
export const chunkRows = (chunk: PartChunk) =>
  chunk.lines.length === 0
    ? { copyLines: [], keys: [] }
    : { copyLines: chunk.copyText.split('\n'), keys: chunk.keys.split('\n') };

type PartMessage = { chunk: PartChunk } | { done: true } | { unusual: true } | { failed: string };

/** Checks a part's rows and posts them a chunk at a time; the worker's whole work. */
export function checkPart(job: PartJob, post: (message: PartMessage) => void): void {
  const columnOf = (field: string) => job.columns[field] ?? -1;
  const [checker, key] =
    job.kind === 'parcels'
      ? ([parcelRowChecker(job.year, columnOf), parcelKey] as const)
      : ([saleRowChecker(job.year, columnOf), saleKey] as const);
  const check = checker as RowChecker<ParcelRow & SaleRow>;
  const keyOf = key as (row: ParcelRow & SaleRow) => string;
  let listed = 0;
  let chunk: PartChunk | undefined;
  let copyLines: string[] = [];
  let keys: string[] = [];
  const fresh = (): PartChunk => ({
    rows: 0,
    copyText: '',
    lines: [],
    keys: '',
    rejected: 0,
    rejections: [],
  });
  const send = () => {
    chunk!.copyText = copyLines.join('\n');
    chunk!.keys = keys.join('\n');
    post({ chunk: chunk! });
    chunk = fresh();
    copyLines = [];
    keys = [];
  };
  const reject = (line: number, reason: string) => {
    chunk!.rejected++;
    if (listed < job.listed) {
      listed++;
      chunk!.rejections.push({ line, reason });
    }
  };
  try {
    chunk = fresh();
    for (const { line, fields } of fastRecords(job.text, job.firstLine)) {
      chunk.rows++;
      if (fields.length !== job.headerLength)
        reject(line, fieldCountReason(fields.length, job.headerLength));
      else {
        const checked = check(fields);
        if (checked.reason !== undefined) reject(line, checked.reason);
        else {
          copyLines.push(copyLineOf(job.copyKeys, checked.row));
          chunk.lines.push(line);
          keys.push(keyOf(checked.row));
        }
      }
      if (chunk.rows >= PART_CHUNK_ROWS) send();
    }
    if (chunk.rows > 0) send();
    post({ done: true });
  } catch (error) {
    post(
      error instanceof UnusualCsv
        ? { unusual: true }
        : { failed: error instanceof Error ? error.message : String(error) },
    );
  }
}

/** From this many characters on, a file's second half is checked by a worker thread. */
export const PART_FROM_CHARS = 4_000_000;

/**
 * Where a file's second part starts (after a line end near its middle, outside any quoted
 * field), and the line it starts on; undefined when the file is small or has no such place.
 */
export function secondPartStart(text: string): { at: number; line: number } | undefined {
  if (text.length < PART_FROM_CHARS) return undefined;
  let at = text.indexOf('\n', text.length >> 1) + 1;
  if (at <= 0) return undefined;
  // An even count of quotes before a line end puts it outside quotes, where a record ends.
  let quotes = 0;
  for (let i = text.indexOf('"'); i >= 0 && i < at; i = text.indexOf('"', i + 1)) quotes++;
  for (let tries = 0; quotes % 2 === 1; tries++) {
    const next = text.indexOf('\n', at) + 1;
    if (next <= 0 || tries === 1_000) return undefined;
    for (let i = text.indexOf('"', at); i >= 0 && i < next; i = text.indexOf('"', i + 1)) quotes++;
    at = next;
  }
  if (at >= text.length) return undefined;
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < at; i = text.indexOf('\n', i + 1)) line++;
  return { at, line };
}

/**
 * The worker: from the sources (tests, tsx) the TypeScript file with tsx's loader; from the
 * bundle its own entry beside the chunk this code is in (scripts/bundle-api.mjs).
 */
function startWorker(job: PartJob): Worker {
  if (import.meta.url.endsWith('.ts')) {
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    return new Worker(new URL('./check-worker.ts', import.meta.url), {
      workerData: job,
      execArgv: ['--import', tsx],
    });
  }
  return new Worker(new URL('./import-check-worker.mjs', import.meta.url), { workerData: job });
}

/** A part being checked on a worker thread: its chunks in order; `stop` ends the worker. */
export function checkPartOnWorker(job: PartJob): {
  chunks: () => AsyncGenerator<PartChunk>;
  stop: () => void;
} {
  const worker = startWorker(job);
  const queue: PartMessage[] = [];
  let failure: Error | undefined;
  let finished = false;
  let wake: (() => void) | undefined;
  worker.on('message', (message: PartMessage) => {
    queue.push(message);
    wake?.();
  });
  worker.on('error', (error) => {
    failure ??= error;
    wake?.();
  });
  worker.on('exit', (code) => {
    if (!finished) failure ??= new Error(`The import's check worker stopped (exit code ${code})`);
    wake?.();
  });
  async function* chunks(): AsyncGenerator<PartChunk> {
    let read = 0;
    for (;;) {
      while (read < queue.length) {
        const message = queue[read]!;
        queue[read++] = { done: true };
        if ('chunk' in message) yield message.chunk;
        else if ('unusual' in message) throw new UnusualCsv();
        else if ('failed' in message) throw new Error(message.failed);
        else {
          finished = true;
          return;
        }
      }
      if (failure) throw failure;
      await new Promise<void>((resolve) => (wake = resolve));
      wake = undefined;
    }
  }
  return {
    chunks,
    stop: () => {
      finished = true;
      void worker.terminate();
    },
  };
}
