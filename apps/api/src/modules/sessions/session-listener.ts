import type { PGlite } from '@electric-sql/pglite';
import type { Pool, Client, Notification } from 'pg';
import type { Database } from '../../db/client.ts';
import type { SessionCache } from './session-cache.ts';

/** The channel migration 0031's triggers notify. */
export const SESSION_CHANGES_CHANNEL = 'session_changes';

export interface ListenTimings {
  /** Wait before connecting again after the connection was lost or could not be made. */
  retryMs: number;
  /** How often the connection is checked, and how long the check may take. */
  heartbeatMs: number;
}

/**
 * A connection that died without a word (a cable, a firewall dropping idle flows) is noticed
 * within two heartbeats, and the cache is bypassed from then on.
 */
export const LISTEN_TIMINGS: ListenTimings = { retryMs: 1_000, heartbeatMs: 5_000 };

export interface SessionChangeListener {
  /**
   * Resolves once every notice committed before the call has reached the cache (or the
   * listener is down, which empties it): after a request that may have ended sessions, so the
   * next request on this instance never finds one of them in the cache.
   */
  caughtUp(): Promise<void>;
  close(): Promise<void>;
}

interface Log {
  warn(obj: object, msg: string): void;
}

/**
 * Feeds `cache` the database's session change notices and tells it whether it is listening.
 * On PostgreSQL: one connection of its own (not from the request pool, which would give it
 * back), connected again whenever it is lost. PGlite is one process: its listen cannot drop.
 * Resolves once the first attempt is over, listening or not.
 */
export async function listenForSessionChanges(
  database: Database,
  cache: SessionCache,
  log: Log,
  timings: ListenTimings = LISTEN_TIMINGS,
): Promise<SessionChangeListener> {
  const driverClient = (database.db as unknown as { $client: unknown }).$client;
  if (database.driver === 'pglite') {
    const unlisten = await (driverClient as PGlite).listen(SESSION_CHANGES_CHANNEL, (payload) =>
      cache.changed(payload),
    );
    cache.listeningStarted();
    return {
      // PGlite hands a query's notices to the listeners before the query returns.
      caughtUp: () => Promise.resolve(),
      async close() {
        cache.listeningStopped();
        await unlisten().catch(() => undefined);
      },
    };
  }
  const listener = new PostgresListener(driverClient as Pool, cache, log, timings);
  await listener.connect();
  return listener;
}

class PostgresListener implements SessionChangeListener {
  #client: Client | null = null;
  #closed = false;
  #retry: NodeJS.Timeout | undefined;
  #heartbeat: NodeJS.Timeout | undefined;
  /** The round trip in flight, and the one queued after it (see caughtUp). */
  #inFlight: Promise<void> | undefined;
  #queued: Promise<void> | undefined;
  /** Resolved when the connection is dropped, so no caller waits on a dead one. */
  readonly #waiting = new Set<() => void>();

  constructor(
    private readonly pool: Pool,
    private readonly cache: SessionCache,
    private readonly log: Log,
    private readonly timings: ListenTimings,
  ) {}

  async connect(): Promise<void> {
    const { default: pg } = await import('pg');
    const { connectionString, connectionTimeoutMillis } = this.pool.options;
    const client = new pg.Client({
      connectionString,
      connectionTimeoutMillis,
      application_name: 'informal-review-listen',
      keepAlive: true,
    });
    this.#client = client;
    client.on('error', (error) => this.#lost(client, error));
    client.on('end', () => this.#lost(client, new Error('connection ended')));
    client.on('notification', (notice: Notification) => {
      if (notice.channel === SESSION_CHANGES_CHANNEL) this.cache.changed(notice.payload ?? '*');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${SESSION_CHANGES_CHANNEL}`);
    } catch (error) {
      this.#lost(client, error);
      return;
    }
    if (this.#client !== client) return;
    this.cache.listeningStarted();
    this.#heartbeat = setInterval(() => this.#check(client), this.timings.heartbeatMs);
    this.#heartbeat.unref();
  }

  /**
   * PostgreSQL sends a listening connection its pending notices before it answers a query
   * there, so one round trip on it that starts after the caller's commit is enough. Callers
   * at the same time share a round trip; one that leaves while another is in flight waits
   * for the next, as the one in flight may have left before its commit.
   */
  caughtUp(): Promise<void> {
    const client = this.#client;
    if (!client) return Promise.resolve();
    if (!this.#inFlight) {
      this.#inFlight = this.#roundTrip(client).finally(() => {
        this.#inFlight = undefined;
      });
      return this.#inFlight;
    }
    this.#queued ??= this.#inFlight.then(() => {
      this.#queued = undefined;
      return this.caughtUp();
    });
    return this.#queued;
  }

  #roundTrip(client: Client): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        this.#waiting.delete(done);
        resolve();
      };
      this.#waiting.add(done);
      // A failed query loses the connection, which empties the cache: nothing to wait for.
      client.query('SELECT 1').then(done, done);
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#retry);
    const client = this.#client;
    this.#drop();
    await client?.end().catch(() => undefined);
  }

  /** A query that does not answer in time means the connection is as good as lost. */
  #check(client: Client): void {
    const late = setTimeout(
      () => this.#lost(client, new Error('heartbeat unanswered')),
      this.timings.heartbeatMs,
    );
    client.query('SELECT 1').then(
      () => clearTimeout(late),
      (error: unknown) => {
        clearTimeout(late);
        this.#lost(client, error);
      },
    );
  }

  #drop(): void {
    clearInterval(this.#heartbeat);
    this.#client = null;
    this.cache.listeningStopped();
    for (const done of [...this.#waiting]) done();
  }

  #lost(client: Client, error: unknown): void {
    if (this.#client !== client) return;
    this.#drop();
    client.end().catch(() => undefined);
    if (this.#closed) return;
    this.log.warn(
      { err: error },
      'session change notices lost: every request reads its session until they resume',
    );
    this.#retry = setTimeout(() => void this.connect(), this.timings.retryMs);
    this.#retry.unref();
  }
}
