import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as PromClient from 'prom-client';
import type { Registry } from 'prom-client';
import { API_BASE_PATH, signInContract } from '@ir/domain';
import type { Database, Db, PoolStats } from '../db/client.ts';
import { apiError } from './errors.ts';

/** What became of an upload's malware scan. */
export type ScanOutcome = 'clean' | 'malware' | 'failed' | 'unscanned';

/** What other plugins report to the metrics; does nothing while METRICS_TOKEN is unset. */
export interface MetricsRecorder {
  uploadScanned(outcome: ScanOutcome): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: MetricsRecorder;
  }
}

export const METRICS_PATH = '/metrics';

/** The e-mail outbox's backlog, as modules/mail counts it. */
export interface OutboxStats {
  /** Messages not yet delivered, retries included. */
  pending: number;
  /** Pending messages that have failed at least once and wait for another attempt. */
  retrying: number;
  /** Messages given up after their last attempt, waiting for an operator. */
  failed: number;
  /** Seconds since the oldest pending message was written; 0 when none is pending. */
  oldestPendingSeconds: number;
}

export interface MetricsOptions {
  /** Counts the outbox (modules/mail's `outboxStats`, given by app.ts). */
  outboxStats: (db: Db) => Promise<OutboxStats>;
}

/** The outbox is counted at most this often, however often Prometheus scrapes. */
const OUTBOX_CACHE_MS = 10_000;

/** Seconds; from a cached read (a few ms) to the 30 s statement timeout. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** The label of a request no route matched: its URL would let anyone add label values. */
const UNMATCHED = '(unmatched)';

const SIGN_IN_ROUTE = `${API_BASE_PATH}${signInContract.path}`;

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Compares the bearer token in constant time: both sides are hashed first, so neither the
 * token's length nor its first differing character shows in the answer's timing.
 */
export function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '');
  const same = timingSafeEqual(digest(match?.[1] ?? ''), expected);
  return match !== null && same;
}

/**
 * GET /metrics in Prometheus's text format, for the operator (docs/operations.md). Only with
 * METRICS_TOKEN set, and only to `Authorization: Bearer <METRICS_TOKEN>`: 404 without the
 * setting, 401 without the token. Outside /api, so no session, municipality data or load
 * shedding is involved; a registry per app, so tests can build several.
 */
export const metricsPlugin = fp<MetricsOptions>(
  async (app: FastifyInstance, { outboxStats }) => {
    const token = app.config.METRICS_TOKEN;
    if (token === undefined) {
      app.decorate('metrics', { uploadScanned: () => undefined });
      app.get(
        METRICS_PATH,
        { schema: { hide: true }, config: { access: 'public' } },
        async (request, reply) =>
          reply.status(404).send(apiError(404, `No route ${request.method} ${METRICS_PATH}`)),
      );
      return;
    }
    const expected = digest(token);
    // Loaded only when the metrics are on: tens of milliseconds of every start otherwise.
    const prom = await import('prom-client');
    const registry = new prom.Registry();
    prom.collectDefaultMetrics({ register: registry });
    const recorder = registerMetrics(prom, app, registry, app.database, outboxStats);
    app.decorate('metrics', recorder);
    app.addHook('onClose', async () => registry.clear());

    app.get(
      METRICS_PATH,
      { schema: { hide: true }, config: { access: 'public' } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        if (!bearerMatches(request.headers.authorization, expected)) {
          return reply
            .status(401)
            .header('www-authenticate', 'Bearer realm="metrics"')
            .send(apiError(401, 'The metrics need the bearer token METRICS_TOKEN.'));
        }
        return reply.type(registry.contentType).send(await registry.metrics());
      },
    );
  },
  { name: 'metrics' },
);

