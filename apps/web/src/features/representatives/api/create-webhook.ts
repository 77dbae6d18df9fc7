import { createWebhookContract } from '@ir/domain/contracts/representatives/create-webhook.ts';
import { callApi, type ContractBody } from '../../../lib/api.ts';

export const createWebhook = (body: ContractBody<typeof createWebhookContract>) =>
  callApi(createWebhookContract, { body });
