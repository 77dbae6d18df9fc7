import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { municipalities } from '../../db/schema/index.ts';
import type { MunicipalityConfig } from './catalog.ts';

/** Writes the catalog to the table in one statement (insert, or update what changed). */
export async function upsertMunicipalities(db: Db, catalog: MunicipalityConfig[]): Promise<void> {
  await db
    .insert(municipalities)
    .values(catalog)
    .onConflictDoUpdate({
      target: municipalities.key,
      set: {
        displayName: sql`excluded.display_name`,
        shortName: sql`excluded.short_name`,
        website: sql`excluded.website`,
        filingDeadline: sql`excluded.filing_deadline`,
        secondNoticeMonth: sql`excluded.second_notice_month`,
        hosts: sql`excluded.hosts`,
        updatedAt: sql`now()`,
      },
      // Unchanged rows are left alone, so a routine start writes nothing.
      setWhere: sql`(${municipalities.displayName}, ${municipalities.shortName}, ${municipalities.website}, ${municipalities.filingDeadline}, ${municipalities.secondNoticeMonth}, ${municipalities.hosts})
        is distinct from (excluded.display_name, excluded.short_name, excluded.website, excluded.filing_deadline, excluded.second_notice_month, excluded.hosts)`,
    });
}

export async function listMunicipalities(db: Db): Promise<MunicipalityConfig[]> {
  const rows = await db.select().from(municipalities).orderBy(municipalities.key);
  return rows.map(({ updatedAt: _updatedAt, ...row }) => row as MunicipalityConfig);
}
