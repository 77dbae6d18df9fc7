import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { storedFileChunks, storedFiles } from '../db/schema/index.ts';
import { assertOutsideTransaction } from '../db/transaction-scope.ts';
import {
  assertSha256,
  type FileContent,
  type FileStorage,
  type StoredFile,
} from './storage-interface.ts';

/** Rows of this size: large enough to keep the row count low, small enough to hold in memory. */
export const CHUNK_BYTES = 1024 * 1024;

/**
 * A file given as a Buffer up to this size (the upload pipeline holds files up to 4 MiB in
 * memory) is written in one statement; a larger one, or a stream, a chunk at a time.
 */
export const WHOLE_PUT_BYTES = 4 * CHUNK_BYTES;

/**
 * Bytes in the database (`stored_files` + `stored_file_chunks`), so every server instance
 * behind a load balancer sees every file and backups of the database hold them too. Files
 * are written and read one chunk at a time: memory stays flat whatever the file's size.
 */
export class DatabaseFileStorage implements FileStorage {
  readonly driver = 'database';

  constructor(private readonly db: Db) {}

  /**
   * The hash is known only at the end, so the chunks hang off a provisional key (a row marked
   * incomplete) and the key is renamed to the hash at the end. Each chunk is its own
   * statement, outside any transaction: a connection is held for one chunk at a time, never
   * for the whole stream. Only the rename is a transaction, and a short one. A failed write
   * deletes its rows; a crash leaves an incomplete row for `sweepAbandoned`.
   */
  async put(content: Buffer | Readable): Promise<StoredFile> {
    assertOutsideTransaction('Storing a file');
    if (Buffer.isBuffer(content) && content.length <= WHOLE_PUT_BYTES) {
      return this.putWhole(content);
    }
    const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
    const provisional = randomBytes(32).toString('hex');
    await this.db.insert(storedFiles).values({ sha256: provisional, size: 0, complete: false });
    try {
      const hash = createHash('sha256');
      let size = 0;
      let seq = 0;
      for await (const chunk of rechunk(source, CHUNK_BYTES)) {
        hash.update(chunk);
        size += chunk.length;
        await this.db
          .insert(storedFileChunks)
          .values({ sha256: provisional, seq: seq++, bytes: chunk });
      }
      const sha256 = hash.digest('hex');
      await this.db.transaction(async (tx) => {
        // Two uploads of the same new file: the second waits here, then finds the first's row.
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`ir-store:${sha256}`}, 0))`,
        );
        // Same key means same bytes: a second upload of a file is already stored.
        const [existing] = await tx
          .select({ sha256: storedFiles.sha256 })
          .from(storedFiles)
          .where(eq(storedFiles.sha256, sha256))
          .for('update');
        if (existing) {
          await tx.delete(storedFiles).where(eq(storedFiles.sha256, provisional));
        } else {
          await tx
            .update(storedFiles)
            .set({ sha256, size, complete: true })
            .where(eq(storedFiles.sha256, provisional));
        }
      });
      return { sha256, size };
    } catch (error) {
      await this.db
        .delete(storedFiles)
        .where(eq(storedFiles.sha256, provisional))
        .catch(() => undefined);
      throw error;
    }
  }

  /**
   * Bytes already in memory: hashed first, then the row, complete, and its chunks in one
   * statement, so no reader sees the file part-written and a crash leaves nothing to sweep.
   * Seven or more round trips become one. The same bytes already stored, or being stored by
   * another upload now, conflict on the key: that upload's row stands and nothing is written.
   */
  private async putWhole(bytes: Buffer): Promise<StoredFile> {
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const chunks = [];
    for (let at = 0, seq = 0; at < bytes.length; at += CHUNK_BYTES, seq++) {
      chunks.push(sql`(${seq}::int, ${bytes.subarray(at, at + CHUNK_BYTES)}::bytea)`);
    }
    const file = sql`insert into stored_files (sha256, size, complete)
      values (${sha256}, ${bytes.length}, true) on conflict (sha256) do nothing returning sha256`;
    await this.db.execute(
      chunks.length === 0
        ? file
        : sql`with file as (${file})
            insert into stored_file_chunks (sha256, seq, bytes)
            select file.sha256, chunk.seq, chunk.bytes
              from file, (values ${sql.join(chunks, sql`, `)}) as chunk (seq, bytes)`,
    );
    return { sha256, size: bytes.length };
  }

  async get(sha256: string): Promise<FileContent | undefined> {
    assertSha256(sha256);
    const [row] = await this.db
      .select({ size: storedFiles.size })
      .from(storedFiles)
      .where(and(eq(storedFiles.sha256, sha256), eq(storedFiles.complete, true)));
    return row && { sha256, size: row.size, stream: Readable.from(this.chunksOf(sha256)) };
  }

  /** One row per read, so a download never holds more than a chunk. */
  private async *chunksOf(sha256: string): AsyncGenerator<Buffer> {
    for (let seq = -1; ;) {
      const [chunk] = await this.db
        .select({ seq: storedFileChunks.seq, bytes: storedFileChunks.bytes })
        .from(storedFileChunks)
        .where(and(eq(storedFileChunks.sha256, sha256), gt(storedFileChunks.seq, seq)))
        .orderBy(asc(storedFileChunks.seq))
        .limit(1);
      if (!chunk) return;
      seq = chunk.seq;
      yield chunk.bytes;
    }
  }

  async has(sha256: string, tx: Db = this.db): Promise<boolean> {
    assertSha256(sha256);
    const [row] = await tx
      .select({ found: sql<number>`1` })
      .from(storedFiles)
      .where(and(eq(storedFiles.sha256, sha256), eq(storedFiles.complete, true)));
    return row !== undefined;
  }

  async delete(sha256: string, tx: Db = this.db): Promise<boolean> {
    assertSha256(sha256);
    const removed = await tx
      .delete(storedFiles)
      .where(eq(storedFiles.sha256, sha256))
      .returning({ sha256: storedFiles.sha256 });
    return removed.length > 0;
  }

  async sweepAbandoned(before: Date): Promise<number> {
    const removed = await this.db
      .delete(storedFiles)
      .where(and(eq(storedFiles.complete, false), lt(storedFiles.createdAt, before)))
      .returning({ sha256: storedFiles.sha256 });
    return removed.length;
  }
}

/** Regroups a stream's pieces into buffers of `size` bytes (the last may be shorter). */
async function* rechunk(stream: Readable, size: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const piece of stream) {
    let buffer = Buffer.isBuffer(piece) ? piece : Buffer.from(piece as string);
    // A piece that fills whole chunks by itself is cut, not copied (a file read in chunk-sized
    // pieces never is).
    while (pendingBytes === 0 && buffer.length >= size) {
      yield buffer.subarray(0, size);
      buffer = buffer.subarray(size);
    }
    while (pendingBytes + buffer.length >= size) {
      const take = size - pendingBytes;
      yield Buffer.concat([...pending, buffer.subarray(0, take)]);
      buffer = buffer.subarray(take);
      pending = [];
      pendingBytes = 0;
    }
    if (buffer.length > 0) {
      pending.push(buffer);
      pendingBytes += buffer.length;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending);
}
