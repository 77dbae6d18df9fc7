import { z } from 'zod';
import { messageKey } from './message-ref.ts';

/**
 * A representative's webhooks (decision 054): where the service posts the events of the
 * account's filings and authorizations, each signed with the webhook's secret.
 */

/** The events a webhook receives; `offer.sent` is reserved for the offers of a later release. */
export const WEBHOOK_EVENT_TYPES = [
  'filing.received',
  'filing.status_changed',
  'offer.sent',
  'authorization.signed',
  'authorization.revoked',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Live webhooks one account may have: each event is posted to every one of them. */
export const WEBHOOKS_PER_ACCOUNT = 5;
/** The longest webhook URL accepted. */
export const WEBHOOK_URL_MAX_LENGTH = 2000;
/** Deliveries a webhook's log shows, newest first. */
export const WEBHOOK_DELIVERY_LOG_LIMIT = 100;
/** An event not delivered within this long after it happened is dropped. */
export const WEBHOOK_DROP_AFTER_HOURS = 24;

/** Shape only; where it may point is the server's check (https, a public address). */
export const webhookUrlSchema = z
  .string()
  .trim()
  .min(1, messageKey('webhooks.urlRequired'))
  .max(WEBHOOK_URL_MAX_LENGTH, messageKey('webhooks.urlTooLong'))
  .refine((v) => {
    try {
      const url = new URL(v);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, messageKey('webhooks.urlInvalid'));

/** A webhook as listed: never its secret. */
export const webhookSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  created_at: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'dropped'] as const;

/** One event's delivery to one webhook, as its log shows it. */
export const webhookDeliverySchema = z.object({
  event_id: z.string(),
  event_type: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The HTTP status of the last answer; null when there was none (refused, timed out). */
  last_status: z.number().int().nullable(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  next_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
