import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { storedFiles } from '../db/schema/index.ts';
import {
  assertSha256,
  type FileContent,
  type FileStorage,
  type StoredFile,
} from './storage-interface.ts';

/**
 * Bytes in the `stored_files` table, so every server instance behind a load balancer sees
 * every file and backups of the database hold them too. A file is held in memory while it is
 * written or read; uploads are capped (UPLOAD_MAX_BYTES), which bounds that.
 */
export class DatabaseFileStorage implements FileStorage {
  readonly driver = 'database';

  constructor(private readonly db: Db) {}

  async put(content: Buffer | Readable): Promise<StoredFile> {
    const bytes = Buffer.isBuffer(content) ? content : await collect(content);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    // Same key means same bytes: a second upload of a file is already stored.
    await this.db
      .insert(storedFiles)
      .values({ sha256, size: bytes.length, bytes })
      .onConflictDoNothing();
    return { sha256, size: bytes.length };
  }

  async get(sha256: string): Promise<FileContent | undefined> {
    assertSha256(sha256);
    const [row] = await this.db
      .select({ size: storedFiles.size, bytes: storedFiles.bytes })
      .from(storedFiles)
      .where(eq(storedFiles.sha256, sha256));
    return row && { sha256, size: row.size, stream: Readable.from([row.bytes]) };
  }

  async has(sha256: string): Promise<boolean> {
    assertSha256(sha256);
    const [row] = await this.db
      .select({ found: sql<number>`1` })
      .from(storedFiles)
      .where(eq(storedFiles.sha256, sha256));
    return row !== undefined;
  }

  async delete(sha256: string): Promise<boolean> {
    assertSha256(sha256);
    const removed = await this.db
      .delete(storedFiles)
      .where(eq(storedFiles.sha256, sha256))
      .returning({ sha256: storedFiles.sha256 });
    return removed.length > 0;
  }
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}
