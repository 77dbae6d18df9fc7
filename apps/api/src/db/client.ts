import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';
import { assertOutsideTransaction, runInTransaction } from './transaction-scope.ts';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** The one database interface every module uses, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /**
   * For background workers (the e-mail outbox, purges): on PostgreSQL a pool of their own,
   * so a saturated request pool never holds them up; PGlite has one connection, `db`.
   */
  workerDb: Db;
  driver: 'pglite' | 'postgres';
  /** The request pool's occupancy, for load shedding (PostgreSQL only). */
  poolStats?(): PoolStats;
  /** Applies the committed SQL migrations; safe to call on every start. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball, used as the tests' template. */
  dumpDataDir?(): Promise<Blob>;
}

export interface PoolStats {
  max: number;
  total: number;
  idle: number;
  /** Requests queued for a connection. */
  waiting: number;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; pool?: Partial<PoolLimits> }
  /** dataDir undefined means in memory; loadDataDir restores a dumped template. */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') return openPostgres(target.url, target.pool);
  // Each driver is loaded only when used: start-up time matters (docs/benchmarks.md).
  const [{ PGlite }, { pg_trgm }, { btree_gin }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/btree_gin'),
    import('drizzle-orm/pglite'),
  ]);
  const client = await PGlite.create({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
    extensions: { pg_trgm, btree_gin },
  });
  guardClient(client, ['query', 'exec', 'transaction']);
  const db = guardTransactions(
    drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db,
  );
  return {
    db,
    workerDb: db,
    driver: 'pglite',
    migrate: async () => {
      if (await isMigrated(db)) return;
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    close: () => client.close(),
    dumpDataDir: async () => (await client.dumpDataDir('gzip')) as Blob,
  };
}

/**
 * Bounds on the PostgreSQL connections of one server instance (decision 025 gives the
 * figures and how to size them for N instances against `max_connections`).
 */
export interface PoolLimits {
  /** Connections that requests share. */
  max: number;
  /** How long a request waits for a connection before it is refused (503, not a hang). */
  connectionTimeoutMs: number;
  /** A statement running longer is cancelled by the server. */
  statementTimeoutMs: number;
  /** A connection left idle inside a transaction longer is closed by the server. */
  idleInTransactionTimeoutMs: number;
  /** The background workers' own connections (e-mail outbox, purges). */
  workerMax: number;
}

/** Commands (imports, migrations) may run long statements: no timeouts but the checkout's. */
export const DEFAULT_POOL_LIMITS: PoolLimits = {
  max: 10,
  connectionTimeoutMs: 10_000,
  statementTimeoutMs: 0,
  idleInTransactionTimeoutMs: 0,
  workerMax: 2,
};

/** The server's: a request never runs for long, so one that does is stopped (decision 025). */
export const SERVER_POOL_LIMITS: PoolLimits = {
  max: 10,
  connectionTimeoutMs: 3_000,
  statementTimeoutMs: 30_000,
  idleInTransactionTimeoutMs: 10_000,
  workerMax: 2,
};

async function openPostgres(url: string, limits: Partial<PoolLimits> = {}): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const bounds = { ...DEFAULT_POOL_LIMITS, ...limits };
  const newPool = (max: number, name: string) => {
    const pool = new pg.Pool({
      connectionString: url,
      max,
      connectionTimeoutMillis: bounds.connectionTimeoutMs,
      // 0 leaves the server's own setting.
      ...(bounds.statementTimeoutMs > 0 ? { statement_timeout: bounds.statementTimeoutMs } : {}),
      ...(bounds.idleInTransactionTimeoutMs > 0
        ? { idle_in_transaction_session_timeout: bounds.idleInTransactionTimeoutMs }
        : {}),
      application_name: name,
    });
    // An idle connection dropped by the server (restart, failover, the idle-in-transaction
    // timeout) must not crash the process; the pool replaces it on the next checkout.
    pool.on('error', () => undefined);
    guardClient(pool, ['query', 'connect']);
    return pool;
  };
  const pool = newPool(bounds.max, 'informal-review');
  const workerPool = newPool(bounds.workerMax, 'informal-review-worker');
  const endPools = () => Promise.all([pool.end(), workerPool.end()]).then(() => undefined);
  // Fail at start with a clear message rather than on the first request.
  const probe = await pool.connect().catch(async (error: unknown) => {
    await endPools().catch(() => undefined);
    throw new Error(`Cannot reach the database at DATABASE_URL: ${describe(error)}`);
  });
  probe.release();
  const open = (client: typeof pool) =>
    guardTransactions(drizzlePg({ client, schema, casing: 'snake_case' }) as unknown as Db);
  const db = open(pool);
  return {
    db,
    workerDb: open(workerPool),
    driver: 'postgres',
    poolStats: () => ({
      max: bounds.max,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    // On a connection of its own without the request timeouts: a migration may run long.
    migrate: async () => {
      if (await isMigrated(db)) return;
      const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
      const client = new pg.Pool({ connectionString: url, max: 1 });
      try {
        await migratePg(drizzlePg({ client, schema, casing: 'snake_case' }), {
          migrationsFolder: MIGRATIONS_FOLDER,
        });
      } finally {
        await client.end();
      }
    },
    close: endPools,
  };
}

/**
 * Whether the database already has the newest migration of drizzle-kit's journal, by the test
 * drizzle's migrator makes (it applies each migration newer than the last one recorded): one
 * query instead of reading and hashing every migration file and its four statements on each
 * start. A database without drizzle's table yet (a first start) is not.
 */
async function isMigrated(db: Db): Promise<boolean> {
  const newest = newestJournalMillis();
  let recorded: unknown;
  try {
    // Both drivers answer with { rows }.
    const result = (await db.execute(
      sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { newest: unknown }[] };
    recorded = result.rows[0]?.newest;
  } catch {
    return false;
  }
  return recorded != null && Number(recorded) >= newest;
}

function newestJournalMillis(): number {
  const journal = JSON.parse(
    readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/** Every transaction's callback runs marked, so the guards below know they are inside one. */
function guardTransactions(db: Db): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = ((fn, config) =>
    transaction((tx) => runInTransaction(() => fn(tx)), config)) as Db['transaction'];
  return db;
}

/**
 * The driver's own entry points refuse to be used inside a transaction: there they would
 * wait for a second connection (pg) or for the transaction itself (PGlite) instead of using
 * the transaction's.
 */
function guardClient(client: object, methods: string[]): void {
  const entries = client as Record<string, (...args: unknown[]) => unknown>;
  for (const method of methods) {
    const original = entries[method] as (...args: unknown[]) => unknown;
    entries[method] = function (this: unknown, ...args: unknown[]) {
      assertOutsideTransaction('A query on the pool (ctx.db) or a nested transaction');
      return original.apply(this, args);
    };
  }
}

function describe(error: unknown): string {
  if (error instanceof AggregateError) return error.errors.map(describe).join('; ');
  return error instanceof Error ? error.message || error.constructor.name : String(error);
}
