import path from 'node:path';
import type { Config } from '../config.ts';
import { openDatabase, type Database } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';

/**
 * Opens the database the configuration names: PostgreSQL when DATABASE_URL is set,
 * otherwise PGlite in DATA_DIR/pglite, locked against a second process. Migrates it.
 */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  if (config.DATABASE_URL) {
    const database = await openDatabase({ kind: 'postgres', url: config.DATABASE_URL });
    await database.migrate();
    return database;
  }
  const lock = lockDataDir(config.dataDir);
  try {
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: path.join(config.dataDir, 'pglite'),
    });
    await database.migrate();
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
