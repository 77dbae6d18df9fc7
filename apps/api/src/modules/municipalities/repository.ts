import { eq, sql } from 'drizzle-orm';
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
  return rows.map(
    ({ updatedAt: _updatedAt, deadlineOverride: _d, rollYearOverride: _r, ...row }) =>
      row as MunicipalityConfig,
  );
}

export interface FilingOverride {
  deadline: string;
  rollYear: number;
}

/**
 * The stored filing period of one municipality, read per request so every instance sees a
 * change at once. `forUpdate` locks the row for a change and its audit row.
 */
export async function findFilingOverride(
  db: Db,
  municipalityKey: string,
  options: { forUpdate?: boolean } = {},
): Promise<FilingOverride | null> {
  const query = db
    .select({
      deadline: municipalities.deadlineOverride,
      rollYear: municipalities.rollYearOverride,
    })
    .from(municipalities)
    .where(eq(municipalities.key, municipalityKey));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row || row.deadline === null || row.rollYear === null) return null;
  return { deadline: row.deadline, rollYear: row.rollYear };
}

/** Stores (or with null, removes) the override; answers whether the row exists. */
export async function writeFilingOverride(
  db: Db,
  municipalityKey: string,
  override: FilingOverride | null,
): Promise<boolean> {
  const rows = await db
    .update(municipalities)
    .set({
      deadlineOverride: override?.deadline ?? null,
      rollYearOverride: override?.rollYear ?? null,
      updatedAt: sql`now()`,
    })
    .where(eq(municipalities.key, municipalityKey))
    .returning({ key: municipalities.key });
  return rows.length === 1;
}
