import { queryOptions } from '@tanstack/react-query';
import { listWebhookDeliveriesContract } from '@ir/domain/contracts/representatives/list-webhook-deliveries.ts';
import { callApi } from '../../../lib/api.ts';

export const webhookDeliveriesKey = (id: number) =>
  ['representatives', 'webhooks', id, 'deliveries'] as const;

/** A webhook's latest deliveries, newest first. */
export const listWebhookDeliveriesQuery = (id: number) =>
  queryOptions({
    queryKey: webhookDeliveriesKey(id),
    queryFn: ({ signal }) =>
      callApi(listWebhookDeliveriesContract, { params: { id: String(id) }, signal }),
    retry: false,
  });
