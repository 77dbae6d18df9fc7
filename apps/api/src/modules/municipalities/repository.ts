import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { municipalities, municipalitiesRevision } from '../../db/schema/index.ts';
import type { IntegrityGuard, RepresentativeAuthorizationRule } from '@ir/domain';
import type { MunicipalityConfig } from '../../plugins/municipality.ts';

/** Inserts the catalog's municipalities the table lacks; a row that exists is never changed. */
export async function seedMunicipalities(db: Db, catalog: MunicipalityConfig[]): Promise<void> {
  await db
    .insert(municipalities)
    .values(catalog.map(toRow))
    .onConflictDoNothing({ target: municipalities.key });
}

function toRow(m: MunicipalityConfig): typeof municipalities.$inferInsert {
  return {
    key: m.key,
    displayName: m.displayName,
    shortName: m.shortName,
    website: m.website,
    filingDeadline: m.filingDeadline,
    rollYear: m.rollYear,
    secondNoticeMonth: m.secondNoticeMonth,
    hosts: m.hosts,
    supportPhone: m.supportPhone ?? null,
    comparisonSiteUrl: m.comparisonSiteUrl ?? null,
    incomeExpenseFormUrl: m.incomeExpenseFormUrl ?? null,
    grievanceDay: m.grievanceDay ?? null,
    assessorName: m.assessorName ?? null,
    assessorAddress: m.assessorAddress ?? null,
    assessorPhone: m.assessorPhone ?? null,
    equalizationRate: m.equalizationRate ?? null,
    equalizationRateYear: m.equalizationRateYear ?? null,
    representativeAuthorization: m.representativeAuthorization ?? 'file',
    meetingUrlTemplate: m.meetingUrlTemplate ?? null,
    integrityGuard: m.integrityGuard ?? 'warn',
    publishOutcomes: m.publishOutcomes ?? false,
  };
}

type Row = typeof municipalities.$inferSelect;

function toConfig(row: Row): MunicipalityConfig {
  const m: MunicipalityConfig = {
    key: row.key,
    displayName: row.displayName,
    shortName: row.shortName,
    website: row.website,
    filingDeadline: row.filingDeadline,
    rollYear: row.rollYear,
    secondNoticeMonth: row.secondNoticeMonth,
    hosts: row.hosts,
  };
  if (row.supportPhone) m.supportPhone = row.supportPhone;
  if (row.comparisonSiteUrl) m.comparisonSiteUrl = row.comparisonSiteUrl;
  if (row.incomeExpenseFormUrl) m.incomeExpenseFormUrl = row.incomeExpenseFormUrl;
  if (row.grievanceDay) m.grievanceDay = row.grievanceDay;
  if (row.assessorName) m.assessorName = row.assessorName;
  if (row.assessorAddress) m.assessorAddress = row.assessorAddress;
  if (row.assessorPhone) m.assessorPhone = row.assessorPhone;
  if (row.equalizationRate !== null) m.equalizationRate = row.equalizationRate;
  if (row.equalizationRateYear !== null) m.equalizationRateYear = row.equalizationRateYear;
  m.representativeAuthorization =
    row.representativeAuthorization as RepresentativeAuthorizationRule;
  if (row.meetingUrlTemplate) m.meetingUrlTemplate = row.meetingUrlTemplate;
  m.integrityGuard = row.integrityGuard as IntegrityGuard;
  m.publishOutcomes = row.publishOutcomes;
  return m;
}

export async function listMunicipalities(db: Db): Promise<MunicipalityConfig[]> {
  const rows = await db.select().from(municipalities).orderBy(municipalities.key);
  return rows.map(toConfig);
}

/** One municipality as stored; `forUpdate` locks its row for a change and its audit row. */
export async function findMunicipality(
  db: Db,
  key: string,
  options: { forUpdate?: boolean } = {},
): Promise<MunicipalityConfig | null> {
  const query = db.select().from(municipalities).where(eq(municipalities.key, key));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ? toConfig(row) : null;
}

/** The number the table's trigger raises with every change (decision 034). */
export async function readMunicipalitiesRevision(db: Db): Promise<number> {
  const [row] = await db
    .select({ revision: municipalitiesRevision.revision })
    .from(municipalitiesRevision);
  return row?.revision ?? 0;
}

/** The columns a settings change writes; undefined leaves a column as it is. */
export type MunicipalityChanges = Partial<{
  displayName: string;
  shortName: string;
  website: string;
  supportPhone: string | null;
  comparisonSiteUrl: string | null;
  incomeExpenseFormUrl: string | null;
  grievanceDay: string | null;
  assessorName: string | null;
  assessorAddress: string | null;
  assessorPhone: string | null;
  equalizationRate: number | null;
  equalizationRateYear: number | null;
  representativeAuthorization: RepresentativeAuthorizationRule;
  meetingUrlTemplate: string | null;
  integrityGuard: IntegrityGuard;
  publishOutcomes: boolean;
  filingDeadline: string;
  rollYear: number;
  secondNoticeMonth: string;
  hosts: string[];
}>;

export async function updateMunicipality(
  db: Db,
  key: string,
  changes: MunicipalityChanges,
): Promise<void> {
  await db
    .update(municipalities)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(municipalities.key, key));
}

export async function insertMunicipality(db: Db, m: MunicipalityConfig): Promise<void> {
  await db.insert(municipalities).values(toRow(m));
}

/**
 * Every host any municipality answers on, with its owner. The table is locked against other
 * writers first, so two commands adding the same host cannot both pass the check.
 */
export async function claimedHosts(db: Db): Promise<Map<string, string>> {
  await db.execute(sql`lock table ${municipalities} in share row exclusive mode`);
  const rows = await db
    .select({ key: municipalities.key, hosts: municipalities.hosts })
    .from(municipalities);
  return new Map(rows.flatMap((r) => r.hosts.map((host) => [host, r.key] as const)));
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
