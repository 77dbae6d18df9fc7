import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database, type PoolLimits } from '../src/db/client.ts';
import type { OverloadLimits } from '../src/plugins/overload.ts';
import type { WebhookNetwork } from '../src/modules/webhooks/index.ts';
import {
  createContext,
  signedIn,
  type Actor,
  type SignedInContext,
} from '../src/plugins/request-context.ts';
import { createPostgresCopy, dropPostgresDatabase, withDatabase } from './postgres.ts';

/**
 * The request pool's size on PostgreSQL. CI runs the suite with 1, so a query on the pool
 * inside a transaction (which then waits for a second connection) deadlocks a test at once.
 */
const TEST_POOL_MAX = Number(process.env.TEST_DATABASE_POOL_MAX ?? 4);

/**
 * A fresh, migrated database for one test file: a PGlite copy of the template, or a
 * PostgreSQL database created from the template when TEST_DATABASE_URL is set. `pool`
 * overrides the pool's limits (PostgreSQL only).
 */
export async function createTestDatabase(
  options: { pool?: Partial<PoolLimits> } = {},
): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = await createPostgresCopy(url, inject('postgresTemplate'));
    const database = await openDatabase({
      kind: 'postgres',
      url: withDatabase(url, name),
      pool: { max: TEST_POOL_MAX, workerMax: 1, ...options.pool },
    });
    return {
      ...database,
      close: async () => {
        await database.close();
        await dropPostgresDatabase(url, name);
      },
    };
  }
  const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
  return openDatabase({ kind: 'pglite', loadDataDir: template });
}

/** One scratch DATA_DIR per test file, for what the app writes there (e.g. .eml mail). */
let scratchDataDir: string | undefined;

export function testConfig(env: Record<string, string> = {}): Config {
  scratchDataDir ??= mkdtempSync(path.join(os.tmpdir(), 'ir-test-data-'));
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: scratchDataDir, ...env });
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/**
 * The event-loop check is off in tests: PGlite runs in the test's own thread, so a late event
 * loop measures the test harness on a busy CI machine, not an overloaded server.
 */
export const TEST_OVERLOAD_LIMITS: Partial<OverloadLimits> = { maxEventLoopDelayMs: 0 };

/** Builds the real app on a fresh database; `now` pins the clock. */
export async function build(
  options: {
    env?: Record<string, string>;
    now?: Date;
    database?: Database;
    /** Registers test-only routes before the app is ready (they must declare access too). */
    extend?: (app: FastifyInstance) => Promise<void>;
    overloadLimits?: Partial<OverloadLimits>;
    /** Webhooks' address rules and resolver (see BuildOptions). */
    webhookNetwork?: Partial<WebhookNetwork>;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const now = options.now;
  const app = await buildApp({
    config: testConfig(options.env),
    database,
    logger: false,
    ...(now ? { clock: () => now } : {}),
    overloadLimits: { ...TEST_OVERLOAD_LIMITS, ...options.overloadLimits },
    ...(options.webhookNetwork ? { webhookNetwork: options.webhookNetwork } : {}),
  });
  if (options.extend) await app.register(options.extend);
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

/**
 * The context a request on `municipalityKey`'s host, signed in as `actor`, carries: for a test
 * that calls a service directly.
 */
export function signedInContext(
  app: FastifyInstance,
  municipalityKey: string,
  actor: Actor,
): SignedInContext {
  const municipality = app.municipalities.get(municipalityKey);
  if (!municipality) throw new Error(`no municipality ${municipalityKey} in the catalog`);
  return signedIn(createContext(app, { municipality, actor, requestId: 'test' }));
}
