import {
  FILING_ROLL_YEAR_MAX,
  FILING_ROLL_YEAR_MIN,
  isoDateSchema,
  isoMonthSchema,
  MESSAGES,
  MUNICIPALITY_KEY_PATTERN,
  type MunicipalitySettings,
  municipalitySettingsSchema,
  type StoredMunicipalitySettings,
} from '@ir/domain';
import { ruleText } from '@ir/domain/catalogues.ts';
import { audit, type Tx } from '../audit/index.ts';
import type { Db } from '../../db/client.ts';
import type { MunicipalityConfig } from '../../plugins/municipality.ts';
import {
  claimedHosts,
  findMunicipality,
  insertMunicipality,
  updateMunicipality,
  type MunicipalityChanges,
} from './repository.ts';

/**
 * A municipality's settings as data (decision 034): the mega-admin's form on /admin and the
 * operator's `cli municipality add|set` both change them here, each with its audit row in the
 * same transaction.
 */

/** An operator's or a form's input that cannot be stored; nothing was changed. */
export class MunicipalityInputError extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'MunicipalityInputError';
  }
}

const SETTING_KEYS = [
  'displayName',
  'shortName',
  'website',
  'supportPhone',
  'comparisonSiteUrl',
  'incomeExpenseFormUrl',
  'grievanceDay',
  'assessorName',
  'assessorAddress',
  'assessorPhone',
  'equalizationRate',
  'equalizationRateYear',
  'representativeAuthorization',
  'meetingUrlTemplate',
  'integrityGuard',
  'publishOutcomes',
] as const satisfies readonly (keyof MunicipalitySettings)[];

export function storedSettings(m: MunicipalityConfig): StoredMunicipalitySettings {
  return {
    key: m.key,
    displayName: m.displayName,
    shortName: m.shortName,
    website: m.website,
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
    hosts: m.hosts,
  };
}

/** What an added municipality was given: its filing period too, and no unset settings. */
function addedSettings(m: MunicipalityConfig): Record<string, unknown> {
  const given = Object.entries(storedSettings(m)).filter(([, value]) => value !== null);
  return {
    ...Object.fromEntries(given),
    filingDeadline: m.filingDeadline,
    rollYear: m.rollYear,
    secondNoticeMonth: m.secondNoticeMonth,
  };
}

/** The columns of `m` as the changes name them (null for an unset optional one). */
function current(m: MunicipalityConfig): Required<MunicipalityChanges> {
  const { hosts: _hosts, key: _key, ...settings } = storedSettings(m);
  return {
    ...settings,
    filingDeadline: m.filingDeadline,
    rollYear: m.rollYear,
    secondNoticeMonth: m.secondNoticeMonth,
    hosts: m.hosts,
  };
}

/** Only what differs from the stored row, so an unchanged save writes nothing. */
function differences(m: MunicipalityConfig, wanted: MunicipalityChanges) {
  const stored = current(m);
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(wanted)) {
    if (value === undefined) continue;
    const was = stored[field as keyof MunicipalityChanges];
    if (JSON.stringify(was) === JSON.stringify(value)) continue;
    before[field] = was;
    after[field] = value;
  }
  return { before, after: after as MunicipalityChanges, changed: Object.keys(after).length > 0 };
}

export interface SettingsActor {
  userId: number | null;
  requestId?: string;
}

/**
 * Writes `wanted` over municipality `key` with its audit row, in the caller's transaction
 * and under the row's lock. Answers the municipality as it now is; null when `key` is unknown.
 */
