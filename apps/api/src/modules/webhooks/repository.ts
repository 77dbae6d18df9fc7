import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { webhookDeliveries, webhooks } from '../../db/schema/index.ts';

export type WebhookRow = typeof webhooks.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** A delivery this worker holds; `lockedUntil` is the claim's fencing token. */
export type ClaimedDelivery = DeliveryRow & { lockedUntil: Date };

/** Serialises the changes to one account's webhooks, so two adds cannot both pass the cap. */
export async function lockAccountWebhooks(
  tx: Db,
  municipalityKey: string,
  userId: number,
): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`webhooks:${municipalityKey}:${userId}`}))`,
  );
}

function liveOf(municipalityKey: string, userId: number) {
  return and(
    eq(webhooks.municipalityKey, municipalityKey),
    eq(webhooks.userId, userId),
    isNull(webhooks.deletedAt),
  );
}

export async function countLiveWebhooks(
  db: Db,
  municipalityKey: string,
  userId: number,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(webhooks)
    .where(liveOf(municipalityKey, userId));
  return row?.n ?? 0;
}

export async function listLiveWebhooks(
  db: Db,
  municipalityKey: string,
  userId: number,
): Promise<WebhookRow[]> {
  return db
    .select()
    .from(webhooks)
    .where(liveOf(municipalityKey, userId))
    .orderBy(asc(webhooks.id));
}

export async function insertWebhook(
  tx: Db,
  values: { municipalityKey: string; userId: number; url: string; secret: string; at: Date },
): Promise<WebhookRow> {
  const [row] = await tx
    .insert(webhooks)
    .values({
      municipalityKey: values.municipalityKey,
      userId: values.userId,
      url: values.url,
      secret: values.secret,
      createdAt: values.at,
    })
    .returning();
  if (!row) throw new Error('webhook not inserted');
  return row;
}

/** One of the account's webhooks, removed ones included when `removed` says so. */
export async function findAccountWebhook(
  db: Db,
  municipalityKey: string,
  userId: number,
  id: number,
  options: { removed: boolean },
): Promise<WebhookRow | undefined> {
  const [row] = await db
    .select()
    .from(webhooks)
    .where(
      and(
        eq(webhooks.municipalityKey, municipalityKey),
        eq(webhooks.userId, userId),
        eq(webhooks.id, id),
        options.removed ? undefined : isNull(webhooks.deletedAt),
      ),
    );
  return row;
}

/** Removes a webhook and drops its deliveries not yet made; false when it was not live. */
export async function removeWebhook(
  tx: Db,
  municipalityKey: string,
  id: number,
  at: Date,
): Promise<boolean> {
  const removed = await tx
    .update(webhooks)
    .set({ deletedAt: at })
    .where(
      and(
        eq(webhooks.municipalityKey, municipalityKey),
        eq(webhooks.id, id),
        isNull(webhooks.deletedAt),
      ),
    )
    .returning({ id: webhooks.id });
  if (removed.length === 0) return false;
  await tx
    .update(webhookDeliveries)
    .set({ status: 'dropped', lockedUntil: null })
    .where(
      and(
        eq(webhookDeliveries.municipalityKey, municipalityKey),
        eq(webhookDeliveries.webhookId, id),
        eq(webhookDeliveries.status, 'pending'),
      ),
    );
  return true;
}

export async function listDeliveries(
  db: Db,
  municipalityKey: string,
  webhookId: number,
  limit: number,
): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.municipalityKey, municipalityKey),
        eq(webhookDeliveries.webhookId, webhookId),
      ),
    )
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
}

export async function insertDeliveries(
  tx: Db,
  rows: ReadonlyArray<{
    municipalityKey: string;
    webhookId: number;
    eventId: string;
    eventType: string;
    payload: unknown;
    at: Date | undefined;
  }>,
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(webhookDeliveries).values(
    rows.map((r) => ({
      municipalityKey: r.municipalityKey,
      webhookId: r.webhookId,
      eventId: r.eventId,
      eventType: r.eventType,
      payload: r.payload,
      ...(r.at ? { createdAt: r.at, nextAttemptAt: r.at } : {}),
    })),
  );
}

/**
 * Reserves up to `limit` due deliveries, of every municipality, for this worker until
 * `lockedUntil`. SKIP LOCKED lets concurrent workers claim disjoint rows instead of waiting
 * for each other; the lock column keeps a claimed row from the others after this statement
 * commits, until the lease runs out.
 */
export async function claimDueDeliveries(
  db: Db,
  now: Date,
  lockedUntil: Date,
  limit: number,
): Promise<ClaimedDelivery[]> {
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.status, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, now),
        or(isNull(webhookDeliveries.lockedUntil), lt(webhookDeliveries.lockedUntil, now)),
      ),
    )
    .orderBy(asc(webhookDeliveries.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(webhookDeliveries)
    .set({ lockedUntil, attempts: sql`${webhookDeliveries.attempts} + 1` })
    .where(and(inArray(webhookDeliveries.id, due), eq(webhookDeliveries.status, 'pending')))
    .returning();
  return (claimed as ClaimedDelivery[]).sort((a, b) => a.id - b.id);
}

/**
 * Deletes up to `limit` delivered or dropped deliveries, of every municipality, whose last
 * attempt was due before `before`; answers how many. Read through the due index (status,
 * next_attempt_at): a finished row's next_attempt_at is its last attempt, never before its
 * creation. SKIP LOCKED: instances pruning at once take disjoint rows instead of waiting.
 */
export async function deleteFinishedDeliveries(
  db: Db,
  before: Date,
  limit: number,
): Promise<number> {
  const old = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        inArray(webhookDeliveries.status, ['delivered', 'dropped']),
        lt(webhookDeliveries.nextAttemptAt, before),
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
  const deleted = await db
    .delete(webhookDeliveries)
    .where(inArray(webhookDeliveries.id, old))
    .returning({ id: webhookDeliveries.id });
  return deleted.length;
}

/** The webhooks the claimed deliveries go to, each read in its own municipality. */
export async function webhooksOf(
  db: Db,
  deliveries: ReadonlyArray<Pick<DeliveryRow, 'municipalityKey' | 'webhookId'>>,
): Promise<Map<number, WebhookRow>> {
  const found = new Map<number, WebhookRow>();
  const byMunicipality = new Map<string, number[]>();
  for (const d of deliveries) {
    byMunicipality.set(d.municipalityKey, [
      ...(byMunicipality.get(d.municipalityKey) ?? []),
      d.webhookId,
    ]);
  }
  for (const [municipalityKey, ids] of byMunicipality) {
    const rows = await db
      .select()
      .from(webhooks)
      .where(and(eq(webhooks.municipalityKey, municipalityKey), inArray(webhooks.id, ids)));
    for (const row of rows) found.set(row.id, row);
  }
  return found;
}

/** Outcomes are fenced by the claim: a worker whose lease ran out changes nothing. */
function heldBy(row: ClaimedDelivery) {
  return and(
    eq(webhookDeliveries.municipalityKey, row.municipalityKey),
    eq(webhookDeliveries.id, row.id),
    eq(webhookDeliveries.status, 'pending'),
    eq(webhookDeliveries.lockedUntil, row.lockedUntil),
  );
}

/** False when the lease had run out and another worker took the delivery over. */
export async function markDelivered(
  db: Db,
  row: ClaimedDelivery,
  status: number,
  at: Date,
): Promise<boolean> {
  const updated = await db
    .update(webhookDeliveries)
    .set({
      status: 'delivered',
      deliveredAt: at,
      lastStatus: status,
      lastError: null,
      lockedUntil: null,
    })
    .where(heldBy(row))
    .returning({ id: webhookDeliveries.id });
  return updated.length === 1;
}

/** Records a failed attempt: the next one at `retryAt`, or none (dropped) when it is null. */
export async function markAttemptFailed(
  db: Db,
  row: ClaimedDelivery,
  outcome: { status: number | null; error: string; retryAt: Date | null },
): Promise<boolean> {
  const updated = await db
    .update(webhookDeliveries)
    .set({
      status: outcome.retryAt === null ? 'dropped' : 'pending',
      lastStatus: outcome.status,
      lastError: outcome.error.slice(0, 500),
      ...(outcome.retryAt === null ? {} : { nextAttemptAt: outcome.retryAt }),
      lockedUntil: null,
    })
    .where(heldBy(row))
    .returning({ id: webhookDeliveries.id });
  return updated.length === 1;
}
