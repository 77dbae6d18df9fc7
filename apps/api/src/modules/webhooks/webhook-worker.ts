import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import { WEBHOOK_DROP_AFTER_HOURS } from '@ir/domain';
import type { Db } from '../../db/client.ts';
import { FIRST_PASS_AFTER_START_MS, PeriodicWorker } from '../../plugins/periodic-worker.ts';
import { onWebhookEnqueued } from './enqueue-webhook-event.ts';
import { POST_TIMEOUT_MS, postWebhook, type PostOutcome } from './post-webhook.ts';
import { PRUNE_BATCH, pruneWebhookDeliveries } from './prune-deliveries.ts';
import {
  claimDueDeliveries,
  markAttemptFailed,
  markDelivered,
  webhooksOf,
  type ClaimedDelivery,
  type WebhookRow,
} from './repository.ts';
import { signatureOf } from './sign-event.ts';
import {
  resolveWebhookTarget,
  WebhookTargetRefusal,
  type WebhookNetwork,
} from './webhook-target.ts';

/** Checks besides the wake-ups (in-process, and notices of committed deliveries): retries. */
const POLL_INTERVAL_MS = 2000;
const BATCH_SIZE = 10;
/**
 * How long a claimed delivery is reserved for its worker: well beyond the DNS check and the
 * POST's timeout, so a worker still sending never sees its delivery taken over.
 */
export const LEASE_MS = 60_000 + POST_TIMEOUT_MS;
const BASE_RETRY_SECONDS = 30;
const MAX_RETRY_SECONDS = 60 * 60;
const DROP_AFTER_MS = WEBHOOK_DROP_AFTER_HOURS * 60 * 60 * 1000;

/** 30 s after the first failure, doubling each time, at most an hour apart. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(BASE_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_SECONDS);
}

export interface DispatcherDeps {
  db: Db;
  clock: () => Date;
  network: WebhookNetwork;
  log: FastifyBaseLogger;
}

/**
 * Delivers the webhook outbox. Every instance runs one; they share the work through row
 * claims with a lease, never through memory, so each event is posted by one of them. No
 * transaction is open while a receiver is called: the claim commits first, the outcome is
 * written after, fenced by the claim.
 */
export class WebhookDispatcher {
  constructor(private readonly deps: DispatcherDeps) {}

  /** Claims and posts one batch; true when it was full (more may be waiting). */
  async round(): Promise<boolean> {
    const now = this.deps.clock();
    const rows = await claimDueDeliveries(
      this.deps.db,
      now,
      new Date(now.getTime() + LEASE_MS),
      BATCH_SIZE,
    );
    if (rows.length === 0) return false;
    const hooks = await webhooksOf(this.deps.db, rows);
    const results = await Promise.allSettled(
      rows.map((row) => this.deliver(row, hooks.get(row.webhookId))),
    );
    for (const result of results) {
      // Recording the outcome failed: the lease runs out and the event is posted again.
      if (result.status === 'rejected') {
        this.deps.log.error({ err: result.reason }, 'webhook outcome not recorded');
      }
    }
    return rows.length === BATCH_SIZE;
  }

  private async deliver(row: ClaimedDelivery, hook: WebhookRow | undefined): Promise<void> {
    const outcome = hook
      ? await this.post(row, hook)
      : { status: null, error: 'webhook not found' };
    const at = this.deps.clock();
    if (outcome.error === undefined && outcome.status !== null) {
      if (!(await markDelivered(this.deps.db, row, outcome.status, at))) {
        this.deps.log.warn({ deliveryId: row.id }, 'webhook delivered after its lease ran out');
      }
      return;
    }
    const expired = at.getTime() - row.createdAt.getTime() >= DROP_AFTER_MS;
    const retryAt = expired
      ? null
      : new Date(at.getTime() + retryDelaySeconds(row.attempts) * 1000);
    await markAttemptFailed(this.deps.db, row, {
      status: outcome.status,
      error: outcome.error ?? 'failed',
      retryAt,
    });
    this.deps.log.warn(
      { deliveryId: row.id, attempts: row.attempts, status: outcome.status, error: outcome.error },
      expired ? 'webhook not delivered for a day; dropped' : 'webhook not delivered; will retry',
    );
  }

  /** Checks the address again (it may have changed since the webhook was added), then posts. */
  private async post(row: ClaimedDelivery, hook: WebhookRow): Promise<PostOutcome> {
    let target;
    try {
      target = await resolveWebhookTarget(hook.url, this.deps.network);
    } catch (err) {
      if (err instanceof WebhookTargetRefusal) {
        return { status: null, error: `address refused (${err.key.replace('webhooks.', '')})` };
      }
      throw err;
    }
    const body = JSON.stringify(row.payload);
    const timestamp = Math.floor(this.deps.clock().getTime() / 1000);
    return postWebhook(target.url, target.address, body, {
      'Content-Type': 'application/json',
      'User-Agent': 'informal-review-webhooks/1',
      'X-IR-Event': row.eventType,
      'X-IR-Delivery': row.eventId,
      'X-IR-Timestamp': String(timestamp),
      'X-IR-Signature': signatureOf(hook.secret, timestamp, body),
    });
  }
}

/**
 * Runs a WebhookDispatcher on every instance, like the mail worker, and the pruning of the
 * delivery log every WEBHOOK_PRUNE_INTERVAL_SECONDS on the sweep clock; registered by app.ts.
 */
export const webhookWorkerPlugin = fp<{ network: WebhookNetwork }>(
  async (app, options) => {
    const log = app.log.child({ module: 'webhooks' });
    const dispatcher = new WebhookDispatcher({
      db: app.database.workerDb,
      clock: app.clock,
      network: options.network,
      log,
    });
    const worker = new PeriodicWorker({
      name: 'webhook delivery round',
      log,
      firstDelayMs: FIRST_PASS_AFTER_START_MS,
      intervalMs: POLL_INTERVAL_MS,
      pass: () => dispatcher.round(),
    });
    // A delivery committed on any instance is made at once (migration 0032); the poll stays for
    // retries, which fall due on the app's clock.
    app.notices.subscribe('work_ready', {
      notice: (payload) => {
        if (payload === 'webhooks') worker.wake();
      },
    });
    const pruneIntervalMs = app.config.WEBHOOK_PRUNE_INTERVAL_SECONDS * 1000;
    const pruner = new PeriodicWorker({
      name: 'webhook delivery pruning',
      log,
      firstDelayMs: Math.min(60_000, pruneIntervalMs),
      intervalMs: pruneIntervalMs,
      pass: async () => {
        const pruned = await pruneWebhookDeliveries(
          app.database.workerDb,
          app.sweepClock(),
          app.config.WEBHOOK_DELIVERY_RETENTION_DAYS,
        );
        if (pruned > 0) log.info({ pruned }, 'webhook deliveries pruned');
        return pruned === PRUNE_BATCH;
      },
    });
    let unsubscribe: (() => void) | undefined;
    app.addHook('onReady', async () => {
      unsubscribe = onWebhookEnqueued(app.database.db, () => worker.wake());
      worker.start();
      pruner.start();
    });
    app.addHook('onClose', async () => {
      unsubscribe?.();
      // The round in hand ends within the POST's timeout.
      await Promise.all([worker.stop(), pruner.stop()]);
    });
  },
  { name: 'webhook-worker', dependencies: ['database-notices'] },
);
