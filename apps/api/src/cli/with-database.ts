import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { openConfiguredDatabase } from '../db/open-configured.ts';
import { loadMunicipalityRegistry } from '../modules/municipalities/index.ts';

/**
 * Opens the server's database (migrating a fresh one), syncs the municipality catalog that
 * parcels and sales refer to, runs `work`, and always closes it: that releases DATA_DIR's lock.
 */
export async function withDatabase<T>(config: Config, work: (db: Db) => Promise<T>): Promise<T> {
  const database = await openConfiguredDatabase(config, 'command');
  try {
    await loadMunicipalityRegistry(database.db, config.DEFAULT_MUNICIPALITY);
    return await work(database.db);
  } finally {
    await database.close();
  }
}
