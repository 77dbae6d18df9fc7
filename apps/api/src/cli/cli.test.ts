import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { lockDataDir } from '../db/data-dir-lock.ts';
import { parcels, sales } from '../db/schema/index.ts';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const fixture = (name: string) =>
  fileURLToPath(new URL(`../../test/fixtures/${name}`, import.meta.url));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The real command, as `npm run cli` runs it, on its own data folder. */
function cli(args: string[], env: Record<string, string> = {}): Promise<Run> {
  const { DATABASE_URL: _url, INIT_CWD: _cwd, ...inherited } = process.env;
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/api/src/cli/index.ts', ...args],
      {
        cwd: ROOT,
        env: { ...inherited, NODE_ENV: 'development', DATA_DIR: dataDir, ...env },
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

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
      ['import', 'parcels', '--muni', 'springfield', fixture('parcels-good.csv')],
      'Unknown municipality "springfield"; the keys are: amherst,',
    ],
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

  it('seeds the demo data and imports sales into the same database', async () => {
    const seeded = await cli(['demo', 'seed', '--seed', '3', '--parcels', '200', '--sales', '25']);
    expect(seeded.code).toBe(0);
    expect(seeded.stdout).toMatch(
      /^Seeded development from seed 3: 200 parcels, 26 sales \(25 arm's-length\) in \d+\.\d s\n$/,
    );
    const imported = await cli(['import', 'sales', '--muni', 'kent', fixture('sales.csv')]);
    expect(imported.code).toBe(0);
    expect(imported.stdout).toContain('  inserted   5');

    // The lock is released at exit, and the rows are in DATA_DIR/pglite.
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    try {
      expect(await database.db.$count(parcels, eq(parcels.municipalityKey, 'development'))).toBe(
        200,
      );
      expect(await database.db.$count(parcels, eq(parcels.municipalityKey, 'lyons'))).toBe(4);
      expect(await database.db.$count(sales, eq(sales.municipalityKey, 'kent'))).toBe(5);
    } finally {
      await database.close();
    }
  });

  it('runs one reminder pass and says how many it enqueued', async () => {
    const run = await cli(['reminders', 'send']);
    expect(run.code).toBe(0);
    // Reminders are in sendDueReminders' tests; here the command's wiring and its report.
    expect(run.stdout).toBe('Reminders enqueued: 0 about drafts, 0 about answers closing\n');
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });
});
