import { count, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { parcels, sales } from '../../db/schema/index.ts';
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
  /** The row's property name and its column, for every column a row carries. */
  columns: Array<{ key: string; column: PgColumn }>;
  conflictTarget: string[];
}

const NOT_FROM_ROWS = new Set(['id', 'municipalityKey', 'createdAt', 'updatedAt']);

function bulkTable(table: PgTable, conflictTarget: string[]): BulkTable {
  const columns = Object.entries(getTableColumns(table) as Record<string, PgColumn>)
    .filter(([key]) => !NOT_FROM_ROWS.has(key))
    .map(([key, column]) => ({ key, column }));
  return { table, columns, conflictTarget };
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
function upsertSql(
  target: BulkTable,
  municipalityKey: string,
  rows: object[],
  updateKeys: readonly string[],
): SQL {
  const assignments = updateKeys.map((key) => {
    const found = target.columns.find((c) => c.key === key);
    if (!found) throw new Error(`No column ${key} to update`);
    const name = sql.identifier(found.column.name);
    return sql`${name} = excluded.${name}`;
  });
  assignments.push(sql`updated_at = now()`);
  // A row whose xmax is 0 was created by this statement; otherwise ON CONFLICT updated it.
  return sql`${insertFromJson(target, municipalityKey, rows)}
    on conflict (${sql.raw(target.conflictTarget.join(', '))}) do update set ${sql.join(assignments, sql`, `)}
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
    const inserted = result.rows.filter((r) => r.inserted).length;
    return { inserted, updated: result.rows.length - inserted };
  });
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

// Keeps each JSON parameter a few megabytes at most.
const INSERT_CHUNK = 2_000;

/** Replaces every parcel and sale of one municipality, all or nothing. */
export async function replaceParcelsAndSales(
  db: Db,
  municipalityKey: string,
  parcelRows: ParcelRow[],
  saleRows: SaleRow[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(sales).where(eq(sales.municipalityKey, municipalityKey));
    await tx.delete(parcels).where(eq(parcels.municipalityKey, municipalityKey));
    for (const [target, rows] of [
      [PARCELS, parcelRows],
      [SALES, saleRows],
    ] as const) {
      for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
        await tx.execute(insertFromJson(target, municipalityKey, rows.slice(i, i + INSERT_CHUNK)));
      }
    }
  });
}
