import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStrongPassword } from '@ir/domain';
import { openDatabase } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { runCli } from '../../test/run-cli.ts';
import { verifyPassword } from '../modules/users/passwords.ts';

// A run on a fresh data folder creates and migrates the embedded database: seconds alone,
// more beside a busy test suite.
const DATABASE_RUN_MS = 120_000;

/** The real command, as `npm run cli` runs it, on its own data folder. */
const cli = (args: string[]) => runCli(['user', 'create', ...args], { DATA_DIR: dataDir });

async function storedUsers() {
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  try {
    return await database.db.select().from(users);
  } finally {
    await database.close();
  }
}

let tmp: string;
let dataDir: string;

beforeAll(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'ir-user-create-'));
  dataDir = path.join(tmp, 'data');
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('user create', () => {
  it.each([
    [['--email', 'a@example.com', '--role', 'user'], '--muni KEY is required'],
    [
      ['--muni', 'Spring-Field', '--email', 'a@example.com', '--role', 'user'],
      '"Spring-Field" is not a municipality key',
    ],
    [['--muni', 'kent', '--role', 'user'], '--email E is required'],
    [
      ['--muni', 'kent', '--email', 'a@example.com'],
      '--role R is required (one of: user, town, super, admin, mega-admin)',
    ],
    [
      ['--muni', 'kent', '--email', 'a@example.com', '--role', 'root'],
      'Unknown role "root"; the roles are: user, town, super, admin, mega-admin',
    ],
    [
      ['--muni', 'kent', '--email', 'not-an-address', '--role', 'user'],
      '"not-an-address" is not a valid e-mail address',
    ],
    [
      ['--muni', 'kent', '--email', 'a@example.com', '--role', 'user', '--password', 'password1'],
      'The password is too weak: it needs a lowercase letter, an uppercase letter, a digit and 8 to 128 characters',
    ],
    [
      ['--muni', 'kent', '--email', 'a@example.com', '--role', 'user', 'extra'],
      'Unexpected argument: extra',
    ],
  ])('exits 2 for %j, naming the problem, and creates nothing', async (args, message) => {
    const run = await cli(args);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
    expect(run.stdout).toBe('');
    expect(existsSync(dataDir)).toBe(false);
  });

  it(
    'creates an active, verified account on a fresh data folder, printing a generated password',
    async () => {
      const run = await cli([
        '--muni',
        'kent',
        '--email',
        ' Assessor@Kent.Example ',
        '--role',
        'super',
      ]);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      const match =
        /^Created super account assessor@kent\.example in kent \(active, verified\)\nPassword: (\S+)\n\(shown only this once\)\n$/.exec(
          run.stdout,
        );
      expect(match).not.toBeNull();
      const password = match?.[1] ?? '';
      expect(isStrongPassword(password)).toBe(true);

      const [user] = await storedUsers();
      expect(user).toMatchObject({
        municipalityKey: 'kent',
        email: 'assessor@kent.example',
        role: 'super',
        status: 'active',
      });
      expect(user?.verifiedAt).toBeInstanceOf(Date);
      expect(await verifyPassword(user?.passwordHash ?? '', password)).toBe(true);
    },
    DATABASE_RUN_MS,
  );

  it(
    'uses the password given, without printing it, and refuses a duplicate with exit 1',
    async () => {
      const args = ['--muni', 'lyons', '--email', 'clerk@lyons.example', '--role', 'town'];
      const created = await cli([...args, '--password', 'Given-Pass-123']);
      expect(created.code).toBe(0);
      expect(created.stdout).toBe(
        'Created town account clerk@lyons.example in lyons (active, verified)\n',
      );

      const again = await cli([
        '--muni',
        'lyons',
        '--email',
        'CLERK@lyons.example',
        '--role',
        'admin',
      ]);
      expect(again.code).toBe(1);
      expect(again.stderr).toBe(
        'An account for clerk@lyons.example already exists in lyons; nothing was changed\n',
      );
      expect(again.stdout).toBe('');

      const stored = (await storedUsers()).filter((u) => u.municipalityKey === 'lyons');
      expect(stored).toHaveLength(1);
      expect(stored[0]?.role).toBe('town');
      expect(await verifyPassword(stored[0]?.passwordHash ?? '', 'Given-Pass-123')).toBe(true);
    },
    DATABASE_RUN_MS,
  );
});
