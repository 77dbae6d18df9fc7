import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../db/client.ts';
import { lockDataDir } from '../db/data-dir-lock.ts';
import { listTar, readEntry, TarWriter, type TarEntry } from './tar.ts';

/**
 * Backup and restore of the embedded database: DATA_DIR/pglite (PGlite's own dump) and the
 * stored files under DATA_DIR/files, in one plain tar with a manifest of the row counts.
 * Both hold DATA_DIR's lock, so neither runs beside the server; a restore is built beside
 * the data and checked before it replaces anything.
 */

export const BACKUP_FORMAT = 'informal-review-embedded-backup';
const MANIFEST = 'manifest.json';
const DATABASE_ENTRY = 'pglite.tar.gz';
const FILES = 'files';

/** A problem the operator can act on: its message is printed alone, exit code 1. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  version: 1;
  createdAt: string;
  /** Rows of every table, `schema.table`, checked again after a restore. */
  tables: Record<string, number>;
  files: number;
}

export interface BackupSummary {
  tables: Record<string, number>;
  files: number;
  bytes: number;
}

/** Rows of every table of the application's schema and of the migration journal. */
export async function countRows(db: Db): Promise<Record<string, number>> {
  const tables = (await db.execute(
    sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle')
        order by 1, 2`,
  )) as unknown as { rows: { schema: string; name: string }[] };
  const counts: Record<string, number> = {};
  for (const { schema, name } of tables.rows) {
    const result = (await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(schema)}.${sql.identifier(name)}`,
    )) as unknown as { rows: { n: number }[] };
    counts[`${schema}.${name}`] = Number(result.rows[0]?.n ?? 0);
  }
  return counts;
}

