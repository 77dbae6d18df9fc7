import path from 'node:path';
import type { Config } from '../config.ts';
import { openDatabase, SERVER_POOL_LIMITS, type Database } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { enableTransactionGuard } from './transaction-scope.ts';

/**
 * Opens the database the configuration names: PostgreSQL when DATABASE_URL is set,
 * otherwise PGlite in DATA_DIR/pglite, locked against a second process. Migrates it. The
 * server's connections get the request timeouts; a command's (an import) do not.
 */
export async function openConfiguredDatabase(
  config: Config,
  purpose: 'server' | 'command',
): Promise<Database> {
  if (config.NODE_ENV !== 'production') enableTransactionGuard();
  if (config.DATABASE_URL) {
    const database = await openDatabase({
      kind: 'postgres',
      url: config.DATABASE_URL,
      pool: {
        ...(purpose === 'server' ? SERVER_POOL_LIMITS : {}),
        max: config.DATABASE_POOL_MAX,
      },
    });
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
