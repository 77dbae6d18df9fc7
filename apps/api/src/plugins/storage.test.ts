import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { build, createTestDatabase } from '../../test/helpers.ts';
import type { Database } from '../db/client.ts';
import { storedFileChunks, storedFiles } from '../db/schema/index.ts';
import { DiskFileStorage } from './storage-disk.ts';
import { CHUNK_BYTES, DatabaseFileStorage } from './storage-database.ts';
import type { FileStorage } from './storage.ts';

let database: Database;
let diskRoot: string;

beforeAll(async () => {
  database = await createTestDatabase();
  diskRoot = mkdtempSync(path.join(os.tmpdir(), 'ir-storage-'));
});
afterAll(async () => {
  await database.close();
  rmSync(diskRoot, { recursive: true, force: true });
});

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function read(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A stream in several chunks, as a multipart upload arrives. */
function chunked(bytes: Buffer, size = 1000): Readable {
  const parts: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) parts.push(bytes.subarray(at, at + size));
  return Readable.from(parts);
}

/** A stream that fails part-way, as an aborted upload does. */
function failing(): Readable {
  return new Readable({
    read() {
      this.push(Buffer.from('first part of a file'));
      this.destroy(new Error('client went away'));
    },
  });
}

interface Driver {
  name: string;
  storage: () => FileStorage;
  /** How many copies of the bytes the driver holds, seen from outside the interface. */
  copies: () => Promise<number>;
}

const drivers: Driver[] = [
  {
    name: 'disk',
    storage: () => new DiskFileStorage(diskRoot),
    copies: async () =>
      readdirSync(diskRoot, { recursive: true, withFileTypes: true }).filter(
        (e) => e.isFile() && /^[0-9a-f]{64}$/.test(e.name),
      ).length,
  },
  {
    name: 'database',
    storage: () => new DatabaseFileStorage(database.db),
    copies: async () => (await database.db.select({ n: count() }).from(storedFiles))[0]?.n ?? 0,
  },
];

describe.each(drivers)('$name storage', ({ name, storage: make, copies }) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = make();
  });

  it('stores a buffer under its SHA-256 and gives the same bytes back', async () => {
    const bytes = Buffer.from(`%PDF-1.4 a report for the ${name} driver`);
    const stored = await storage.put(bytes);
    expect(stored).toEqual({ sha256: sha(bytes), size: bytes.length });
    const found = await storage.get(stored.sha256);
    expect(found?.size).toBe(bytes.length);
    expect(await read(found!.stream)).toEqual(bytes);
    expect(await storage.has(stored.sha256)).toBe(true);
  });

  it('stores a stream that arrives in chunks', async () => {
    const bytes = Buffer.alloc(250_000, `${name}-chunks`);
    const stored = await storage.put(chunked(bytes));
    expect(stored).toEqual({ sha256: sha(bytes), size: bytes.length });
    // Compared by hash: a deep equality over 250,000 bytes is slow.
    expect(sha(await read((await storage.get(stored.sha256))!.stream))).toBe(stored.sha256);
  });

  it('stores the same bytes once, however often they are put', async () => {
    const bytes = Buffer.from(`the same photo twice (${name})`);
    const before = await copies();
    const first = await storage.put(bytes);
    const second = await storage.put(chunked(bytes, 3));
    expect(second).toEqual(first);
    expect(await copies()).toBe(before + 1);
  });

  it('stores an empty file', async () => {
    const stored = await storage.put(Buffer.alloc(0));
    expect(stored).toEqual({ sha256: sha(Buffer.alloc(0)), size: 0 });
    expect(await read((await storage.get(stored.sha256))!.stream)).toEqual(Buffer.alloc(0));
  });

  it('answers undefined and false for a hash it does not hold', async () => {
    const unknown = sha(Buffer.from(`never stored (${name})`));
    expect(await storage.get(unknown)).toBeUndefined();
    expect(await storage.has(unknown)).toBe(false);
    expect(await storage.delete(unknown)).toBe(false);
  });

  it('deletes the bytes', async () => {
    const stored = await storage.put(Buffer.from(`to be deleted (${name})`));
    expect(await storage.delete(stored.sha256)).toBe(true);
    expect(await storage.has(stored.sha256)).toBe(false);
    expect(await storage.get(stored.sha256)).toBeUndefined();
  });

  it('keeps nothing of a stream that fails part-way', async () => {
    const before = await copies();
    await expect(storage.put(failing())).rejects.toThrow('client went away');
    expect(await copies()).toBe(before);
    if (name === 'disk') expect(readdirSync(path.join(diskRoot, '.tmp'))).toEqual([]);
  });

  it.each([
    '../../../etc/passwd',
    'A'.repeat(64),
    'ab',
    `${'a'.repeat(64)}/x`,
    `${'a'.repeat(63)}\n`,
  ])('refuses %j as a name: only a hash names a file', async (bad) => {
    await expect(storage.get(bad)).rejects.toThrow(TypeError);
    await expect(storage.has(bad)).rejects.toThrow(TypeError);
    await expect(storage.delete(bad)).rejects.toThrow(TypeError);
  });
});

