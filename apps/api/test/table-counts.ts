import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

/**
 * The row count of every table of the schema, by name: a refusal that writes nothing leaves
 * every one as it was, whichever module owns the table, tables added later included.
 */
export async function countEveryTable(
  db: Db,
  except: readonly string[] = [],
): Promise<Record<string, number>> {
  const tables = (await db.execute(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
    order by table_name`)) as unknown as { rows: Array<{ name: string }> };
  const names = tables.rows.map((row) => row.name).filter((name) => !except.includes(name));
  const counts = (await db.execute(
    sql.raw(
      names
        .map((name) => `select '${name}' as name, count(*)::int as n from "${name}"`)
        .join(' union all '),
    ),
  )) as unknown as { rows: Array<{ name: string; n: number }> };
  return Object.fromEntries(counts.rows.map((row) => [row.name, Number(row.n)]));
}