export async function changeMunicipality(
  tx: Tx,
  key: string,
  wanted: MunicipalityChanges,
  actor: SettingsActor,
  /** Refuses (throws) what the stored row and the changes together do not allow. */
  check: (stored: MunicipalityConfig) => void = () => undefined,
): Promise<{ municipality: MunicipalityConfig; changed: boolean } | null> {
  const stored = await findMunicipality(tx, key, { forUpdate: true });
  if (!stored) return null;
  check(stored);
  const { before, after, changed } = differences(stored, wanted);
  if (!changed) return { municipality: stored, changed };
  if (after.hosts) await refuseClaimedHosts(tx, key, after.hosts);
  await updateMunicipality(tx, key, after);
  await audit(tx, {
    municipalityKey: key,
    actorUserId: actor.userId,
    action: 'muni.settings',
    target: { type: 'municipality', id: key },
    before,
    after,
    requestId: actor.requestId,
  });
  return { municipality: withChanges(stored, after), changed };
}

function withChanges(m: MunicipalityConfig, changes: MunicipalityChanges): MunicipalityConfig {
  const merged: MunicipalityConfig = { ...m };
  for (const [field, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    if (value === null) delete (merged as unknown as Record<string, unknown>)[field];
    else (merged as unknown as Record<string, unknown>)[field] = value;
  }
  return merged;
}

/** The mega-admin's save on /admin: the form's settings replace the stored ones. */
export async function saveMunicipalitySettings(
  db: Db,
  key: string,
  settings: MunicipalitySettings,
  actor: SettingsActor,
): Promise<MunicipalityConfig> {
  const wanted: MunicipalityChanges = {};
  for (const field of SETTING_KEYS) Object.assign(wanted, { [field]: settings[field] });
  const result = await db.transaction((tx) => changeMunicipality(tx, key, wanted, actor));
  if (!result) throw new Error(`municipality ${key} is not in the table`);
  return result.municipality;
}

// ---- The operator's command line -------------------------------------------------------

/** What `cli municipality add` and `set` take, as typed; undefined: not given. */
export interface MunicipalityOptions {
  name?: string;
  short?: string;
  website?: string;
  phone?: string;
  comparisonUrl?: string;
  ieFormUrl?: string;
  grievanceDay?: string;
  assessorName?: string;
  assessorAddress?: string;
  assessorPhone?: string;
  equalizationRate?: string;
  equalizationRateYear?: string;
  representativeAuthorization?: string;
  meetingUrlTemplate?: string;
  integrityGuard?: string;
  /** `on` or `off`. */
  publishOutcomes?: string;
  deadline?: string;
  rollYear?: string;
  secondNoticeMonth?: string;
  hosts?: string[];
}

const DNS_NAME =
  /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;

/** A production host: a lower-case DNS name with a dot, no port, not under .localhost. */
export function checkHost(host: string): string {
  const name = host.trim().toLowerCase().replace(/\.$/, '');
  if (!DNS_NAME.test(name) || name === 'localhost' || name.endsWith('.localhost')) {
    throw new MunicipalityInputError(
      `"${host}" is not a host name (a DNS name such as greece.review.example.com, without https:// or a port; <key>.localhost always answers by itself)`,
      'host',
    );
  }
  return name;
}

function checkHosts(hosts: string[]): string[] {
  const names = hosts.map(checkHost);
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  if (twice) throw new MunicipalityInputError(`--host ${twice} is given twice`, 'host');
  return names;
}

async function refuseClaimedHosts(tx: Tx, key: string, hosts: string[]): Promise<void> {
  const claimed = await claimedHosts(tx);
  for (const host of hosts) {
    const owner = claimed.get(host);
    if (owner && owner !== key) {
      throw new MunicipalityInputError(`The host ${host} already belongs to "${owner}"`, 'host');
    }
  }
}

/** One setting through the form's own rule, so the CLI refuses exactly what /admin refuses. */
function setting<K extends (typeof SETTING_KEYS)[number]>(
  field: K,
  value: string | undefined,
): MunicipalitySettings[K] | undefined {
  if (value === undefined) return undefined;
  const parsed = municipalitySettingsSchema.shape[field].safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]?.message;
    // The operator's command line reads English.
    throw new MunicipalityInputError(issue ? ruleText('en', issue) : `bad ${field}`, field);
  }
  return parsed.data as MunicipalitySettings[K];
}

