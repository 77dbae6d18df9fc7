import { Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { once } from 'node:events';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * COPY for the parcel and sale loads (docs/decisions/015-compression-and-copy-import.md):
 * rows go to the server as COPY text instead of one statement parameter, through
 * pg-copy-streams on PostgreSQL and PGlite's `/dev/blob` on the embedded database. Drizzle
 * has no COPY, so this works on the driver's client underneath it, in its own transaction.
 */
export interface BulkSession {
  /** Whether copyWhile's rows reach the server while `fill` runs (PostgreSQL, not PGlite). */
  readonly copiesWhileFilling: boolean;
  /** Runs one statement (built with drizzle's `sql`) and returns its rows. */
  query<Row>(statement: SQL): Promise<Row[]>;
  /** `COPY <table> (<columns>) FROM STDIN` of rows already in COPY text format. */
  copyIn(table: string, columns: readonly string[], data: string): Promise<void>;
  /**
   * One COPY fed while `fill` runs: each `send` of COPY text goes on to the server, which
   * stores it while `fill` goes on (on PGlite, which cannot stream, it is sent at the end).
   * A `send` after the server refused the data throws its error. If `fill` throws, the COPY
   * is abandoned and the error passed on.
   */
  copyWhile<T>(
    table: string,
    columns: readonly string[],
    fill: (send: (data: string) => Promise<void>) => Promise<T>,
  ): Promise<T>;
}

const dialect = new PgDialect();

function copyStatement(table: string, columns: readonly string[], source: string): string {
  const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
  return `copy ${quoted(table)} (${columns.map(quoted).join(', ')}) from ${source}`;
}

type Client = PGlite | pg.Pool;
const isPglite = (client: Client): client is PGlite => 'dumpDataDir' in client;

/** Runs `work` in one transaction on a connection that can COPY; rolls back if it throws. */
export async function inBulkTransaction<T>(
  db: Db,
  work: (session: BulkSession) => Promise<T>,
): Promise<T> {
  const client = (db as unknown as { $client: Client }).$client;
  if (isPglite(client)) {
    return client.transaction((tx: Transaction) =>
      work({
        copiesWhileFilling: false,
        async query<Row>(statement: SQL) {
          const { sql, params } = dialect.sqlToQuery(statement);
          return (await tx.query<Row>(sql, params)).rows;
        },
        async copyIn(table, columns, data) {
          await tx.query(copyStatement(table, columns, `'/dev/blob'`), [], {
            blob: new Blob([data]),
          });
        },
        async copyWhile(table, columns, fill) {
          const parts: string[] = [];
          const result = await fill(async (data) => {
            parts.push(data);
          });
          await tx.query(copyStatement(table, columns, `'/dev/blob'`), [], {
            blob: new Blob(parts),
          });
          return result;
        },
      }),
    );
  }
  const { from: copyFrom } = await import('pg-copy-streams');
  const connection = await client.connect();
  try {
    await connection.query('begin');
    const result = await work({
      copiesWhileFilling: true,
      async query<Row>(statement: SQL) {
        const { sql, params } = dialect.sqlToQuery(statement);
        return (await connection.query(sql, params)).rows as Row[];
      },
      async copyIn(table, columns, data) {
        await pipeline(
          Readable.from([data]),
          connection.query(copyFrom(copyStatement(table, columns, 'stdin'))),
        );
      },
      async copyWhile(table, columns, fill) {
        const stream = connection.query(copyFrom(copyStatement(table, columns, 'stdin')));
        // The server's refusal of a row: pg-copy-streams emits it as an event, which leaves
        // `stream.errored` unset and the stream without its connection, so a later write
        // would fail with a TypeError instead of the server's message.
        let refusal: unknown;
        stream.on('error', (error) => (refusal ??= error));
        const done = finished(stream);
        // Caught here and thrown by the next send, or by the end of the COPY.
        done.catch(() => undefined);
        const throwIfRefused = () => {
          const error = refusal ?? stream.errored;
          if (error) throw error;
        };
        let result;
        try {
          result = await fill(async (data) => {
            throwIfRefused();
            // The socket's buffer is full: wait for it; otherwise only let the event loop
            // write what is buffered, so the server stores rows while the next ones are made.
            if (!stream.write(data)) await Promise.race([once(stream, 'drain'), done]);
            else await new Promise(setImmediate);
            throwIfRefused();
          });
        } catch (error) {
          stream.destroy(error instanceof Error ? error : new Error(String(error)));
          await done.catch(() => undefined);
          throw error;
        }
        stream.end();
        await done;
        return result;
      },
    });
    await connection.query('commit');
    return result;
  } catch (error) {
    await connection.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    connection.release();
  }
}

/**
 * Runs each lane's statements in order, the lanes side by side: on PostgreSQL each lane on a
 * connection of its own, outside any transaction, so long index builds share the server's
 * cores; on PGlite, which has one connection, one lane after the other. Plain SQL only.
 */
export async function runLanes(
  db: Db,
  lanes: string[][],
  options: { maintenanceWorkMem?: string } = {},
): Promise<void> {
  const client = (db as unknown as { $client: Client }).$client;
  if (isPglite(client)) {
    // PGlite's memory is the WebAssembly heap's: its own work memory stays.
    for (const statement of lanes.flat()) await client.exec(statement);
    return;
  }
  const memory = options.maintenanceWorkMem;
  await Promise.all(
    lanes.map(async (statements) => {
      const connection = await client.connect();
      try {
        if (memory) await connection.query(`set maintenance_work_mem = '${memory}'`);
        for (const statement of statements) await connection.query(statement);
      } finally {
        if (memory) await connection.query('reset maintenance_work_mem').catch(() => undefined);
        connection.release();
      }
    }),
  );
}

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
