/** A representative's webhooks: their routes, the event outbox other modules write to, its worker. */
import type { Config } from '../../config.ts';
import { systemResolve, type WebhookNetwork } from './webhook-target.ts';

export { webhookRoutes } from './routes.ts';
export { webhookWorkerPlugin } from './webhook-worker.ts';
export {
  enqueueWebhookEvent,
  type WebhookEvent,
  type WebhookPayload,
} from './enqueue-webhook-event.ts';
export { enqueueFilingStatusChanged, type FilingStatusChange } from './filing-status-changed.ts';
export type { ResolvedAddress, WebhookNetwork } from './webhook-target.ts';

/** Production's address rules under NODE_ENV=production, the system resolver; tests override either. */
export function webhookNetworkFor(
  config: Pick<Config, 'NODE_ENV'>,
  overrides: Partial<WebhookNetwork> = {},
): WebhookNetwork {
  return { strict: config.NODE_ENV === 'production', resolve: systemResolve, ...overrides };
}
