import path from 'node:path';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { DiskFileStorage } from './storage-disk.ts';
import { DatabaseFileStorage } from './storage-database.ts';
import type { FileStorage } from './storage-interface.ts';

export type { FileContent, FileStorage, StoredFile } from './storage-interface.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

/**
 * PostgreSQL server → file bytes in the database, so every instance sees every file.
 * Embedded database → files under DATA_DIR/files, beside the database they belong to.
 */
export function createFileStorage(config: Config, database: Database): FileStorage {
  return database.driver === 'postgres'
    ? new DatabaseFileStorage(database.db)
    : new DiskFileStorage(path.join(config.dataDir, 'files'));
}

export const storagePlugin = fp(
  async (app) => {
    app.decorate('storage', createFileStorage(app.config, app.database));
  },
  { name: 'storage' },
);
