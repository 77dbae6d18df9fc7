import { loadConfig } from '../config.ts';
import {
  addMunicipality,
  findFilingOverride,
  listMunicipalities,
  setMunicipality,
  type MunicipalityConfig,
  type MunicipalityOptions,
} from '../modules/municipalities/index.ts';
import { parseCommandArgs, UsageError } from './usage.ts';
import { withDatabase } from './with-database.ts';

const SETTING_OPTIONS = {
  key: { type: 'string' },
  name: { type: 'string' },
  short: { type: 'string' },
  website: { type: 'string' },
  phone: { type: 'string' },
  'comparison-url': { type: 'string' },
  'ie-form-url': { type: 'string' },
  'grievance-day': { type: 'string' },
  'assessor-name': { type: 'string' },
  'assessor-address': { type: 'string' },
  'assessor-phone': { type: 'string' },
  'equalization-rate': { type: 'string' },
  'equalization-rate-year': { type: 'string' },
  'representative-authorization': { type: 'string' },
  'meeting-url-template': { type: 'string' },
  'integrity-guard': { type: 'string' },
  'publish-outcomes': { type: 'string' },
  deadline: { type: 'string' },
  'roll-year': { type: 'string' },
  'second-notice-month': { type: 'string' },
  host: { type: 'string', multiple: true },
  help: { type: 'boolean', short: 'h' },
} as const;

const USAGE = `Usage:
  npm run cli -- municipality list
  npm run cli -- municipality add --key KEY --name NAME --short SHORT --website https://… \\
      --deadline YYYY-MM-DD --roll-year YYYY [--host HOST]... [--phone PHONE] \\
      [--comparison-url TEMPLATE] [--ie-form-url https://…] [--grievance-day YYYY-MM-DD] \\
      [--second-notice-month YYYY-MM] [--assessor-name NAME] [--assessor-address LINE] \
      [--assessor-phone PHONE] [--equalization-rate PERCENT --equalization-rate-year YYYY] \
      [--representative-authorization file|e_sign|either] \\
      [--meeting-url-template 'https://…{municipality}…{filingNumber}…{token}'] \\
      [--integrity-guard off|warn|require_note] [--publish-outcomes on|off]
  npm run cli -- municipality set --key KEY [any option of add]
--host replaces the hosts (repeat it for several; --host "" removes them all); an empty value
clears an optional setting. docs/municipalities.md explains each one.
`;

function parse(args: string[]) {
  const { values, positionals } = parseCommandArgs(args, SETTING_OPTIONS);
  if (positionals.length > 0) throw new UsageError(`Unexpected argument: ${positionals.join(' ')}`);
  const options: MunicipalityOptions = {
    name: values.name,
    short: values.short,
    website: values.website,
    phone: values.phone,
    comparisonUrl: values['comparison-url'],
    ieFormUrl: values['ie-form-url'],
    grievanceDay: values['grievance-day'],
    assessorName: values['assessor-name'],
    assessorAddress: values['assessor-address'],
    assessorPhone: values['assessor-phone'],
    equalizationRate: values['equalization-rate'],
    equalizationRateYear: values['equalization-rate-year'],
    representativeAuthorization: values['representative-authorization'],
    meetingUrlTemplate: values['meeting-url-template'],
    integrityGuard: values['integrity-guard'],
    publishOutcomes: values['publish-outcomes'],
    deadline: values.deadline,
    rollYear: values['roll-year'],
    secondNoticeMonth: values['second-notice-month'],
    hosts: values.host?.filter((host) => host.trim() !== ''),
  };
  return { key: values.key, help: values.help === true, options };
}

function describe(m: MunicipalityConfig): string {
  const lines = [
    `${m.key}: ${m.displayName} (${m.shortName})`,
    `  website            ${m.website}`,
    `  hosts              ${[...m.hosts, `${m.key}.localhost`].join(', ')}`,
    `  filing deadline    ${m.filingDeadline} (roll year ${m.rollYear})`,
    `  grievance day      ${m.grievanceDay ?? '(not set)'}`,
    `  support phone      ${m.supportPhone ?? '(the firm’s)'}`,
    `  comparison site    ${m.comparisonSiteUrl ?? '(none)'}`,
    `  I&E form           ${m.incomeExpenseFormUrl ?? '(none)'}`,
    `  assessor           ${[m.assessorName, m.assessorAddress, m.assessorPhone].filter(Boolean).join(', ') || '(not set)'}`,
    `  equalization rate  ${m.equalizationRate === undefined ? '(not set)' : `${m.equalizationRate}% (${m.equalizationRateYear})`}`,
    `  representatives    ${m.representativeAuthorization ?? 'file'} (what a representative's filing needs)`,
    `  meeting link       ${m.meetingUrlTemplate ?? '(not set: no video meetings)'}`,
    `  integrity guard    ${m.integrityGuard ?? 'warn'} (the check before a reduction is final)`,
    `  outcomes           ${m.publishOutcomes ? 'published on /outcomes' : 'not published'}`,
  ];
  return `${lines.join('\n')}\n`;
}

/** `municipality list|add|set`: municipalities as data, without a code change (decision 034). */
export async function runMunicipalityCommand(verb: string, args: string[]): Promise<number> {
  if (verb === 'list') {
    if (args.includes('--help') || args.includes('-h')) {
      process.stdout.write(USAGE);
      return 0;
    }
    if (args.length > 0) throw new UsageError(`Unexpected argument: ${args.join(' ')}`);
    const rows = await withDatabase(loadConfig(), async (db) => {
      const all = await listMunicipalities(db);
      return Promise.all(
        all.map(async (m) => ({ m, override: await findFilingOverride(db, m.key) })),
      );
    });
    for (const { m, override } of rows) {
      const deadline = override
        ? `${override.deadline} (set on /admin; default ${m.filingDeadline})`
        : m.filingDeadline;
      process.stdout.write(
        `${m.key.padEnd(16)} ${m.displayName.padEnd(30)} deadline ${deadline}  hosts ${m.hosts.join(', ') || '-'}\n`,
      );
    }
    return 0;
  }
  const { key, help, options } = parse(args);
  if (help) {
    process.stdout.write(USAGE);
    return 0;
  }
  if (!key) throw new UsageError('--key KEY is required');
  const config = loadConfig();
  if (verb === 'add') {
    const added = await withDatabase(config, (db) => addMunicipality(db, key, options));
    process.stdout.write(`Added ${describe(added)}`);
    process.stdout.write(
      `Next: npm run cli -- import parcels --muni ${key} ROLL.csv; import sales --muni ${key} SALES.csv; user create --muni ${key} --role mega-admin --email …\n`,
    );
    return 0;
  }
  const { municipality, changed, override } = await withDatabase(config, async (db) => ({
    ...(await setMunicipality(db, key, options)),
    override: await findFilingOverride(db, key),
  }));
  process.stdout.write(`${changed ? 'Changed' : 'Nothing to change:'} ${describe(municipality)}`);
  if (override && (options.deadline !== undefined || options.rollYear !== undefined)) {
    process.stdout.write(
      `Note: the mega-admin's filing period (${override.deadline}, roll year ${override.rollYear}) still applies until it is reset on /admin.\n`,
    );
  }
  return 0;
}
