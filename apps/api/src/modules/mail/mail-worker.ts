import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  FIRST_PASS_AFTER_START_MS,
  PeriodicWorker,
  pollWhileDeaf,
} from '../../plugins/periodic-worker.ts';
import {
  blankSentBodies,
  claimDueMail,
  LOCK_SECONDS,
  markFailed,
  markSent,
  MAX_ATTEMPTS,
  onMailEnqueued,
  purgeSentMail,
  type ClaimedMail,
} from './outbox.ts';
import { createMailTransport, type MailTransport } from './transport.ts';

/**
 * How often the outbox is checked while the database's notices may be missed: for messages
 * enqueued by other instances or in a transaction, and retries that fall due.
 */
const POLL_INTERVAL_MS = 1000;
/**
 * While notices flow, each committed message wakes the worker (migration 0032): the check is
 * only for retries falling due (30 s after a failure at the soonest) and claims left by a
 * stopped instance.
 */
const BACKSTOP_INTERVAL_MS = 10_000;
const BATCH_SIZE = 10;
const BASE_RETRY_SECONDS = 30;
const MAX_RETRY_SECONDS = 60 * 60;

/**
 * How often the worker tidies the outbox. Sent bodies are blanked on that pass, a minute
 * or two after sending rather than at once: one pass does all the tidying, and it never
 * races a reader of the message just sent (the API tests read links from the outbox).
 */
const HOUSEKEEPING_INTERVAL_MS = 60 * 1000;
const SENT_BODY_KEEP_SECONDS = 60;
/** Sent messages are deleted after this (docs/operations.md); failed ones stay for an operator. */
export const SENT_RETENTION_DAYS = 30;

/**
 * A send still running at this point is abandoned and counted as failed: past the claim
 * (LOCK_SECONDS) another worker may take the message, so the result would come too late.
 */
const SEND_DEADLINE_MS = (LOCK_SECONDS - 15) * 1000;

/** 30 s after the first failure, doubling each time, at most an hour apart. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(BASE_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_SECONDS);
}

/**
 * Delivers the outbox (docs/decisions/008-email-outbox.md). Every instance runs one; they
 * share the work through row claims in the database, never through memory. The loop is a
 * PeriodicWorker: a round at once when a message is committed on any instance (a notice) or
 * enqueued outside a transaction on this one, or the last round claimed a full batch; else
 * every BACKSTOP_INTERVAL_MS, or POLL_INTERVAL_MS while notices may be missed.
 */
export const mailWorkerPlugin = fp(
  async (app) => {
    const transport = createMailTransport(app.config, app.log);
    const log = app.log.child({ module: 'mail' });
    const delivery = new MailDelivery(app.database.workerDb, transport, log);
    const worker = new PeriodicWorker({
      name: 'mail worker round',
      log,
      firstDelayMs: FIRST_PASS_AFTER_START_MS,
      intervalMs: pollWhileDeaf(app.notices, POLL_INTERVAL_MS, BACKSTOP_INTERVAL_MS),
      pass: () => delivery.round(),
    });
    // A change in whether notices flow wakes it too: it then waits the interval that fits.
    app.notices.subscribe('work_ready', {
      notice: (payload) => {
        if (payload === 'mail') worker.wake();
      },
      listening: () => worker.wake(),
    });
    let unsubscribe: (() => void) | undefined;
    app.addHook('onReady', async () => {
      // Requests enqueue on the request pool's `db`: that is where wake-ups are announced.
      unsubscribe = onMailEnqueued(app.database.db, () => worker.wake());
      worker.start();
    });
    app.addHook('onClose', async () => {
      unsubscribe?.();
      // Finishes the batch in hand (sends are bounded by their deadline), then returns.
      await worker.stop();
      transport.close();
    });
  },
  { name: 'mail-worker', dependencies: ['database-notices'] },
);

class MailDelivery {
  private lastHousekeeping = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Tidies when due, then claims and sends one batch; true when it was full (more may wait). */
  async round(): Promise<boolean> {
    await this.housekeeping();
    return (await this.deliverBatch()) === BATCH_SIZE;
  }

  /** At most once per HOUSEKEEPING_INTERVAL_MS; the first round of a worker does it. */
  private async housekeeping(): Promise<void> {
    if (Date.now() - this.lastHousekeeping < HOUSEKEEPING_INTERVAL_MS) return;
    this.lastHousekeeping = Date.now();
    const blanked = await blankSentBodies(this.db, SENT_BODY_KEEP_SECONDS);
    if (blanked > 0) this.log.info({ blanked }, 'bodies of sent e-mails blanked');
    const purged = await purgeSentMail(this.db, SENT_RETENTION_DAYS);
    if (purged > 0) this.log.info({ purged }, 'sent e-mails past their retention deleted');
  }

  /** Claims and sends one batch; returns how many messages it claimed. */
  private async deliverBatch(): Promise<number> {
    const rows = await claimDueMail(this.db, BATCH_SIZE);
    // Concurrently, so the whole batch ends within one send's deadline, inside the claim.
    // Settled, not all: stop() must not return while a send is still running.
    const results = await Promise.allSettled(rows.map((row) => this.deliver(row)));
    for (const result of results) {
      // Recording the outcome failed; the claim expires and the message is tried again.
      if (result.status === 'rejected') {
        this.log.error({ err: result.reason }, 'e-mail outcome not recorded');
      }
    }
    return rows.length;
  }

  private async deliver(row: ClaimedMail): Promise<void> {
    try {
      await withDeadline(this.transport.send(row), SEND_DEADLINE_MS);
    } catch (err) {
      const retryIn = retryDelaySeconds(row.attempts);
      const giveUp = row.attempts >= MAX_ATTEMPTS;
      await markFailed(this.db, row, describe(err), retryIn);
      this.log.warn(
        { err, outboxId: row.id, attempts: row.attempts, retryInSeconds: giveUp ? null : retryIn },
        giveUp ? 'e-mail not delivered; giving up' : 'e-mail not delivered; will retry',
      );
      return;
    }
    if (await markSent(this.db, row)) {
      this.log.info({ outboxId: row.id, attempts: row.attempts }, 'e-mail delivered');
    } else {
      this.log.warn({ outboxId: row.id }, 'e-mail delivered after its claim had expired');
    }
  }
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

function describe(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && !err.message.includes(code)
    ? `${code}: ${err.message}`
    : err.message;
}
