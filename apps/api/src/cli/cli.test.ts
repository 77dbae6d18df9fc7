import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { lockDataDir } from '../db/data-dir-lock.ts';
import { auditLog, parcels, sales } from '../db/schema/index.ts';
import { createPostgresCopy, dropPostgresDatabase, withDatabase } from '../../test/postgres.ts';
import { runCli } from '../../test/run-cli.ts';

const fixture = (name: string) =>
  fileURLToPath(new URL(`../../test/fixtures/${name}`, import.meta.url));

/** The real command, as `npm run cli` runs it, on its own data folder. */
const cli = (args: string[], env: Record<string, string> = {}) =>
  runCli(args, { DATA_DIR: dataDir, ...env });

let tmp: string;
let dataDir: string;

beforeAll(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'ir-cli-'));
  dataDir = path.join(tmp, 'data');
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('usage', () => {
  it('lists the commands with --help and exits 0', async () => {
    const run = await cli(['--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('import parcels --muni KEY FILE.csv');
    expect(run.stdout).toContain('import sales --muni KEY FILE.csv');
    expect(run.stdout).toContain('demo seed [--seed N] [--parcels N] [--sales N]');
    expect(run.stdout).toContain('reminders send');
  });

  it.each([
    [[], 'Usage: npm run cli -- <command> [options]'],
    [['frobnicate'], 'Unknown command "frobnicate"'],
    [['import', 'parcels', fixture('parcels-good.csv')], '--muni KEY is required'],
    [
      ['import', 'parcels', '--muni', 'Spring-Field', fixture('parcels-good.csv')],
      '"Spring-Field" is not a municipality key (`npm run cli -- municipality list` shows the keys)',
    ],
    [['municipality', 'set', '--name', 'Town of Greece'], '--key KEY is required'],
    [['municipality', 'add', '--key', 'greece', '--hots', 'x'], "Unknown option '--hots'"],
    [['import', 'parcels', '--muni', 'kent'], 'Name the CSV file to import'],
    [['import', 'sales', '--muni', 'kent', '--dry-run', 'x.csv'], "Unknown option '--dry-run'"],
    [
      ['demo', 'seed', '--parcels', 'lots'],
      '--parcels must be a whole number from 1 to 500,000 (got "lots")',
    ],
  ])('exits 2 for %j, naming the problem', async (args, message) => {
    const run = await cli(args);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
    expect(existsSync(dataDir)).toBe(false);
  });
});

describe('operational errors exit 1 with one message and write nothing', () => {
  it('refuses a missing file', async () => {
    const missing = path.join(tmp, 'missing.csv');
    const run = await cli(['import', 'parcels', '--muni', 'kent', missing]);
    expect(run).toMatchObject({ code: 1, stdout: '', stderr: `File not found: ${missing}\n` });
    expect(existsSync(dataDir)).toBe(false);
  });

  it('refuses malformed CSV', async () => {
    const run = await cli([
      'import',
      'parcels',
      '--muni',
      'kent',
      fixture('parcels-malformed.csv'),
    ]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /is not valid CSV: the row starting on line 3: Quote Not Closed.*Nothing was imported\.\n$/,
    );
    expect(existsSync(dataDir)).toBe(false);
  });

  it('refuses a bad configuration', async () => {
    const run = await cli(['import', 'parcels', '--muni', 'kent', fixture('parcels-good.csv')], {
      PORT: 'eighty',
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^Invalid configuration:\n {2}- PORT: /);
  });

  it('refuses while another process (the server) holds the data folder', async () => {
    const lockedDir = path.join(tmp, 'locked');
    const lock = lockDataDir(lockedDir);
    try {
      const run = await cli(['import', 'parcels', '--muni', 'kent', fixture('parcels-good.csv')], {
        DATA_DIR: lockedDir,
      });
      expect(run.code).toBe(1);
      expect(run.stderr).toBe(
        `The data folder ${lockedDir} is in use by another process (pid ${process.pid}), probably the running server. ` +
          `Stop it (Ctrl+C or \`kill ${process.pid}\`) and run the command again, or point DATABASE_URL at a PostgreSQL server to share the data.\n`,
      );
      expect(existsSync(path.join(lockedDir, 'pglite'))).toBe(false);
    } finally {
      lock.release();
    }
  });
});

describe('on a fresh data folder', () => {
  it('imports a file with one bad row: exit 0 and a report naming the line', async () => {
    const file = fixture('parcels-one-bad-row.csv');
    const run = await cli(['import', 'parcels', '--muni', 'lyons', file]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      new RegExp(
        [
          `^Imported parcels for lyons from ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
          '  rows read  5',
          '  inserted   4',
          '  updated    0',
          '  rejected   1',
          'Rejected rows:',
          '  line 4: total_av: must be a whole dollar amount \\(got "12x"\\)',
          'Done in \\d+\\.\\d s \\([\\d,]+ rows/s\\)\\n$',
        ].join('\\n'),
      ),
    );
  });

  // Several real processes, each opening the data folder: 8-15 s on quiet cores, three times
  // that while CI's other work shares them.
  it(
    'seeds the demo data and imports sales into the same database',
    { timeout: 90_000 },
    async () => {
      const seeded = await cli([
        'demo',
        'seed',
        '--seed',
        '3',
        '--parcels',
        '200',
        '--sales',
        '25',
      ]);
      expect(seeded.code).toBe(0);
      expect(seeded.stdout).toMatch(
        /^Seeded development from seed 3: 200 parcels, 26 sales \(25 arm's-length\) in \d+\.\d s\n$/,
      );
      const imported = await cli(['import', 'sales', '--muni', 'kent', fixture('sales.csv')]);
      expect(imported.code).toBe(0);
      expect(imported.stdout).toContain('  inserted   5');

      // The lock is released at exit, and the rows are in DATA_DIR/pglite.
      expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
      const database = await openDatabase({
        kind: 'pglite',
        dataDir: path.join(dataDir, 'pglite'),
      });
      try {
        expect(await database.db.$count(parcels, eq(parcels.municipalityKey, 'development'))).toBe(
          200,
        );
        expect(await database.db.$count(parcels, eq(parcels.municipalityKey, 'lyons'))).toBe(4);
        expect(await database.db.$count(sales, eq(sales.municipalityKey, 'kent'))).toBe(5);
      } finally {
        await database.close();
      }
    },
  );

  it('runs one reminder pass and says how many it enqueued', async () => {
    const run = await cli(['reminders', 'send']);
    expect(run.code).toBe(0);
    // Reminders are in sendDueReminders' tests; here the command's wiring and its report.
    expect(run.stdout).toBe('Reminders enqueued: 0 about drafts, 0 about answers closing\n');
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });
});

describe('municipalities as data (decision 034)', () => {
  let listedBefore: string | undefined;
  const GREECE = [
    '--key',
    'greece',
    '--name',
    'Town of Greece',
    '--short',
    'Greece',
    '--website',
    'https://greeceny.gov',
    '--deadline',
    '2027-03-31',
    '--roll-year',
    '2027',
    '--host',
    'greece.review.example.com',
  ];

  it(
    'adds a municipality, which then takes its roll and its first mega-admin',
    { timeout: 90_000 },
    async () => {
      const added = await cli(['municipality', 'add', ...GREECE]);
      expect(added.stderr).toBe('');
      expect(added.code).toBe(0);
      expect(added.stdout).toContain('Added greece: Town of Greece (Greece)');
      expect(added.stdout).toContain(
        'hosts              greece.review.example.com, greece.localhost',
      );

      const imported = await cli([
        'import',
        'parcels',
        '--muni',
        'greece',
        fixture('parcels-good.csv'),
      ]);
      expect(imported.code).toBe(0);
      const admin = await cli([
        'user',
        'create',
        '--muni',
        'greece',
        '--email',
        'mega@greece.example.com',
        '--role',
        'mega-admin',
      ]);
      expect(admin.stdout).toContain(
        'Created mega-admin account mega@greece.example.com in greece',
      );

      const listed = await cli(['municipality', 'list']);
      expect(listed.code).toBe(0);
      expect(listed.stdout).toMatch(
        /^greece +Town of Greece +deadline 2027-03-31 +hosts greece\.review\.example\.com$/m,
      );
      expect(listed.stdout).toMatch(/^amherst +Town of Amherst /m);

      // The audit row holds what was given, the filing period included, and no unset settings;
      // a setting with a stored default (representatives, the integrity guard, outcomes) is
      // recorded at it.
      const database = await openDatabase({
        kind: 'pglite',
        dataDir: path.join(dataDir, 'pglite'),
      });
      try {
        const [row] = await database.db
          .select({ after: auditLog.after, actor: auditLog.actorUserId })
          .from(auditLog)
          .where(eq(auditLog.action, 'muni.add'));
        expect(row).toEqual({
          actor: null,
          after: {
            key: 'greece',
            displayName: 'Town of Greece',
            shortName: 'Greece',
            website: 'https://greeceny.gov',
            hosts: ['greece.review.example.com'],
            filingDeadline: '2027-03-31',
            representativeAuthorization: 'file',
            integrityGuard: 'warn',
            publishOutcomes: false,
            rollYear: 2027,
            secondNoticeMonth: '2027-05',
          },
        });
      } finally {
        await database.close();
      }
    },
  );

  it('sets what it is given and leaves the rest', async () => {
    const set = await cli([
      'municipality',
      'set',
      '--key',
      'greece',
      '--grievance-day',
      '2027-05-25',
      '--phone',
      '(585) 555-0100',
      '--representative-authorization',
      'either',
      '--equalization-rate',
      '92.25',
      '--equalization-rate-year',
      '2026',
      '--assessor-name',
      'Pat Assessor',
      '--meeting-url-template',
      'https://meet.example.gov/{municipality}/{filingNumber}?t={token}',
      '--integrity-guard',
      'require_note',
      '--publish-outcomes',
      'on',
    ]);
    expect(set.code).toBe(0);
    expect(set.stdout).toContain('outcomes           published on /outcomes');
    expect(set.stdout).toContain(
      'integrity guard    require_note (the check before a reduction is final)',
    );
    expect(set.stdout).toContain(
      'meeting link       https://meet.example.gov/{municipality}/{filingNumber}?t={token}',
    );
    expect(set.stdout).toContain(
      "representatives    either (what a representative's filing needs)",
    );
    expect(set.stdout).toContain('equalization rate  92.25% (2026)');
    expect(set.stdout).toContain('assessor           Pat Assessor');
    expect(set.stdout).toContain('grievance day      2027-05-25');
    expect(set.stdout).toContain('support phone      (585) 555-0100');
    expect(set.stdout).toContain('website            https://greeceny.gov');
    const cleared = await cli([
      'municipality',
      'set',
      '--key',
      'greece',
      '--phone',
      '',
      '--publish-outcomes',
      'off',
    ]);
    expect(cleared.stdout).toContain('support phone      (the firm’s)');
    expect(cleared.stdout).toContain('outcomes           not published');
    // Left out, the guard stays as it was set.
    expect(cleared.stdout).toContain('integrity guard    require_note');
  });

  it.each([
    [
      ['municipality', 'set', '--key', 'kent', '--representative-authorization', 'sometimes'],
      'expected one of "file"|"e_sign"|"either"',
    ],
    [
      ['municipality', 'set', '--key', 'kent', '--integrity-guard', 'block'],
      'Choose off, warn or require a note for the integrity check.',
    ],
    [
      ['municipality', 'set', '--key', 'kent', '--publish-outcomes', 'yes'],
      '--publish-outcomes takes on or off (got "yes")',
    ],
    [['municipality', 'add', ...GREECE], 'The municipality "greece" already exists'],
    [
      ['municipality', 'add', ...GREECE.map((v) => (v === 'greece' ? 'Greece' : v))],
      '"Greece" is not a municipality key',
    ],
    [
      ['municipality', 'add', ...GREECE.map((v) => (v === 'greece' ? 'irondequoit' : v))],
      'The host greece.review.example.com already belongs to "greece"',
    ],
    [
      [
        'municipality',
        'add',
        ...GREECE.map((v) =>
          v === 'greece'
            ? 'ogden'
            : v === 'greece.review.example.com'
              ? 'amherst.informalreview.example'
              : v,
        ),
      ],
      'The host amherst.informalreview.example already belongs to "amherst"',
    ],
    [
      [
        'municipality',
        'add',
        ...GREECE.map((v) =>
          v === 'greece' ? 'ogden' : v === 'https://greeceny.gov' ? 'http://ogdenny.com' : v,
        ),
      ],
      'Enter the website as an https:// address.',
    ],
    [
      [
        'municipality',
        'add',
        ...GREECE.map((v) => (v === 'greece' ? 'ogden' : v === '2027-03-31' ? '2027-02-30' : v)),
      ],
      'Enter the deadline as a real date (YYYY-MM-DD).',
    ],
    [
      [
        'municipality',
        'add',
        ...GREECE.map((v) => (v === 'greece' ? 'ogden' : v === '2027' ? '2031' : v)),
      ],
      'The deadline must fall within a year of the roll year.',
    ],
    [
      [
        'municipality',
        'add',
        ...GREECE.map((v) =>
          v === 'greece'
            ? 'ogden'
            : v === 'greece.review.example.com'
              ? 'https://ogden.example.com'
              : v,
        ),
      ],
      '"https://ogden.example.com" is not a host name',
    ],
    [
      ['municipality', 'add', '--key', 'ogden', '--name', 'Town of Ogden'],
      '--short, --website, --deadline, --roll-year required',
    ],
    [
      ['municipality', 'set', '--key', 'springfield', '--short', 'Springfield'],
      'There is no municipality "springfield"',
    ],
    [
      ['municipality', 'set', '--key', 'kent', '--host', 'greece.review.example.com'],
      'The host greece.review.example.com already belongs to "greece"',
    ],
    [
      [
        'municipality',
        'set',
        '--key',
        'kent',
        '--comparison-url',
        'https://comps.example.gov/{owner}',
      ],
      'Enter an https:// address whose only {…} parts are',
    ],
    [
      ['municipality', 'set', '--key', 'kent', '--grievance-day', '2027-13-01'],
      'Enter Grievance Day as a real date (YYYY-MM-DD).',
    ],
    [
      ['import', 'parcels', '--muni', 'springfield', fixture('parcels-good.csv')],
      'There is no municipality "springfield"',
    ],
    [
      ['user', 'create', '--muni', 'springfield', '--email', 'a@example.com', '--role', 'user'],
      'There is no municipality "springfield"',
    ],
  ])('refuses %j with a clear message (exit 1)', async (args, message) => {
    listedBefore ??= (await cli(['municipality', 'list'])).stdout;
    const run = await cli(args);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(message);
  });

  it('and none of those refusals changed anything', async () => {
    expect(listedBefore).toContain('greece');
    expect((await cli(['municipality', 'list'])).stdout).toBe(listedBefore);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL (DATABASE_URL)', () => {
  const server = process.env.TEST_DATABASE_URL ?? '';
  let name: string;
  let env: Record<string, string>;
  beforeAll(async () => {
    name = await createPostgresCopy(server, inject('postgresTemplate'));
    env = {
      DATABASE_URL: withDatabase(server, name),
      CAPTCHA_HMAC_KEY: 'c'.repeat(64),
      EMAIL_LINK_KEY: 'e'.repeat(64),
      MFA_ENCRYPTION_KEY: 'a'.repeat(64),
    };
  });
  afterAll(() => dropPostgresDatabase(server, name));

  it('checks a first roll while it is loaded: the same report, and a malformed file leaves nothing', async () => {
    const file = fixture('parcels-one-bad-row.csv');
    const run = await runCli(['import', 'parcels', '--muni', 'lyons', file], env);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/ {2}inserted {3}4\n {2}updated {4}0\n {2}rejected {3}1\n/);
    expect(run.stdout).toContain('  line 4: total_av: must be a whole dollar amount (got "12x")');

    const malformed = fixture('parcels-malformed.csv');
    const refused = await runCli(['import', 'parcels', '--muni', 'kent', malformed], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /is not valid CSV: the row starting on line 3: Quote Not Closed.*Nothing was imported\.\n$/,
    );
    const database = await openDatabase({ kind: 'postgres', url: env.DATABASE_URL! });
    try {
      const kent = await database.db
        .select()
        .from(parcels)
        .where(eq(parcels.municipalityKey, 'kent'));
      expect(kent).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
