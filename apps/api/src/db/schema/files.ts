import {
  customType,
  pgTable,
  text,
  bigint,
  boolean,
  integer,
  timestamp,
  check,
  primaryKey,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // pg gives a Buffer, PGlite a Uint8Array; callers always get a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Files when the database is a PostgreSQL server (DATABASE_URL), so every instance sees every
 * file. Content-addressed: the key is the SHA-256 of the bytes, so the same file uploaded twice
 * is stored once. The bytes are in `stored_file_chunks`, so a file is written and read a chunk
 * at a time, never whole in memory. Which record a file belongs to is kept by the feature that
 * owns the record, not here.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    sha256: text('sha256').primaryKey(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * False while the chunks are being written under a provisional key, outside any
     * transaction; a row left false by a crash is swept after a while.
     */
    complete: boolean('complete').notNull().default(true),
  },
  (t) => [check('stored_files_sha256_check', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`)],
);

/**
 * A file's bytes in order. While a file is being written its rows hang off a provisional key;
 * when the last chunk is in and the hash is known, the key is renamed (ON UPDATE CASCADE).
 */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    sha256: text('sha256')
      .notNull()
      .references(() => storedFiles.sha256, { onDelete: 'cascade', onUpdate: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sha256, t.seq] })],
);
