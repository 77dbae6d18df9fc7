import type { Webhook, WebhookDelivery } from '@ir/domain';
import type { DeliveryRow, WebhookRow } from './repository.ts';

export function webhookView(row: WebhookRow): Webhook {
  return { id: row.id, url: row.url, created_at: row.createdAt.toISOString() };
}

export function deliveryView(row: DeliveryRow): WebhookDelivery {
  return {
    event_id: row.eventId,
    event_type: row.eventType,
    status: row.status as WebhookDelivery['status'],
    attempts: row.attempts,
    last_status: row.lastStatus,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    next_attempt_at: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    delivered_at: row.deliveredAt?.toISOString() ?? null,
  };
}
