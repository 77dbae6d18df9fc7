import type { Readable } from 'node:stream';

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
  put(content: Buffer | Readable): Promise<StoredFile>;
  /** Undefined when no file has that hash. */
  get(sha256: string): Promise<FileContent | undefined>;
  has(sha256: string): Promise<boolean>;
  /**
   * Removes the bytes; true if they were there. Other records may share the same bytes, so
   * only a caller that knows nothing else refers to the hash may delete it.
   */
  delete(sha256: string): Promise<boolean>;
}

const SHA256 = /^[0-9a-f]{64}$/;

/** Every lookup goes through this, so a name that is not a hash never reaches a path or query. */
export function assertSha256(sha256: string): void {
  if (!SHA256.test(sha256))
    throw new TypeError('A stored file is named by its lower-case hex SHA-256');
}
