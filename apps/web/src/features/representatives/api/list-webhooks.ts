import { queryOptions } from '@tanstack/react-query';
import { listWebhooksContract } from '@ir/domain/contracts/representatives/list-webhooks.ts';
import { callApi } from '../../../lib/api.ts';

export const webhooksKey = ['representatives', 'webhooks'] as const;

/** The representative's webhooks, without their secrets. */
export const listWebhooksQuery = () =>
  queryOptions({
    queryKey: webhooksKey,
    queryFn: ({ signal }) => callApi(listWebhooksContract, { signal }),
    retry: false,
  });
