import { isFilingPeriodExpired, type MunicipalityKey, type PublicMunicipality } from '@ir/domain';
import type { Db } from '../../db/client.ts';
import type { Config } from '../../config.ts';
import { municipalityCatalog, type MunicipalityConfig } from './catalog.ts';
import { listMunicipalities, upsertMunicipalities } from './repository.ts';

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
  await upsertMunicipalities(db, municipalityCatalog(now));
  return new MunicipalityRegistry(await listMunicipalities(db), defaultKey);
}

export function isExpired(m: MunicipalityConfig, now: Date = new Date()): boolean {
  return isFilingPeriodExpired(m.filingDeadline, now);
}

export function toPublicMunicipality(
  m: MunicipalityConfig,
  firm: Config['firm'],
  now: Date = new Date(),
): PublicMunicipality {
  return {
    key: m.key,
    displayName: m.displayName,
    shortName: m.shortName,
    website: m.website,
    filingDeadline: m.filingDeadline,
    secondNoticeMonth: m.secondNoticeMonth,
    expired: isExpired(m, now),
    firm,
  };
}
