import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertSha256,
  type FileContent,
  type FileStorage,
  type StoredFile,
} from './storage-interface.ts';
import { assertOutsideTransaction } from '../db/transaction-scope.ts';

/**
 * Files under `root/ab/cd/<sha256>` (two levels of fan-out keep folders small). A file is
 * written to `root/.tmp`, flushed, then renamed into place: rename is atomic on one file
 * system, so a reader sees the whole file or none, and a crash leaves only a temp file.
 */
export class DiskFileStorage implements FileStorage {
  readonly driver = 'disk';
  private readonly tmpDir: string;

  constructor(private readonly root: string) {
    this.tmpDir = path.join(root, '.tmp');
  }

  pathOf(sha256: string): string {
    assertSha256(sha256);
    return path.join(this.root, sha256.slice(0, 2), sha256.slice(2, 4), sha256);
  }

  async put(content: Buffer | Readable): Promise<StoredFile> {
    assertOutsideTransaction('Storing a file');
    await mkdir(this.tmpDir, { recursive: true });
    const tmp = path.join(this.tmpDir, randomUUID());
    const hash = createHash('sha256');
    let size = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        hash.update(chunk);
        size += chunk.length;
        callback(null, chunk);
      },
    });
    try {
      await pipeline(
        Buffer.isBuffer(content) ? Readable.from([content]) : content,
        measure,
        createWriteStream(tmp, { flags: 'wx', mode: 0o600, flush: true }),
      );
      const sha256 = hash.digest('hex');
      const target = this.pathOf(sha256);
      await mkdir(path.dirname(target), { recursive: true });
      // Same name means same bytes, so replacing an existing copy changes nothing.
      await rename(tmp, target);
      return { sha256, size };
    } finally {
      await rm(tmp, { force: true });
    }
  }

  async get(sha256: string): Promise<FileContent | undefined> {
    const handle = await open(this.pathOf(sha256), 'r').catch(ifMissing(undefined));
    if (!handle) return undefined;
    const { size } = await handle.stat();
    return { sha256, size, stream: handle.createReadStream() };
  }

  async has(sha256: string): Promise<boolean> {
    return stat(this.pathOf(sha256)).then(() => true, ifMissing(false));
  }

  async delete(sha256: string): Promise<boolean> {
    const file = this.pathOf(sha256);
    const existed = await this.has(sha256);
    await rm(file, { force: true });
    return existed;
  }

  /** Temp files of writes a crash cut off; a write in progress is younger than `before`. */
  async sweepAbandoned(before: Date): Promise<number> {
    const names = await readdir(this.tmpDir).catch(ifMissing([] as string[]));
    let removed = 0;
    for (const name of names) {
      const file = path.join(this.tmpDir, name);
      const info = await stat(file).catch(ifMissing(undefined));
      if (info && info.mtime < before) {
        await rm(file, { force: true });
        removed += 1;
      }
    }
    return removed;
  }
}

function ifMissing<T>(value: T): (error: unknown) => T {
  return (error) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return value;
    throw error;
  };
}
