import {
  isFilingPeriodExpired,
  type FilingPeriod,
  type MunicipalityKey,
  type PublicMunicipality,
} from '@ir/domain';
import type { Db } from '../../db/client.ts';
import type { Config } from '../../config.ts';
import type { MunicipalityConfig, Municipalities } from '../../plugins/municipality.ts';
import { firmFor } from '../../plugins/request-context.ts';
import { municipalityCatalog } from './catalog.ts';
import {
  findFilingOverride,
  listMunicipalities,
  readMunicipalitiesRevision,
  seedMunicipalities,
  type FilingOverride,
} from './repository.ts';

/**
 * Resolves a request's municipality from its Host header. It holds the table in memory and
 * reloads it when the table's revision moves (decision 034), so a change made on any
 * instance applies on every instance within one poll.
 */
export class MunicipalityRegistry implements Municipalities {
  private byKey = new Map<string, MunicipalityConfig>();
  private byHost = new Map<string, MunicipalityConfig>();
  private revision: number | null = null;

  constructor(
    list: MunicipalityConfig[],
    private readonly defaultKey: MunicipalityKey,
    revision: number | null = null,
  ) {
    this.replace(list, revision);
  }

  private replace(list: MunicipalityConfig[], revision: number | null): void {
    const byKey = new Map<string, MunicipalityConfig>();
    const byHost = new Map<string, MunicipalityConfig>();
    for (const m of list) {
      byKey.set(m.key, m);
      byHost.set(`${m.key}.localhost`, m);
      for (const host of m.hosts) byHost.set(host.toLowerCase(), m);
    }
    if (!byKey.has(this.defaultKey)) {
      throw new Error(
        `DEFAULT_MUNICIPALITY "${this.defaultKey}" is not in the municipalities table`,
      );
    }
    this.byKey = byKey;
    this.byHost = byHost;
    this.revision = revision;
  }

  /** Reloads the table if its revision moved since the last load; answers whether it did. */
  async refresh(db: Db): Promise<boolean> {
    const revision = await readMunicipalitiesRevision(db);
    if (revision === this.revision) return false;
    this.replace(await listMunicipalities(db), revision);
    return true;
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

/** Seeds the catalog's missing municipalities, then reads the table as the registry. */
export async function loadMunicipalityRegistry(
  db: Db,
  defaultKey: MunicipalityKey,
  now: Date = new Date(),
): Promise<MunicipalityRegistry> {
  await seedMunicipalities(db, municipalityCatalog(now));
  const revision = await readMunicipalitiesRevision(db);
  return new MunicipalityRegistry(await listMunicipalities(db), defaultKey, revision);
}

/**
 * The filing period in force: a mega-admin's override if there is one, else the municipality's
 * own (what `cli municipality` set; the contract still calls it the catalog's).
 */
export function filingPeriodOf(
  m: MunicipalityConfig,
  override: FilingOverride | null,
  now: Date = new Date(),
): FilingPeriod {
  const deadline = override?.deadline ?? m.filingDeadline;
  return {
    deadline,
    rollYear: override?.rollYear ?? m.rollYear,
    source: override ? 'override' : 'catalog',
    catalogDeadline: m.filingDeadline,
    catalogRollYear: m.rollYear,
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
    rollYear: period.rollYear,
    secondNoticeMonth: m.secondNoticeMonth,
    expired: period.expired,
    firm: firmFor(firm, m),
    ...(m.comparisonSiteUrl ? { comparisonSiteUrl: m.comparisonSiteUrl } : {}),
    ...(m.incomeExpenseFormUrl ? { incomeExpenseFormUrl: m.incomeExpenseFormUrl } : {}),
    ...(m.publishOutcomes ? { publishOutcomes: true as const } : {}),
  };
}