function registerMetrics(
  { Counter, Gauge, Histogram }: typeof PromClient,
  app: FastifyInstance,
  registry: Registry,
  database: Database,
  outboxStats: MetricsOptions['outboxStats'],
): MetricsRecorder {
  const registers = [registry];
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by route pattern and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: DURATION_BUCKETS,
    registers,
  });
  const inFlight = new Gauge({
    name: 'http_requests_in_flight',
    help: 'Requests received and not yet answered',
    registers,
  });
  const signInFailures = new Counter({
    name: 'sign_in_failures_total',
    help: 'Refused password sign-ins, by error_message (bad_password, no_user, bad_otp, ...)',
    labelNames: ['reason'],
    registers,
  });
  const scans = new Counter({
    name: 'upload_scans_total',
    help: 'Malware scans of uploads by outcome: clean, malware, failed (clamd down or no verdict), unscanned (no CLAMAV_URL)',
    labelNames: ['outcome'],
    registers,
  });
  // Zero from the start, so a rate() over a quiet instance is 0 rather than no data.
  for (const outcome of ['clean', 'malware', 'failed', 'unscanned'] as const)
    scans.inc({ outcome }, 0);

  const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? UNMATCHED;
  app.addHook('onRequest', async (_request, reply) => {
    inFlight.inc();
    // 'close' comes once per response, whether it finished or the client went away.
    reply.raw.once('close', () => inFlight.dec());
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = routeOf(request);
    duration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    if (route === SIGN_IN_ROUTE && request.method === 'POST' && reply.statusCode >= 400) {
      signInFailures.inc({ reason: reply.errorCode ?? String(reply.statusCode) });
    }
  });

  const poolStats = database.poolStats;
  if (poolStats) {
    const pool = (name: string, help: string, read: (s: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read(poolStats()));
        },
      });
    pool(
      'db_pool_connections_max',
      'Connections the request pool may open (DATABASE_POOL_MAX)',
      (s) => s.max,
    );
    pool(
      'db_pool_connections_in_use',
      'Request pool connections checked out',
      (s) => s.total - s.idle,
    );
    pool('db_pool_connections_idle', 'Request pool connections open and idle', (s) => s.idle);
    pool(
      'db_pool_waiting_requests',
      'Queries queued for a request pool connection',
      (s) => s.waiting,
    );
  }
  new Gauge({
    name: 'db_info',
    help: 'The database driver: postgres (DATABASE_URL) or pglite (embedded, no pool)',
    labelNames: ['driver'],
    registers,
  }).set({ driver: database.driver }, 1);

  let outbox: { at: number; stats: Promise<OutboxStats | undefined> } | undefined;
  const readOutbox = () => {
    const now = Date.now();
    if (!outbox || now - outbox.at >= OUTBOX_CACHE_MS) {
      // The workers' pool: a scrape is not held up by a saturated request pool.
      const stats = outboxStats(database.workerDb).catch((err: unknown) => {
        app.log.warn({ err }, 'metrics: could not count the outbox');
        return undefined;
      });
      outbox = { at: now, stats };
    }
    return outbox.stats;
  };
  const outboxGauge = (name: string, help: string, read: (s: OutboxStats) => number) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        const stats = await readOutbox();
        // An unreadable outbox leaves the series out of this scrape rather than reporting 0.
        if (stats) this.set(read(stats));
        else this.reset();
      },
    });
  outboxGauge(
    'outbox_pending_messages',
    'E-mails not yet delivered, retries included',
    (s) => s.pending,
  );
  outboxGauge(
    'outbox_oldest_pending_age_seconds',
    'Age of the oldest undelivered e-mail; 0 when none waits',
    (s) => s.oldestPendingSeconds,
  );
  outboxGauge(
    'outbox_retrying_messages',
    'Undelivered e-mails that failed at least once and wait for another attempt',
    (s) => s.retrying,
  );
  outboxGauge(
    'outbox_failed_messages',
    'E-mails given up after 10 attempts, waiting for an operator',
    (s) => s.failed,
  );

  return { uploadScanned: (outcome) => scans.inc({ outcome }) };
}