/** A switch as the operator types it: `on` or `off`. */
function onOff(flag: string, value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  if (value === 'on' || value === 'off') return value === 'on';
  throw new MunicipalityInputError(`--${flag} takes on or off (got "${value}")`, flag);
}

/** The options' changes, each checked; a filing period is checked as the /admin card checks it. */
export function changesFrom(options: MunicipalityOptions): MunicipalityChanges {
  const changes: MunicipalityChanges = {
    displayName: setting('displayName', options.name),
    shortName: setting('shortName', options.short),
    website: setting('website', options.website),
    supportPhone: setting('supportPhone', options.phone),
    comparisonSiteUrl: setting('comparisonSiteUrl', options.comparisonUrl),
    incomeExpenseFormUrl: setting('incomeExpenseFormUrl', options.ieFormUrl),
    grievanceDay: setting('grievanceDay', options.grievanceDay),
    assessorName: setting('assessorName', options.assessorName),
    assessorAddress: setting('assessorAddress', options.assessorAddress),
    assessorPhone: setting('assessorPhone', options.assessorPhone),
    equalizationRate: setting('equalizationRate', options.equalizationRate),
    equalizationRateYear: setting('equalizationRateYear', options.equalizationRateYear),
    representativeAuthorization: setting(
      'representativeAuthorization',
      options.representativeAuthorization,
    ),
    meetingUrlTemplate: setting('meetingUrlTemplate', options.meetingUrlTemplate),
    integrityGuard: setting('integrityGuard', options.integrityGuard),
    publishOutcomes: onOff('publish-outcomes', options.publishOutcomes),
  };
  if (options.deadline !== undefined) {
    if (!isoDateSchema.safeParse(options.deadline).success) {
      throw new MunicipalityInputError(MESSAGES.filingPeriod.badDeadline, 'deadline');
    }
    changes.filingDeadline = options.deadline;
  }
  if (options.rollYear !== undefined) {
    const year = /^\d{4}$/.test(options.rollYear) ? Number(options.rollYear) : NaN;
    if (!(year >= FILING_ROLL_YEAR_MIN && year <= FILING_ROLL_YEAR_MAX)) {
      throw new MunicipalityInputError(MESSAGES.filingPeriod.badRollYear, 'roll-year');
    }
    changes.rollYear = year;
  }
  if (options.secondNoticeMonth !== undefined) {
    if (!isoMonthSchema.safeParse(options.secondNoticeMonth).success) {
      throw new MunicipalityInputError(
        `--second-notice-month must be YYYY-MM (got "${options.secondNoticeMonth}")`,
        'second-notice-month',
      );
    }
    changes.secondNoticeMonth = options.secondNoticeMonth;
  }
  if (options.hosts !== undefined) changes.hosts = checkHosts(options.hosts);
  return changes;
}

function checkPeriod(deadline: string, rollYear: number): void {
  if (Math.abs(Number(deadline.slice(0, 4)) - rollYear) > 1) {
    throw new MunicipalityInputError(MESSAGES.filingPeriod.deadlineOutsideRollYear, 'deadline');
  }
}