describe('database chunks', () => {
  it('writes a file larger than a chunk as several rows and reads it back whole', async () => {
    const storage = new DatabaseFileStorage(database.db);
    const bytes = Buffer.alloc(Math.round(CHUNK_BYTES * 2.5));
    for (let i = 0; i < bytes.length; i += 997) bytes[i] = i % 251;
    const stored = await storage.put(chunked(bytes, 64 * 1024));
    const rows = await database.db
      .select({ seq: storedFileChunks.seq, bytes: storedFileChunks.bytes })
      .from(storedFileChunks)
      .where(eq(storedFileChunks.sha256, stored.sha256));
    expect(rows.map((r) => [r.seq, r.bytes.length]).sort((a, b) => a[0]! - b[0]!)).toEqual([
      [0, CHUNK_BYTES],
      [1, CHUNK_BYTES],
      [2, bytes.length - 2 * CHUNK_BYTES],
    ]);
    expect(sha(await read((await storage.get(stored.sha256))!.stream))).toBe(sha(bytes));
    expect(await storage.delete(stored.sha256)).toBe(true);
    expect(
      await database.db
        .select({ n: count() })
        .from(storedFileChunks)
        .where(eq(storedFileChunks.sha256, stored.sha256)),
    ).toEqual([{ n: 0 }]);
  });

  it('writes a file held in memory as the same rows, and once when it is put twice at once', async () => {
    const storage = new DatabaseFileStorage(database.db);
    const bytes = Buffer.alloc(Math.round(CHUNK_BYTES * 1.5));
    for (let i = 0; i < bytes.length; i += 991) bytes[i] = i % 241;
    const before = await database.db.select({ n: count() }).from(storedFiles);
    const [a, b] = await Promise.all([storage.put(bytes), storage.put(Buffer.from(bytes))]);
    expect(a).toEqual({ sha256: sha(bytes), size: bytes.length });
    expect(b).toEqual(a);
    const after = await database.db.select({ n: count() }).from(storedFiles);
    expect(after[0]!.n).toBe(before[0]!.n + 1);
    const rows = await database.db
      .select({ seq: storedFileChunks.seq, bytes: storedFileChunks.bytes })
      .from(storedFileChunks)
      .where(eq(storedFileChunks.sha256, a.sha256));
    expect(rows.map((r) => [r.seq, r.bytes.length]).sort((x, y) => x[0]! - y[0]!)).toEqual([
      [0, CHUNK_BYTES],
      [1, bytes.length - CHUNK_BYTES],
    ]);
    expect(sha(await read((await storage.get(a.sha256))!.stream))).toBe(a.sha256);
    // Put again once stored: nothing more is written.
    expect(await storage.put(bytes)).toEqual(a);
    expect((await database.db.select({ n: count() }).from(storedFiles))[0]!.n).toBe(after[0]!.n);
  });

  it('keeps one copy when the same new file is put twice at once', async () => {
    const storage = new DatabaseFileStorage(database.db);
    const bytes = Buffer.alloc(CHUNK_BYTES + 10, 'twice at once');
    const before = await database.db.select({ n: count() }).from(storedFiles);
    const [a, b] = await Promise.all([storage.put(chunked(bytes)), storage.put(chunked(bytes))]);
    expect(a).toEqual(b);
    const after = await database.db.select({ n: count() }).from(storedFiles);
    expect(after[0]!.n).toBe(before[0]!.n + 1);
    const chunks = await database.db
      .select({ n: count() })
      .from(storedFileChunks)
      .where(eq(storedFileChunks.sha256, a.sha256));
    expect(chunks).toEqual([{ n: 2 }]);
  });
});

describe('disk layout', () => {
  it('puts a file at ab/cd/<sha256> and leaves no temp file', async () => {
    const bytes = Buffer.from('layout check');
    const { sha256 } = await new DiskFileStorage(diskRoot).put(bytes);
    const file = path.join(diskRoot, sha256.slice(0, 2), sha256.slice(2, 4), sha256);
    expect(readFileSync(file)).toEqual(bytes);
    expect(readdirSync(path.join(diskRoot, '.tmp'))).toEqual([]);
  });
});

describe('storage plugin', () => {
  it('keeps files where every instance sees them: the database on a PostgreSQL server, else DATA_DIR/files', async () => {
    const t = await build({ database });
    try {
      const expected = database.driver === 'postgres' ? 'database' : 'disk';
      expect(t.app.storage.driver).toBe(expected);
      const { sha256 } = await t.app.storage.put(Buffer.from('through the plugin'));
      if (expected === 'disk') {
        const file = path.join(
          t.app.config.dataDir,
          'files',
          sha256.slice(0, 2),
          sha256.slice(2, 4),
          sha256,
        );
        expect(readFileSync(file, 'utf8')).toBe('through the plugin');
      } else {
        expect(await new DatabaseFileStorage(database.db).has(sha256)).toBe(true);
      }
    } finally {
      await t.close();
    }
  });
});
