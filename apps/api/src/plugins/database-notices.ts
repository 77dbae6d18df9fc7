import fp from 'fastify-plugin';
import type { PGlite } from '@electric-sql/pglite';
import type { Pool, Client, Notification } from 'pg';
import type { Database } from '../db/client.ts';

/**
 * The channels the database's triggers notify at commit: session changes (migration 0031,
 * decision 060) and work ready for the background workers (migration 0032: 'mail',
 * 'webhooks', 'municipalities').
 */
export const NOTICE_CHANNELS = ['session_changes', 'work_ready'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

export interface NoticeSubscriber {
  /** One notice's payload, after the commit that sent it. */
  notice(payload: string): void;
  /**
   * Notices flow (true) or may be missed from now on (false). Called at once with the current
   * state, then on every change: while false, whatever relies on notices must look for itself.
   */
  listening?(listening: boolean): void;
}

export interface ListenTimings {
  /** Wait before connecting again after the connection was lost or could not be made. */
  retryMs: number;
  /** How often the connection is checked, and how long the check may take. */
  heartbeatMs: number;
}

/**
 * A connection that died without a word (a cable, a firewall dropping idle flows) is noticed
 * within two heartbeats, and the subscribers are told.
 */
export const LISTEN_TIMINGS: ListenTimings = { retryMs: 1_000, heartbeatMs: 5_000 };

declare module 'fastify' {
  interface FastifyInstance {
    /** The database's notices, heard on one connection per instance. */
    notices: DatabaseNotices;
  }
}

interface Log {
  warn(obj: object, msg: string): void;
}

/**
 * Hands the database's notices to their subscribers, and tells them whether notices flow. On
 * PostgreSQL: one connection of its own (not from the request pool, which would give it back),
 * connected again whenever it is lost. PGlite is one process: its listen cannot drop.
 */
export class DatabaseNotices {
  readonly #subscribers = new Map<NoticeChannel, Set<NoticeSubscriber>>();
  #listening = false;
  #listener: PostgresListener | undefined;
  #unlisten: Array<() => Promise<void>> = [];

  constructor(
    private readonly database: Database,
    private readonly log: Log,
    private readonly timings: ListenTimings = LISTEN_TIMINGS,
  ) {}

  get listening(): boolean {
    return this.#listening;
  }

  /** Subscribes to one channel; answers the unsubscribe. */
  subscribe(channel: NoticeChannel, subscriber: NoticeSubscriber): () => void {
    const set = this.#subscribers.get(channel) ?? new Set<NoticeSubscriber>();
    this.#subscribers.set(channel, set);
    set.add(subscriber);
    subscriber.listening?.(this.#listening);
    return () => set.delete(subscriber);
  }

  /**
   * Resolves once every notice committed before the call has reached the subscribers (or
   * notices stopped, which they were told): after a request that may have ended sessions, so
   * the next request on this instance never finds one of them in the cache.
   */
  caughtUp(): Promise<void> {
    return this.#listener?.caughtUp() ?? Promise.resolve();
  }

  /** Starts listening; resolves once the first attempt is over, listening or not. */
  async start(): Promise<void> {
    const driverClient = (this.database.db as unknown as { $client: unknown }).$client;
    if (this.database.driver === 'pglite') {
      for (const channel of NOTICE_CHANNELS) {
        this.#unlisten.push(
          await (driverClient as PGlite).listen(channel, (payload) =>
            this.#deliver(channel, payload),
          ),
        );
      }
      this.#setListening(true);
      return;
    }
    this.#listener = new PostgresListener(
      driverClient as Pool,
      {
        deliver: (channel, payload) => this.#deliver(channel, payload),
        listening: (listening) => this.#setListening(listening),
      },
      this.log,
      this.timings,
    );
    await this.#listener.connect();
  }

  async close(): Promise<void> {
    // PostgreSQL's listener tells the subscribers as it drops its connection; PGlite has none.
    if (this.#listener) await this.#listener.close();
    else this.#setListening(false);
    for (const unlisten of this.#unlisten) await unlisten().catch(() => undefined);
    this.#unlisten = [];
  }

  #deliver(channel: NoticeChannel, payload: string): void {
    for (const subscriber of this.#subscribers.get(channel) ?? []) subscriber.notice(payload);
  }

  #setListening(listening: boolean): void {
    // Told again even when unchanged: a new connection may have missed notices meanwhile.
    this.#listening = listening;
    for (const set of this.#subscribers.values())
      for (const subscriber of set) subscriber.listening?.(listening);
  }
}

interface ListenerEvents {
  deliver(channel: NoticeChannel, payload: string): void;
  listening(listening: boolean): void;
}

const isChannel = (channel: string): channel is NoticeChannel =>
  (NOTICE_CHANNELS as readonly string[]).includes(channel);

class PostgresListener {
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
    private readonly events: ListenerEvents,
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
      if (isChannel(notice.channel)) this.events.deliver(notice.channel, notice.payload ?? '*');
    });
    try {
      await client.connect();
      await client.query(NOTICE_CHANNELS.map((channel) => `LISTEN ${channel};`).join(' '));
    } catch (error) {
      this.#lost(client, error);
      return;
    }
    if (this.#client !== client) return;
    this.events.listening(true);
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
      // A failed query loses the connection, which stops the notices: nothing to wait for.
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
    this.events.listening(false);
    for (const done of [...this.#waiting]) done();
  }

  #lost(client: Client, error: unknown): void {
    if (this.#client !== client) return;
    this.#drop();
    client.end().catch(() => undefined);
    if (this.#closed) return;
    this.log.warn(
      { err: error },
      'database notices lost: sessions are read from the database and workers poll until they resume',
    );
    this.#retry = setTimeout(() => void this.connect(), this.timings.retryMs);
    this.#retry.unref();
  }
}

/**
 * Decorates `app.notices`, listening once the app is ready (decision 060). Registered before
 * the plugins that subscribe: their onReady hooks then find notices flowing.
 */
export const databaseNoticesPlugin = fp(
  async (app) => {
    const notices = new DatabaseNotices(app.database, app.log);
    app.decorate('notices', notices);
    app.addHook('onReady', () => notices.start());
    app.addHook('onClose', () => notices.close());
  },
  { name: 'database-notices' },
);
