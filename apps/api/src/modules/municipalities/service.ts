import {
  isFilingPeriodExpired,
  type FilingPeriod,
  type MunicipalityKey,
  type PublicMunicipality,
} from '@ir/domain';
import type { Db } from '../../db/client.ts';
import type { Config } from '../../config.ts';
import { municipalityCatalog, type MunicipalityConfig, type MunicipalityLinks } from './catalog.ts';
import {
  findFilingOverride,
  listMunicipalities,
  upsertMunicipalities,
  type FilingOverride,
} from './repository.ts';

/** Resolves a request's municipality from its Host header; loaded once per process. */
export class MunicipalityRegistry {
  private readonly byKey = new Map<string, MunicipalityConfig>();
  private readonly byHost = new Map<string, MunicipalityConfig>();

  constructor(
    list: MunicipalityConfig[],
    private readonly defaultKey: MunicipalityKey,
  ) {
    for (const m of list) {
      this.byKey.set(m.key, m);
      this.byHost.set(`${m.key}.localhost`, m);
      for (const host of m.hosts) this.byHost.set(host.toLowerCase(), m);
    }
    if (!this.byKey.has(defaultKey)) {
      throw new Error(`DEFAULT_MUNICIPALITY "${defaultKey}" is not in the municipalities table`);
    }
  }

  get(key: string): MunicipalityConfig | undefined {
    return this.byKey.get(key);
  }

  all(): MunicipalityConfig[] {
    return [...this.byKey.values()];
  }

  /** Host header -> municipality; unknown hosts fall back to DEFAULT_MUNICIPALITY. */
  resolve(hostHeader: string | undefined): MunicipalityConfig {
    const host = (hostHeader ?? '').toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
    return this.byHost.get(host) ?? (this.byKey.get(this.defaultKey) as MunicipalityConfig);
  }
}

/** Syncs the catalog into the database, then reads the table back as the registry. */
export async function loadMunicipalityRegistry(
  db: Db,
  defaultKey: MunicipalityKey,
  now: Date = new Date(),
): Promise<MunicipalityRegistry> {
  const catalog = municipalityCatalog(now);
  await upsertMunicipalities(db, catalog);
  // The table holds what the filing period and the hosts need; the links stay in the catalog
  // only (no column for them), so they are joined back by key.
  const links = new Map(
    catalog.map((m) => [
      m.key,
      {
        comparisonSiteUrl: m.comparisonSiteUrl,
        incomeExpenseFormUrl: m.incomeExpenseFormUrl,
        grievanceDay: m.grievanceDay,
      },
    ]),
  );
  const rows = await listMunicipalities(db);
  return new MunicipalityRegistry(
    rows.map((row) => withLinks(row, links.get(row.key))),
    defaultKey,
  );
}

function withLinks(
  m: MunicipalityConfig,
  links: MunicipalityLinks | undefined,
): MunicipalityConfig {
  const joined: MunicipalityConfig = { ...m };
  if (links?.comparisonSiteUrl) joined.comparisonSiteUrl = links.comparisonSiteUrl;
  if (links?.incomeExpenseFormUrl) joined.incomeExpenseFormUrl = links.incomeExpenseFormUrl;
  if (links?.grievanceDay) joined.grievanceDay = links.grievanceDay;
  return joined;
}

/**
 * The catalog names no roll year; its deadline belongs to the roll of the same year
 * (March 31, 2025 closes grievances on the 2025 roll).
 */
export function catalogRollYear(m: MunicipalityConfig): number {
  return Number(m.filingDeadline.slice(0, 4));
}

/** The filing period in force: the stored override if there is one, else the catalog's. */
export function filingPeriodOf(
  m: MunicipalityConfig,
  override: FilingOverride | null,
  now: Date = new Date(),
): FilingPeriod {
  const deadline = override?.deadline ?? m.filingDeadline;
  return {
    deadline,
    rollYear: override?.rollYear ?? catalogRollYear(m),
    source: override ? 'override' : 'catalog',
    catalogDeadline: m.filingDeadline,
    catalogRollYear: catalogRollYear(m),
    expired: isFilingPeriodExpired(deadline, now),
  };
}

/**
 * Reads the override from the database on every call (one primary-key lookup), never from
 * the registry: a mega-admin's change on one instance holds on every instance at once.
 */
export async function effectiveFilingPeriod(
  db: Db,
  m: MunicipalityConfig,
  now: Date = new Date(),
): Promise<FilingPeriod> {
  return filingPeriodOf(m, await findFilingOverride(db, m.key), now);
}

export async function isExpired(
  db: Db,
  m: MunicipalityConfig,
  now: Date = new Date(),
): Promise<boolean> {
  return (await effectiveFilingPeriod(db, m, now)).expired;
}

export async function toPublicMunicipality(
  db: Db,
  m: MunicipalityConfig,
  firm: Config['firm'],
  now: Date = new Date(),
): Promise<PublicMunicipality> {
  const period = await effectiveFilingPeriod(db, m, now);
  return {
    key: m.key,
    displayName: m.displayName,
    shortName: m.shortName,
    website: m.website,
    filingDeadline: period.deadline,
    secondNoticeMonth: m.secondNoticeMonth,
    expired: period.expired,
    firm,
    ...(m.comparisonSiteUrl ? { comparisonSiteUrl: m.comparisonSiteUrl } : {}),
    ...(m.incomeExpenseFormUrl ? { incomeExpenseFormUrl: m.incomeExpenseFormUrl } : {}),
  };
}
