import type { Readable } from 'node:stream';
import type { Db } from '../db/client.ts';

export interface StoredFile {
  /** Lower-case hex SHA-256 of the bytes: the file's only name. */
  sha256: string;
  size: number;
}

export interface FileContent extends StoredFile {
  stream: Readable;
}

/**
 * Where uploaded bytes live. Content-addressed: a file is named by the SHA-256 of its bytes,
 * never by anything a client chose, and the same bytes are stored once. Which record a file
 * belongs to, its original name and type are kept by the feature that owns the record.
 */
export interface FileStorage {
  readonly driver: 'disk' | 'database';
  /** Writes the bytes; never inside a transaction (it streams). */
  put(content: Buffer | Readable): Promise<StoredFile>;
  /** Undefined when no file has that hash. */
  get(sha256: string): Promise<FileContent | undefined>;
  /**
   * `tx`: the transaction the caller is in, if any. The database driver then asks through
   * it: asking the pool would wait for a second connection while holding the first.
   */
  has(sha256: string, tx?: Db): Promise<boolean>;
  /**
   * Removes the bytes; true if they were there. Other records may share the same bytes, so
   * only a caller that knows nothing else refers to the hash may delete it. `tx` as for `has`.
   */
  delete(sha256: string, tx?: Db): Promise<boolean>;
  /** Removes what writes cut off by a crash left behind before `before`; returns how many. */
  sweepAbandoned(before: Date): Promise<number>;
}

const SHA256 = /^[0-9a-f]{64}$/;

/** Every lookup goes through this, so a name that is not a hash never reaches a path or query. */
export function assertSha256(sha256: string): void {
  if (!SHA256.test(sha256))
    throw new TypeError('A stored file is named by its lower-case hex SHA-256');
}
