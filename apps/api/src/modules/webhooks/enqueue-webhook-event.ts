import { randomUUID } from 'node:crypto';
import type { WebhookEventType } from '@ir/domain';
import type { Db } from '../../db/client.ts';
import { findUserById } from '../users/index.ts';
import { insertDeliveries, listLiveWebhooks } from './repository.ts';

export interface WebhookEvent {
  municipalityKey: string;
  /** The representative the event concerns; an account without live webhooks gets nothing. */
  userId: number;
  type: WebhookEventType;
  /** The event's own fields: what happened, to what, in the API's field names. */
  data: Record<string, unknown>;
  /** When it happened (the request's clock, `ctx.now`); the database's time otherwise. */
  at?: Date;
}

/** The JSON each webhook of the account is sent for one event. */
export interface WebhookPayload {
  id: string;
  type: WebhookEventType;
  created_at: string;
  municipality: string;
  data: Record<string, unknown>;
}

/** Wake-ups of each app's worker, keyed by its database, as the mail outbox does. */
const wakers = new WeakMap<Db, Set<() => void>>();

export function onWebhookEnqueued(db: Db, wake: () => void): () => void {
  const set = wakers.get(db) ?? new Set<() => void>();
  wakers.set(db, set);
  set.add(wake);
  return () => set.delete(wake);
}

/** Asks the webhook workers on `db` to look for due deliveries now. */
export function wakeWebhookWorkers(db: Db): void {
  for (const wake of wakers.get(db) ?? []) wake();
}

/**
 * Records an event for every live webhook of the account, in the caller's transaction: the
 * deliveries exist if and only if the change they announce was committed, and are posted
 * later by the worker, never inside the transaction. One event id for all of them, which each
 * receiver gets as X-IR-Delivery and can use to ignore a repeat. Only a representative's
 * webhooks receive events: an account whose approval was taken back gets none. Returns the
 * event id, or null when no webhook is there to receive it.
 */
export async function enqueueWebhookEvent(tx: Db, event: WebhookEvent): Promise<string | null> {
  const hooks = await listLiveWebhooks(tx, event.municipalityKey, event.userId);
  if (hooks.length === 0) return null;
  const account = await findUserById(tx, event.municipalityKey, event.userId);
  if (!account?.representative) return null;
  const eventId = randomUUID();
  const payload: WebhookPayload = {
    id: eventId,
    type: event.type,
    created_at: (event.at ?? new Date()).toISOString(),
    municipality: event.municipalityKey,
    data: event.data,
  };
  await insertDeliveries(
    tx,
    hooks.map((hook) => ({
      municipalityKey: event.municipalityKey,
      webhookId: hook.id,
      eventId,
      eventType: event.type,
      payload,
      at: event.at,
    })),
  );
  // A hint only: inside a transaction the rows are not visible yet, and the poll finds them.
  wakeWebhookWorkers(tx);
  return eventId;
}