/** `cli municipality add`: a new municipality, refused whole if any part is wrong. */
export async function addMunicipality(
  db: Db,
  key: string,
  options: MunicipalityOptions,
): Promise<MunicipalityConfig> {
  if (!MUNICIPALITY_KEY_PATTERN.test(key)) {
    throw new MunicipalityInputError(
      `"${key}" is not a municipality key: 2 to 40 lower-case letters and digits, starting with a letter (e.g. greece)`,
      'key',
    );
  }
  const required = {
    name: '--name',
    short: '--short',
    website: '--website',
    deadline: '--deadline',
    rollYear: '--roll-year',
  } as const;
  const missing = Object.entries(required).filter(
    ([option]) => options[option as keyof typeof required] === undefined,
  );
  if (missing.length > 0) {
    throw new MunicipalityInputError(
      `${missing.map(([, flag]) => flag).join(', ')} required to add a municipality`,
    );
  }
  const changes = changesFrom(options);
  const rollYear = changes.rollYear as number;
  checkPeriod(changes.filingDeadline as string, rollYear);
  const municipality: MunicipalityConfig = {
    key,
    displayName: changes.displayName as string,
    shortName: changes.shortName as string,
    website: changes.website as string,
    filingDeadline: changes.filingDeadline as string,
    rollYear,
    // The second value notice goes out in May of the roll year unless told otherwise.
    secondNoticeMonth: changes.secondNoticeMonth ?? `${rollYear}-05`,
    hosts: changes.hosts ?? [],
  };
  if (changes.supportPhone) municipality.supportPhone = changes.supportPhone;
  if (changes.comparisonSiteUrl) municipality.comparisonSiteUrl = changes.comparisonSiteUrl;
  if (changes.incomeExpenseFormUrl)
    municipality.incomeExpenseFormUrl = changes.incomeExpenseFormUrl;
  if (changes.grievanceDay) municipality.grievanceDay = changes.grievanceDay;
  if (changes.assessorName) municipality.assessorName = changes.assessorName;
  if (changes.assessorAddress) municipality.assessorAddress = changes.assessorAddress;
  if (changes.assessorPhone) municipality.assessorPhone = changes.assessorPhone;
  if (changes.equalizationRate) municipality.equalizationRate = changes.equalizationRate;
  if (changes.equalizationRateYear)
    municipality.equalizationRateYear = changes.equalizationRateYear;
  if (changes.representativeAuthorization)
    municipality.representativeAuthorization = changes.representativeAuthorization;
  if (changes.meetingUrlTemplate) municipality.meetingUrlTemplate = changes.meetingUrlTemplate;
  if (changes.integrityGuard) municipality.integrityGuard = changes.integrityGuard;
  if (changes.publishOutcomes) municipality.publishOutcomes = true;

  await db.transaction(async (tx) => {
    // Hosts first: their check locks the table, so the key check below cannot race.
    await refuseClaimedHosts(tx, key, municipality.hosts);
    if (await findMunicipality(tx, key)) {
      throw new MunicipalityInputError(
        `The municipality "${key}" already exists; use \`municipality set\` to change it`,
        'key',
      );
    }
    await insertMunicipality(tx, municipality);
    await audit(tx, {
      municipalityKey: key,
      actorUserId: null,
      action: 'muni.add',
      target: { type: 'municipality', id: key },
      after: addedSettings(municipality),
    });
  });
  return municipality;
}

/** `cli municipality set`: the given options over municipality `key`. */
export async function setMunicipality(
  db: Db,
  key: string,
  options: MunicipalityOptions,
): Promise<{ municipality: MunicipalityConfig; changed: boolean }> {
  const changes = changesFrom(options);
  const result = await db.transaction((tx) =>
    changeMunicipality(tx, key, changes, { userId: null }, (stored) =>
      checkPeriod(
        changes.filingDeadline ?? stored.filingDeadline,
        changes.rollYear ?? stored.rollYear,
      ),
    ),
  );
  if (!result) throw noSuchMunicipality(key);
  return result;
}

function noSuchMunicipality(key: string): MunicipalityInputError {
  return new MunicipalityInputError(
    `There is no municipality "${key}" (\`npm run cli -- municipality list\` shows the keys)`,
    'key',
  );
}

/** For a command that acts in municipality `key`: refuses a key the table does not hold. */
export async function requireMunicipality(db: Db, key: string): Promise<MunicipalityConfig> {
  const m = await findMunicipality(db, key);
  if (!m) throw noSuchMunicipality(key);
  return m;
}
