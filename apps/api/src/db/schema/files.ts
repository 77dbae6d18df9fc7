import { customType, pgTable, text, bigint, timestamp, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // pg gives a Buffer, PGlite a Uint8Array; callers always get a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * File contents when the database is a PostgreSQL server (DATABASE_URL), so every
 * instance sees every file. Content-addressed: the key is the SHA-256 of the bytes, so the
 * same file uploaded twice is stored once. Which record a file belongs to is kept by the
 * feature that owns the record, not here.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    sha256: text('sha256').primaryKey(),
    size: bigint('size', { mode: 'number' }).notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('stored_files_sha256_check', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    check('stored_files_size_check', sql`${t.size} = octet_length(${t.bytes})`),
  ],
);
