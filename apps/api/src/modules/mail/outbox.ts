import { and, asc, eq, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPer } from '../../db/prepared.ts';
import { outbox } from '../../db/schema/index.ts';
import type { OutboxStats } from '../../plugins/metrics.ts';

export interface MailMessage {
  municipalityKey: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe on e-mails that are not transactional. */
  headers?: Record<string, string>;
  /** Files sent with it (a meeting's calendar invitation); `content` is the text itself. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  /** e.g. `text/calendar; method=REQUEST`. */
  contentType: string;
  content: string;
}

export type OutboxRow = typeof outbox.$inferSelect;

/** A message this worker holds; `lockedUntil` identifies the claim. */
export type ClaimedMail = OutboxRow & { lockedUntil: Date };

/**
 * How long a claimed message is reserved for the worker that claimed it. A send that takes
 * longer can be claimed again by another worker, so the transport gives up well before.
 */
export const LOCK_SECONDS = 60;

/** After this many failed attempts a message is marked 'failed' and left for an operator. */
export const MAX_ATTEMPTS = 10;

/**
 * The wake-ups of each app's worker, keyed by its database like the rate-limit sweep, so two
 * apps in one process (tests, benchmarks) never wake each other.
 */
const wakers = new WeakMap<Db, Set<() => void>>();

/**
 * Writes an e-mail to the outbox. Pass the transaction that makes the change the e-mail
 * announces: the message then exists if and only if the change was committed.
 */
export async function enqueueMail(db: Db, message: MailMessage): Promise<void> {
  await db.insert(outbox).values({
    municipalityKey: message.municipalityKey,
    recipient: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html,
    headers: message.headers ?? null,
    attachments: message.attachments?.length ? message.attachments : null,
  });
  // A hint only, and only for a write outside a transaction: a transaction is not committed
  // yet, so a worker looking at once would miss the row; its regular poll picks it up.
  wakeMailWorkers(db);
}

/** Asks the mail workers on `db` to look for due messages now. */
export function wakeMailWorkers(db: Db): void {
  for (const wake of wakers.get(db) ?? []) wake();
}

/** Subscribes a worker on `db` to wake-ups; returns the unsubscribe function. */
export function onMailEnqueued(db: Db, wake: () => void): () => void {
  const set = wakers.get(db) ?? new Set<() => void>();
  wakers.set(db, set);
  set.add(wake);
  return () => set.delete(wake);
}

/**
 * Reserves up to `limit` due messages for this worker. Times come from the database, the one
 * clock every instance shares. SKIP LOCKED lets concurrent workers claim disjoint rows
 * instead of waiting for each other; the lock column keeps a claimed row away from other
 * workers after this statement commits. The returned `lockedUntil` is the claim's fencing
 * token, truncated to milliseconds so it survives the round trip through a JS Date.
 */
export async function claimDueMail(db: Db, limit: number): Promise<ClaimedMail[]> {
  const claimed = await dueMailClaim(db).execute({ limit });
  return (claimed as ClaimedMail[]).sort((a, b) => a.id - b.id);
}

// Every instance's worker runs this each second, and at once after each e-mail enqueued.
const dueMailClaim = preparedPer((db) => {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, 'pending'),
        lte(outbox.nextAttemptAt, sql`now()`),
        or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(outbox.id))
    .limit(sql.placeholder('limit'))
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({
      lockedUntil: sql`date_trunc('milliseconds', now() + make_interval(secs => ${LOCK_SECONDS}))`,
      attempts: sql`${outbox.attempts} + 1`,
    })
    .where(inArray(outbox.id, due))
    .returning()
    .prepare('claim_due_mail');
});

/** Outcomes are fenced by the claim: a worker that lost its lock changes nothing. */
function heldBy(row: ClaimedMail) {
  return and(
    eq(outbox.id, row.id),
    eq(outbox.status, 'pending'),
    eq(outbox.lockedUntil, row.lockedUntil),
  );
}

/** False when the claim had expired and another worker took the message over. */
export async function markSent(db: Db, row: ClaimedMail): Promise<boolean> {
  const updated = await sentMark(db).execute({
    id: row.id,
    lockedUntil: row.lockedUntil.toISOString(),
  });
  return updated.length === 1;
}

const sentMark = preparedPer((db) =>
  db
    .update(outbox)
    .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null })
    .where(
      and(
        eq(outbox.id, sql.placeholder('id')),
        eq(outbox.status, 'pending'),
        eq(outbox.lockedUntil, sql.placeholder('lockedUntil')),
      ),
    )
    .returning({ id: outbox.id })
    .prepare('mark_mail_sent'),
);

/** Schedules the next attempt, or gives up after MAX_ATTEMPTS. */
export async function markFailed(
  db: Db,
  row: ClaimedMail,
  error: string,
  retryInSeconds: number,
): Promise<void> {
  await db
    .update(outbox)
    .set({
      status: row.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
      lastError: error.slice(0, 1000),
      nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})`,
      lockedUntil: null,
    })
    .where(heldBy(row));
}

/**
 * Blanks the bodies of messages sent more than `afterSeconds` ago: they hold live
 * verification and reset links, which must not outlive the sending in the table and its
 * backups. Recipient, subject and times stay for an operator. Returns how many it blanked.
 */
export async function blankSentBodies(db: Db, afterSeconds: number): Promise<number> {
  const blanked = await db
    .update(outbox)
    .set({ textBody: '', htmlBody: '' })
    .where(
      and(
        eq(outbox.status, 'sent'),
        lt(outbox.sentAt, sql`now() - make_interval(secs => ${afterSeconds})`),
        or(ne(outbox.textBody, ''), ne(outbox.htmlBody, '')),
      ),
    )
    .returning({ id: outbox.id });
  return blanked.length;
}

/**
 * Deletes messages sent more than `afterDays` ago (docs/operations.md states the period);
 * failed ones stay for an operator. Returns how many it deleted.
 */
export async function purgeSentMail(db: Db, afterDays: number): Promise<number> {
  const purged = await db
    .delete(outbox)
    .where(
      and(
        eq(outbox.status, 'sent'),
        lt(outbox.sentAt, sql`now() - make_interval(days => ${afterDays})`),
      ),
    )
    .returning({ id: outbox.id });
  return purged.length;
}

/**
 * The outbox's backlog for the operator's metrics. Only pending and failed rows are read
 * (through the status index), never the sent ones kept for 30 days.
 */
export async function outboxStats(db: Db): Promise<OutboxStats> {
  const pending = sql`${outbox.status} = 'pending'`;
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${pending})`.mapWith(Number),
      retrying: sql<number>`count(*) filter (where ${pending} and ${outbox.attempts} > 0)`.mapWith(
        Number,
      ),
      failed: sql<number>`count(*) filter (where ${outbox.status} = 'failed')`.mapWith(Number),
      oldestPendingSeconds:
        sql<number>`coalesce(extract(epoch from now() - min(${outbox.createdAt}) filter (where ${pending})), 0)`.mapWith(
          Number,
        ),
    })
    .from(outbox)
    .where(inArray(outbox.status, ['pending', 'failed']));
  return row ?? { pending: 0, retrying: 0, failed: 0, oldestPendingSeconds: 0 };
}
