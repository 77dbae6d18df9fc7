import { count, eq, getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { parcels, sales } from '../../db/schema/index.ts';
import { copyValue, inBulkTransaction, type BulkSession } from './bulk-load.ts';
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

function insertFromJson(target: BulkTable, municipalityKey: string, rows: object[]): SQL {
  const json = JSON.stringify(
    rows.map((row) => {
      const record: Record<string, unknown> = {};
      for (const { key, column } of target.columns)
        record[column.name] = (row as Record<string, unknown>)[key];
      return record;
    }),
  );
  const names = sql.join(
    target.columns.map(({ column }) => sql.identifier(column.name)),
    sql`, `,
  );
  const definitions = sql.join(
    target.columns.map(
      ({ column }) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`,
    ),
    sql`, `,
  );
  return sql`insert into ${target.table} (municipality_key, ${names})
    select ${municipalityKey}, ${names} from json_to_recordset(${json}::json) as r(${definitions})`;
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

function upsertSql(
  target: BulkTable,
  municipalityKey: string,
  rows: object[],
  updateKeys: readonly string[],
): SQL {
  // A row whose xmax is 0 was created by this statement; otherwise ON CONFLICT updated it.
  return sql`${insertFromJson(target, municipalityKey, rows)}
    ${onConflictUpdate(target, updateKeys)}
    returning (xmax = 0) as inserted`;
}

async function upsert(
  db: Db,
  target: BulkTable,
  municipalityKey: string,
  rows: object[],
  updateKeys: readonly string[],
): Promise<UpsertCounts> {
  return db.transaction(async (tx) => {
    const result = (await tx.execute(
      upsertSql(target, municipalityKey, rows, updateKeys),
    )) as unknown as {
      rows: Array<{ inserted: boolean }>;
    };
    if (target === PARCELS && result.rows.length > 0)
      await tx.execute(bumpParcelRevisionSql(municipalityKey));
    const inserted = result.rows.filter((r) => r.inserted).length;
    return { inserted, updated: result.rows.length - inserted };
  });
}

/** The rows in COPY text format, one line each, with the columns in `columns` order. */
function copyText(columns: BulkTable['columns'], rows: object[], prefix = ''): string {
  const lines = new Array<string>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as Record<string, unknown>;
    let line = prefix;
    for (let c = 0; c < columns.length; c++) {
      if (c > 0) line += '\t';
      line += copyValue(row[columns[c]!.key]);
    }
    lines[i] = line;
  }
  return lines.length > 0 ? `${lines.join('\n')}\n` : '';
}

/**
 * The same upsert for a large batch: COPY into a staging table that lives until the commit,
 * then one INSERT ... SELECT ... ON CONFLICT from it. Faster than the JSON parameter
 * (docs/benchmarks.md) and all or nothing like it, so a batch with a bad row can be retried
 * row by row.
 */
async function upsertByCopy(
  db: Db,
  target: BulkTable,
  municipalityKey: string,
  rows: object[],
  updateKeys: readonly string[],
): Promise<UpsertCounts> {
  const staging = sql.identifier(`${target.name}_import`);
  const names = sql.join(
    target.columns.map(({ column }) => sql.identifier(column.name)),
    sql`, `,
  );
  const definitions = sql.join(
    target.columns.map(
      ({ column }) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`,
    ),
    sql`, `,
  );
  return inBulkTransaction(db, async (session) => {
    await session.query(sql`create temp table ${staging} (${definitions}) on commit drop`);
    await session.copyIn(
      `${target.name}_import`,
      target.columns.map(({ column }) => column.name),
      copyText(target.columns, rows),
    );
    const [counts] = await session.query<{ inserted: number; total: number }>(
      sql`with written as (
        insert into ${target.table} (municipality_key, ${names})
        select ${municipalityKey}, ${names} from ${staging}
        ${onConflictUpdate(target, updateKeys)}
        returning (xmax = 0) as inserted)
      select (count(*) filter (where inserted))::int as inserted, count(*)::int as total from written`,
    );
    if (target === PARCELS && Number(counts?.total ?? 0) > 0)
      await session.query(bumpParcelRevisionSql(municipalityKey));
    const inserted = Number(counts?.inserted ?? 0);
    return { inserted, updated: Number(counts?.total ?? 0) - inserted };
  });
}

/** Inserts or updates a large batch of parcels through COPY, in one transaction. */
export function copyUpsertParcels(
  db: Db,
  municipalityKey: string,
  rows: ParcelRow[],
  updateColumns: readonly (keyof ParcelRow)[],
): Promise<UpsertCounts> {
  return upsertByCopy(db, PARCELS, municipalityKey, rows, updateColumns);
}

/** Inserts or updates a large batch of sales through COPY, in one transaction. */
export function copyUpsertSales(
  db: Db,
  municipalityKey: string,
  rows: SaleRow[],
  updateColumns: readonly (keyof SaleRow)[],
): Promise<UpsertCounts> {
  return upsertByCopy(db, SALES, municipalityKey, rows, updateColumns);
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
  return indexes.map((index) => index.definition);
}
