import { count, eq, getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { parcels, sales } from '../../db/schema/index.ts';
import { copyValue, inBulkTransaction, runLanes, type BulkSession } from './bulk-load.ts';
import { bumpParcelRevisionSql } from './parcel-revision.ts';
import type { ParcelRow, SaleRow } from './row-schemas.ts';

export interface UpsertCounts {
  inserted: number;
  updated: number;
}

/**
 * Rows travel as one JSON parameter per batch, unpacked by json_to_recordset: building a
 * 1,000-row VALUES list with 31,000 bind parameters cost more than the insert itself
 * (about 2.5x slower on PGlite when measured).
 */
interface BulkTable {
  table: PgTable;
  name: string;
  /** The row's property name and its column, for every column a row carries. */
  columns: Array<{ key: string; column: PgColumn }>;
  conflictTarget: string[];
}

const NOT_FROM_ROWS = new Set(['id', 'municipalityKey', 'createdAt', 'updatedAt']);

function bulkTable(table: PgTable, conflictTarget: string[]): BulkTable {
  const columns = Object.entries(getTableColumns(table) as Record<string, PgColumn>)
    .filter(([key]) => !NOT_FROM_ROWS.has(key))
    .map(([key, column]) => ({ key, column }));
  return { table, name: getTableName(table), columns, conflictTarget };
}

const PARCELS = bulkTable(parcels, ['municipality_key', 'sbl']);
const SALES = bulkTable(sales, ['municipality_key', 'sbl', 'sale_date']);

const columnNames = (target: BulkTable) =>
  sql.join(
    target.columns.map(({ column }) => sql.identifier(column.name)),
    sql`, `,
  );

const columnDefinitions = (target: BulkTable) =>
  sql.join(
    target.columns.map(
      ({ column }) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`,
    ),
    sql`, `,
  );

/**
 * Upserts `source`'s rows (a table or recordset named s) and answers the counts. RETURNING
 * cannot read xmax from a partitioned table, so the rows already there are counted first; the
 * statement's one snapshot sees them as they were before it.
 */
function upsertFromSql(
  target: BulkTable,
  municipalityKey: string,
  source: SQL,
  updateKeys: readonly string[],
): SQL {
  const names = columnNames(target);
  const matches = sql.join(
    target.conflictTarget
      .filter((c) => c !== 'municipality_key')
      .map((c) => sql`t.${sql.identifier(c)} = s.${sql.identifier(c)}`),
    sql` and `,
  );
  return sql`with existing as (
      select count(*)::int as n from ${source} where exists (
        select 1 from ${target.table} t where t.municipality_key = ${municipalityKey} and ${matches})),
    written as (
      insert into ${target.table} (municipality_key, ${names})
      select ${municipalityKey}, ${names} from ${source}
      ${onConflictUpdate(target, updateKeys)}
      returning 1)
    select (select n from existing) as updated, (select count(*)::int from written) as total`;
}

function countsOf(row: { updated: number; total: number } | undefined): UpsertCounts {
  const updated = Number(row?.updated ?? 0);
  return { inserted: Number(row?.total ?? 0) - updated, updated };
}

/** ON CONFLICT ... SET for the given columns only, so columns a file lacks keep their values. */
function onConflictUpdate(target: BulkTable, updateKeys: readonly string[]): SQL {
  const assignments = updateKeys.map((key) => {
    const found = target.columns.find((c) => c.key === key);
    if (!found) throw new Error(`No column ${key} to update`);
    const name = sql.identifier(found.column.name);
    return sql`${name} = excluded.${name}`;
  });
  assignments.push(sql`updated_at = now()`);
  return sql`on conflict (${sql.raw(target.conflictTarget.join(', '))}) do update set ${sql.join(assignments, sql`, `)}`;
}

async function upsert(
  db: Db,
  target: BulkTable,
  municipalityKey: string,
  rows: object[],
  updateKeys: readonly string[],
): Promise<UpsertCounts> {
  const json = JSON.stringify(
    rows.map((row) => {
      const record: Record<string, unknown> = {};
      for (const { key, column } of target.columns)
        record[column.name] = (row as Record<string, unknown>)[key];
      return record;
    }),
  );
  const source = sql`json_to_recordset(${json}::json) as s(${columnDefinitions(target)})`;
  return db.transaction(async (tx) => {
    const result = (await tx.execute(
      upsertFromSql(target, municipalityKey, source, updateKeys),
    )) as unknown as { rows: Array<{ updated: number; total: number }> };
    const counts = countsOf(result.rows[0]);
    if (target === PARCELS && counts.inserted + counts.updated > 0)
      await tx.execute(bumpParcelRevisionSql(municipalityKey));
    return counts;
  });
}

/** The rows in COPY text format, one line each, with the columns in `columns` order. */
function copyText(columns: BulkTable['columns'], rows: object[], prefix = ''): string {
  const lines = new Array<string>(rows.length);
  for (let i = 0; i < rows.length; i++) lines[i] = prefix + copyLine(columns, rows[i]!);
  return lines.length > 0 ? `${lines.join('\n')}\n` : '';
}

function copyLine(columns: BulkTable['columns'], row: object): string {
  const record = row as Record<string, unknown>;
  return valuesCopyLine(
    columns.map(({ key }) => record[key]),
    false,
  );
}

/**
 * A row's values as a line of COPY text, in the table's column order as the import's row
 * checkers give them (row-schemas.test.ts holds them to PARCEL_COLUMN_KEYS and
 * SALE_COLUMN_KEYS). `escapeFree` when no value can hold a character COPY escapes, as a plain
 * CSV line of a file with no backslash or tab gives them: its strings are taken as they are.
 * The array is the caller's to give up: its values are replaced by their text.
 */
export function valuesCopyLine(values: unknown[], escapeFree: boolean): string {
  for (let c = 0; c < values.length; c++) {
    const value = values[c];
    if (!(escapeFree && typeof value === 'string')) values[c] = copyValue(value);
  }
  // join gives one flat string: a line built by += stays a rope of small pieces in memory.
  return values.join('\t');
}

/** The properties of a parcel row and of a sale row, in their tables' column order. */
export const PARCEL_COLUMN_KEYS = PARCELS.columns.map(({ key }) => key);
export const SALE_COLUMN_KEYS = SALES.columns.map(({ key }) => key);

/**
 * Upserts rows already in COPY text: COPY into a staging table that lives until the commit,
 * then one INSERT ... SELECT ... ON CONFLICT from it. Faster than the JSON parameter
 * (docs/benchmarks.md) and all or nothing like it, so a batch with a bad row can be retried
 * row by row.
 */
async function upsertByCopy(
  db: Db,
  target: BulkTable,
  municipalityKey: string,
  copyLines: string[],
  updateKeys: readonly string[],
): Promise<UpsertCounts> {
  const staging = sql.identifier(`${target.name}_import`);
  return inBulkTransaction(db, async (session) => {
    await session.query(
      sql`create temp table ${staging} (${columnDefinitions(target)}) on commit drop`,
    );
    await session.copyIn(
      `${target.name}_import`,
      target.columns.map(({ column }) => column.name),
      copyLines.length > 0 ? `${copyLines.join('\n')}\n` : '',
    );
    const [row] = await session.query<{ updated: number; total: number }>(
      upsertFromSql(target, municipalityKey, sql`${staging} as s`, updateKeys),
    );
    const counts = countsOf(row);
    if (target === PARCELS && counts.inserted + counts.updated > 0)
      await session.query(bumpParcelRevisionSql(municipalityKey));
    return counts;
  });
}

/** Inserts or updates parcels given as COPY text lines (valuesCopyLine), in one transaction. */
export function upsertParcelLines(
  db: Db,
  municipalityKey: string,
  copyLines: string[],
  updateColumns: readonly (keyof ParcelRow)[],
): Promise<UpsertCounts> {
  return upsertByCopy(db, PARCELS, municipalityKey, copyLines, updateColumns);
}

/** Inserts or updates sales given as COPY text lines (valuesCopyLine), in one transaction. */
export function upsertSaleLines(
  db: Db,
  municipalityKey: string,
  copyLines: string[],
  updateColumns: readonly (keyof SaleRow)[],
): Promise<UpsertCounts> {
  return upsertByCopy(db, SALES, municipalityKey, copyLines, updateColumns);
}

/** A municipality key as a literal for DDL, which takes no parameters. */
function quotedKey(municipalityKey: string): string {
  if (!/^[a-z][a-z0-9]*$/.test(municipalityKey))
    throw new Error(`Not a municipality key: ${municipalityKey}`);
  return `'${municipalityKey}'`;
}

/** The partition that holds one town's parcels once its first roll is loaded. */
export const parcelPartitionName = (municipalityKey: string) => `parcels_of_${municipalityKey}`;

const FIRST_ROLL_CHUNK = 50_000;

/**
 * The rows of a first roll, given while they are made: `fill` sends COPY text lines (as
 * valuesCopyLine makes them) and answers how many it sent. Sent lines go on to the server at
 * once, which stores them while `fill` makes the next ones.
 */
export type FirstRollRows = (send: (copyLines: string[]) => Promise<void>) => Promise<number>;

/**
 * A town's first roll of parcels (docs/decisions/059-partitioned-parcels.md): when the town
 * has no parcel, its rows are COPYed into a table of their own, the parcels table's indexes
 * are built on it after the rows (several times faster than keeping them up row by row), and
 * it is attached as the town's partition. Readers see the whole roll or none of it. Answers
 * how many rows were inserted, or undefined when the town has parcels already (the caller
 * upserts instead); `rows` is not called then. When `rows` sends none, nothing is made.
 */
export async function loadFirstRoll(
  db: Db,
  municipalityKey: string,
  rows: string[] | FirstRollRows,
): Promise<number | undefined> {
  const literal = quotedKey(municipalityKey);
  const name = parcelPartitionName(municipalityKey);
  const table = sql.identifier(name);
  const townOnly = sql.identifier(`${name}_town`);
  const found = (await db.execute(sql`select
      exists (select 1 from ${parcels} where ${parcels.municipalityKey} = ${municipalityKey}) as "hasParcels",
      (select c.relispartition from pg_class c where c.oid = to_regclass(${name})) as "attached"`)) as unknown as {
    rows: Array<{ hasParcels: boolean; attached: boolean | null }>;
  };
  const state = found.rows[0];
  if (!state || state.hasParcels) return undefined;
  const fill: FirstRollRows = Array.isArray(rows)
    ? async (send) => {
        for (let from = 0; from < rows.length; from += FIRST_ROLL_CHUNK)
          await send(rows.slice(from, from + FIRST_ROLL_CHUNK));
        return rows.length;
      }
    : rows;
  const nothingSent = new Error('no rows');
  let inserted = 0;
  let statements: PartitionIndexes;
  try {
    statements = await inBulkTransaction(db, async (session) => {
      // An empty partition of the town's, or a table left by an import that failed, makes way.
      if (state.attached !== null) await session.query(sql`drop table ${table}`);
      await session.query(
        sql`create table ${table} (like ${parcels} including defaults including constraints)`,
      );
      // Proves the partition's bound to ATTACH PARTITION, which otherwise reads every row.
      await session.query(
        sql`alter table ${table} add constraint ${townOnly} check (municipality_key is not null and municipality_key = ${sql.raw(literal)})`,
      );
      // On PostgreSQL the unique SBL index is made before the rows and kept up by the COPY: it
      // refuses a repeated SBL as it comes, which the check leaves to it. Every other index
      // comes after the rows, where a B-tree is built several times cheaper than kept up; the
      // server stores rows on one core while Node checks the next on the other, and the rows
      // alone keep up with the check. On PGlite, whose COPY runs after the check on the same
      // core and whose check finds repeats itself, every index comes after the rows.
      const indexes = await partitionIndexStatements(session, name);
      const before = (build: string) =>
        session.copiesWhileFilling && indexes.refusingRepeats.includes(build);
      for (const build of indexes.builds) if (before(build)) await session.query(sql.raw(build));
      const columns = ['municipality_key', ...PARCELS.columns.map(({ column }) => column.name)];
      const prefix = `${copyValue(municipalityKey)}\t`;
      inserted = await session.copyWhile(name, columns, (send) =>
        fill((lines) =>
          lines.length > 0 ? send(`${prefix}${lines.join(`\n${prefix}`)}\n`) : Promise.resolve(),
        ),
      );
      // Rolled back: a town without rows keeps no table.
      if (inserted === 0) throw nothingSent;
      return { ...indexes, builds: indexes.builds.filter((build) => !before(build)) };
    });
  } catch (error) {
    if (error === nothingSent) return 0;
    throw error;
  }
  // The table is committed but belongs to nobody yet: the app reads the parcels table, of which
  // it is not a partition, so building its indexes side by side keeps nobody waiting.
  try {
    await runLanes(db, indexLanes(statements.builds), { maintenanceWorkMem: '256MB' });
    await inBulkTransaction(db, async (session) => {
      for (const key of statements.keys) await session.query(sql.raw(key));
      await session.query(
        sql`alter table ${parcels} attach partition ${table} for values in (${sql.raw(literal)})`,
      );
      // The partition's own bound says it from now on.
      await session.query(sql`alter table ${table} drop constraint ${townOnly}`);
      await session.query(bumpParcelRevisionSql(municipalityKey));
    });
  } catch (error) {
    await db.execute(sql`drop table if exists ${table}`).catch(() => undefined);
    throw error;
  }
  return inserted;
}

interface PartitionIndexes {
  /** CREATE INDEX statements for the table about to become a partition. */
  builds: string[];
  /** Those of unique indexes other than the primary key's (the SBL's). */
  refusingRepeats: string[];
  /** Its primary key (and any unique constraint) on the indexes built, at once. */
  keys: string[];
}

/**
 * The parcels table's indexes and key, as statements building them on a table about to become
 * one of its partitions: read from the catalog, so an index added later is built too, and
 * ATTACH PARTITION finds each one already there. The key is built as a plain unique index and
 * made the key afterwards, so it needs no lock that would wait for the other builds.
 */
async function partitionIndexStatements(
  session: BulkSession,
  name: string,
): Promise<PartitionIndexes> {
  const rows = await session.query<{
    definition: string;
    key: 'p' | 'u' | null;
    refusesRepeats: boolean;
  }>(
    sql`select pg_get_indexdef(i.indexrelid) as definition,
        i.indisunique and not i.indisprimary as "refusesRepeats",
        (select k.contype from pg_constraint k where k.conindid = i.indexrelid
          and k.contype in ('p', 'u')) as key
      from pg_index i where i.indrelid = ${PARCELS.name}::regclass`,
  );
  const quoted = `"${name}"`;
  const builds: string[] = [];
  const refusingRepeats: string[] = [];
  const keys: string[] = [];
  rows.forEach(({ definition, key, refusesRepeats }, i) => {
    const index = key ? `"${name}_key${i}"` : '';
    const build = definition.replace(/ INDEX \S+ ON ONLY \S+ /, ` INDEX ${index} ON ${quoted} `);
    builds.push(build);
    if (refusesRepeats) refusingRepeats.push(build);
    if (key)
      keys.push(
        `alter table ${quoted} add ${key === 'p' ? 'primary key' : 'unique'} using index ${index}`,
      );
  });
  return { builds, refusingRepeats, keys };
}

const isTrigram = (build: string) => / USING gin /.test(build);

/** Two lanes of index builds, the two slow trigram indexes in different lanes. */
function indexLanes(builds: string[]): string[][] {
  const lanes: string[][] = [[], []];
  builds.filter(isTrigram).forEach((build, i) => lanes[i % 2]!.push(build));
  // Any B-tree build goes with the lane whose trigram index is the smaller (the SBLs').
  lanes[1]!.push(...builds.filter((build) => !isTrigram(build)));
  return lanes;
}

/** Inserts or updates parcels by (municipality, SBL) in one transaction. */
export function upsertParcels(
  db: Db,
  municipalityKey: string,
  rows: ParcelRow[],
  updateColumns: readonly (keyof ParcelRow)[],
): Promise<UpsertCounts> {
  return upsert(db, PARCELS, municipalityKey, rows, updateColumns);
}

/** Inserts or updates sales by (municipality, SBL, sale date) in one transaction. */
export function upsertSales(
  db: Db,
  municipalityKey: string,
  rows: SaleRow[],
  updateColumns: readonly (keyof SaleRow)[],
): Promise<UpsertCounts> {
  return upsert(db, SALES, municipalityKey, rows, updateColumns);
}

/** Whether a municipality has any parcel; cheaper than counting them at every start. */
export async function hasParcels(db: Db, municipalityKey: string): Promise<boolean> {
  const rows = await db
    .select({ id: parcels.id })
    .from(parcels)
    .where(eq(parcels.municipalityKey, municipalityKey))
    .limit(1);
  return rows.length > 0;
}

export async function countParcels(db: Db, municipalityKey: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(parcels)
    .where(eq(parcels.municipalityKey, municipalityKey));
  return row?.n ?? 0;
}

/**
 * Replaces every parcel and sale of one municipality, all or nothing (the parcel revision
 * moves with it), loaded by COPY. When the
 * tables hold no other rows (a fresh database's first start), their secondary indexes are
 * dropped for the load and built again at once from their own definitions: building a trigram
 * index over all rows is several times faster than updating it row by row, and with no other
 * rows there is nobody the rebuild could keep waiting.
 */
export async function replaceParcelsAndSales(
  db: Db,
  municipalityKey: string,
  parcelRows: ParcelRow[],
  saleRows: SaleRow[],
): Promise<void> {
  await inBulkTransaction(db, async (session) => {
    await session.query(
      sql`delete from ${sales} where ${sales.municipalityKey} = ${municipalityKey}`,
    );
    await session.query(
      sql`delete from ${parcels} where ${parcels.municipalityKey} = ${municipalityKey}`,
    );
    // The town's rows get a partition of their own, as a first roll's import gives them.
    const partition = sql.identifier(parcelPartitionName(municipalityKey));
    await session.query(
      sql`create table if not exists ${partition} partition of ${parcels} for values in (${sql.raw(quotedKey(municipalityKey))})`,
    );
    const [others] = await session.query<{ any: boolean }>(
      sql`select exists (select 1 from ${parcels}) or exists (select 1 from ${sales}) as any`,
    );
    const rebuilt = others?.any ? [] : await dropSecondaryIndexes(session, [PARCELS, SALES]);
    const prefix = `${copyValue(municipalityKey)}\t`;
    for (const [target, rows] of [
      [PARCELS, parcelRows],
      [SALES, saleRows],
    ] as const) {
      await session.copyIn(
        target.name,
        ['municipality_key', ...target.columns.map(({ column }) => column.name)],
        copyText(target.columns, rows, prefix),
      );
    }
    for (const definition of rebuilt) await session.query(sql.raw(definition));
    await session.query(bumpParcelRevisionSql(municipalityKey));
  });
}

/** Drops the tables' indexes that no constraint owns; returns their CREATE INDEX statements. */
async function dropSecondaryIndexes(session: BulkSession, targets: BulkTable[]): Promise<string[]> {
  const indexes = await session.query<{ name: string; definition: string }>(
    sql`select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
      from pg_index i join pg_class c on c.oid = i.indexrelid
      where i.indrelid in (${sql.join(
        targets.map((t) => sql`${t.name}::regclass`),
        sql`, `,
      )})
        and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`,
  );
  for (const { name } of indexes) await session.query(sql`drop index ${sql.identifier(name)}`);
  // A partitioned table's index reads "ON ONLY parcels", which would build it on no partition.
  return indexes.map((index) => index.definition.replace(' ON ONLY ', ' ON '));
}