/** Paths under `root`, relative and with forward slashes, of every regular file. */
async function filesUnder(root: string): Promise<string[]> {
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** `backup --out FILE`: the whole embedded database and its files, into a new FILE. */
export async function backupEmbedded(dataDir: string, out: string): Promise<BackupSummary> {
  const pgliteDir = path.join(dataDir, 'pglite');
  if (!existsSync(path.join(pgliteDir, 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in ${dataDir} to back up.`);
  }
  if (existsSync(out)) throw new BackupError(`${out} exists already; name a new file.`);
  const lock = lockDataDir(dataDir);
  const partial = `${out}.partial`;
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDir });
    let tables: Record<string, number>;
    let dump: Blob;
    try {
      tables = await countRows(database.db);
      dump = await (database.dumpDataDir as () => Promise<Blob>)();
    } finally {
      await database.close();
    }
    const filesRoot = path.join(dataDir, FILES);
    const files = await filesUnder(filesRoot);
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: 1,
      createdAt: new Date().toISOString(),
      tables,
      files: files.length,
    };
    const handle = await open(partial, 'wx');
    try {
      const tar = new TarWriter(handle);
      await tar.addBytes(MANIFEST, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
      await tar.addBytes(DATABASE_ENTRY, new Uint8Array(await dump.arrayBuffer()));
      for (const file of files) {
        const source = await open(path.join(filesRoot, file), 'r');
        try {
          await tar.addFile(`${FILES}/${file}`, source);
        } finally {
          await source.close();
        }
      }
      await tar.finish();
      await handle.sync();
    } finally {
      await handle.close();
    }
    // Only a complete backup ever carries the name asked for.
    await rename(partial, out);
    return { tables, files: files.length, bytes: (await stat(out)).size };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    lock.release();
  }
}

/** The backup's manifest and entries, checked before anything is written. */
async function readBackup(from: string) {
  if (!existsSync(from)) throw new BackupError(`${from} does not exist.`);
  const handle = await open(from, 'r');
  try {
    let entries: TarEntry[];
    try {
      entries = await listTar(handle);
    } catch (error) {
      throw new BackupError(
        `${from} is not a backup of this application: ${(error as Error).message}`,
      );
    }
    const byName = new Map(entries.map((e) => [e.name, e]));
    const manifestEntry = byName.get(MANIFEST);
    const databaseEntry = byName.get(DATABASE_ENTRY);
    let manifest: Manifest | undefined;
    if (manifestEntry) {
      const chunks: Buffer[] = [];
      for await (const chunk of readEntry(handle, manifestEntry)) chunks.push(chunk);
      try {
        manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Manifest;
      } catch {
        manifest = undefined;
      }
    }
    if (!manifest || manifest.format !== BACKUP_FORMAT || !databaseEntry) {
      throw new BackupError(
        `${from} is not a backup of this application (made by \`backup --out\`).`,
      );
    }
    if (manifest.version !== 1) {
      throw new BackupError(
        `${from} is a backup of version ${manifest.version}; this version reads 1.`,
      );
    }
    const files = entries.filter((e) => e.name.startsWith(`${FILES}/`));
    if (files.length !== manifest.files) {
      throw new BackupError(`${from} is incomplete: ${files.length} of ${manifest.files} files.`);
    }
    return { handle, manifest, databaseEntry, files };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

const STORED_NAME = /^files\/([0-9a-f]{2})\/([0-9a-f]{2})\/([0-9a-f]{64})$/;

/** True when DATA_DIR already holds a database or stored files. */
function holdsData(dataDir: string): boolean {
  const nonEmpty = (dir: string) => existsSync(dir) && readdirSync(dir).length > 0;
  return nonEmpty(path.join(dataDir, 'pglite')) || nonEmpty(path.join(dataDir, FILES));
}

/**
 * `restore --from FILE [--force]`: replaces DATA_DIR's database and files with the backup's.
 * Everything is unpacked and checked beside them first (every file's SHA-256 against its
 * name, every table's row count against the manifest); only then are the old ones moved
 * aside and the new ones moved in, so a failure leaves DATA_DIR as it was.
 */
export async function restoreEmbedded(
  dataDir: string,
  from: string,
  options: { force: boolean },
): Promise<BackupSummary> {
  const backup = await readBackup(from);
  let lock: { release(): void } | undefined;
  const staging = path.join(dataDir, `.restore-${process.pid}`);
  const replaced = path.join(dataDir, `.replaced-${process.pid}`);
  try {
    lock = lockDataDir(dataDir);
    if (holdsData(dataDir) && !options.force) {
      throw new BackupError(
        `${dataDir} already holds a database or files. Restoring replaces them: add --force to do so.`,
      );
    }
    await rm(staging, { recursive: true, force: true });
    await mkdir(path.join(staging, FILES), { recursive: true });

    for (const entry of backup.files) {
      const match = STORED_NAME.exec(entry.name);
      if (!match || match[1] !== match[3]?.slice(0, 2) || match[2] !== match[3]?.slice(2, 4)) {
        throw new BackupError(`${from} holds an unexpected file: ${entry.name}`);
      }
      const target = path.join(staging, ...entry.name.split('/'));
      await mkdir(path.dirname(target), { recursive: true });
      const hash = createHash('sha256');
      const out = await open(target, 'wx');
      try {
        for await (const chunk of readEntry(backup.handle, entry)) {
          hash.update(chunk);
          await out.write(chunk);
        }
      } finally {
        await out.close();
      }
      if (hash.digest('hex') !== match[3]) {
        throw new BackupError(`${from} is damaged: ${entry.name} does not match its hash.`);
      }
    }

    const dump: Buffer[] = [];
    for await (const chunk of readEntry(backup.handle, backup.databaseEntry)) dump.push(chunk);
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: path.join(staging, 'pglite'),
      loadDataDir: new Blob([Buffer.concat(dump)]),
    });
    let tables: Record<string, number>;
    try {
      tables = await countRows(database.db);
    } finally {
      await database.close();
    }
    const differ = Object.keys({ ...tables, ...backup.manifest.tables }).filter(
      (name) => tables[name] !== backup.manifest.tables[name],
    );
    if (differ.length > 0) {
      throw new BackupError(`${from} did not restore as it was backed up (${differ.join(', ')}).`);
    }

    // The swap: old aside, new in; put the old back if a move fails half-way.
    await mkdir(replaced, { recursive: true });
    const moved: string[] = [];
    const placed: string[] = [];
    try {
      for (const part of ['pglite', FILES]) {
        if (existsSync(path.join(dataDir, part))) {
          await rename(path.join(dataDir, part), path.join(replaced, part));
          moved.push(part);
        }
      }
      for (const part of ['pglite', FILES]) {
        await rename(path.join(staging, part), path.join(dataDir, part));
        placed.push(part);
      }
    } catch (error) {
      for (const part of placed)
        await rm(path.join(dataDir, part), { recursive: true, force: true });
      for (const part of moved) await rename(path.join(replaced, part), path.join(dataDir, part));
      throw error;
    }
    return { tables, files: backup.files.length, bytes: (await stat(from)).size };
  } finally {
    await backup.handle.close();
    await rm(staging, { recursive: true, force: true });
    await rm(replaced, { recursive: true, force: true });
    lock?.release();
  }
}
