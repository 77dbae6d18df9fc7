import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { lockDataDir } from '../db/data-dir-lock.ts';
import { loadMunicipalityRegistry } from '../modules/municipalities/index.ts';
import { insertUser } from '../modules/users/repository.ts';
import { DiskFileStorage } from '../plugins/storage-disk.ts';
import { backupEmbedded, countRows, restoreEmbedded } from './embedded-backup.ts';
import { DEPLOYMENT_KEYS } from '../../test/deployment-keys.ts';
import { runCli } from '../../test/run-cli.ts';

let tmp: string;
let source: string;
let sha: string;
const BYTES = Buffer.from(
  '%PDF-1.4\n a stored file, byte for byte \u0000\u00ff\n%%EOF\n',
  'latin1',
);

async function counts(dataDir: string) {
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  try {
    return await countRows(database.db);
  } finally {
    await database.close();
  }
}

const storedPath = (dataDir: string, hash: string) =>
  path.join(dataDir, 'files', hash.slice(0, 2), hash.slice(2, 4), hash);

beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'ir-backup-'));
  source = path.join(tmp, 'source');
  mkdirSync(source);
  // A migrated database with accounts and a stored file, as the server leaves DATA_DIR.
  // The migrated template when the suite made one (not on the PostgreSQL run).
  const template = inject('pgliteTemplate');
  const database = await openDatabase({
    kind: 'pglite',
    dataDir: path.join(source, 'pglite'),
    ...(template ? { loadDataDir: new Blob([readFileSync(template)]) } : {}),
  });
  try {
    if (!template) await database.migrate();
    await loadMunicipalityRegistry(database.db, 'development');
    for (const n of [1, 2, 3]) {
      await insertUser(database.db, {
        municipalityKey: 'kent',
        email: `owner${n}@example.com`,
        passwordHash: null,
        role: 'user',
        status: 'active',
      });
    }
  } finally {
    await database.close();
  }
  sha = (await new DiskFileStorage(path.join(source, 'files')).put(BYTES)).sha256;
}, 60_000);
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('backup and restore of the embedded database', () => {
  it('restores into a new DATA_DIR every row of every table and the stored files, byte for byte', async () => {
    const file = path.join(tmp, 'one.tar');
    const backedUp = await backupEmbedded(source, file);
    expect(backedUp.files).toBe(1);
    expect(backedUp.tables['public.users']).toBe(3);
    const target = path.join(tmp, 'target');
    const restored = await restoreEmbedded(target, file, { force: false });
    const before = await counts(source);
    expect(Object.keys(before).length).toBeGreaterThan(20);
    expect(before['drizzle.__drizzle_migrations']).toBeGreaterThan(0);
    expect(await counts(target)).toEqual(before);
    expect(restored.tables).toEqual(before);
    expect(readFileSync(storedPath(target, sha))).toEqual(BYTES);
    // Nothing of the work is left behind, and the lock is released.
    expect(existsSync(path.join(target, 'server.lock'))).toBe(false);
    expect(existsSync(`${file}.partial`)).toBe(false);
  });

  it('refuses an existing --out file, writing nothing', async () => {
    const file = path.join(tmp, 'exists.tar');
    writeFileSync(file, 'keep me');
    await expect(backupEmbedded(source, file)).rejects.toThrow(`${file} exists already`);
    expect(readFileSync(file, 'utf8')).toBe('keep me');
  });

  it('refuses a DATA_DIR with data unless forced, and never half-restores a damaged backup', async () => {
    const file = path.join(tmp, 'two.tar');
    await backupEmbedded(source, file);
    const target = path.join(tmp, 'busy-target');
    await restoreEmbedded(target, file, { force: false });
    const kept = await counts(target);

    await expect(restoreEmbedded(target, file, { force: false })).rejects.toThrow(
      'already holds a database or files. Restoring replaces them: add --force',
    );

    // A stored file's bytes changed inside the archive: caught by its hash, nothing replaced.
    const damaged = path.join(tmp, 'damaged.tar');
    const archive = readFileSync(file);
    const at = archive.indexOf(BYTES);
    expect(at).toBeGreaterThan(0);
    archive[at + 12] = archive[at + 12] === 0x41 ? 0x42 : 0x41;
    writeFileSync(damaged, archive);
    await expect(restoreEmbedded(target, damaged, { force: true })).rejects.toThrow(
      'does not match its hash',
    );
    // Cut short: refused before anything is unpacked.
    const short = path.join(tmp, 'short.tar');
    writeFileSync(short, readFileSync(file).subarray(0, 4096));
    await expect(restoreEmbedded(target, short, { force: true })).rejects.toThrow(
      'is not a backup of this application',
    );
    expect(await counts(target)).toEqual(kept);
    expect(readFileSync(storedPath(target, sha))).toEqual(BYTES);

    await restoreEmbedded(target, file, { force: true });
    expect(await counts(target)).toEqual(await counts(source));
  });

  it('through the command line: refuses while the server holds DATA_DIR, then backs up and restores', async () => {
    const file = path.join(tmp, 'cli.tar');
    const lock = lockDataDir(source);
    try {
      const refused = await runCli(['backup', '--out', file], { DATA_DIR: source });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`is in use by another process (pid ${process.pid})`);
      expect(existsSync(file)).toBe(false);
    } finally {
      lock.release();
    }
    const backup = await runCli(['backup', '--out', file], { DATA_DIR: source });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(
      /^Backed up .* to .*cli\.tar: \d+ tables, [\d,]+ rows, 1 stored files, [\d,]+ bytes\n$/,
    );

    const target = path.join(tmp, 'cli-target');
    const restore = await runCli(['restore', '--from', file], { DATA_DIR: target });
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(await counts(target)).toEqual(await counts(source));
    expect(readFileSync(storedPath(target, sha))).toEqual(BYTES);

    const again = await runCli(['restore', '--from', file], { DATA_DIR: target });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('add --force');

    const postgres = await runCli(['backup', '--out', path.join(tmp, 'pg.tar')], {
      DATA_DIR: source,
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      ...DEPLOYMENT_KEYS,
    });
    expect(postgres.code).toBe(1);
    expect(postgres.stderr).toContain('With DATABASE_URL, use pg_dump and pg_restore');

    const usage = await runCli(['backup'], { DATA_DIR: source });
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('--out FILE is required');
  }, 120_000);
});
