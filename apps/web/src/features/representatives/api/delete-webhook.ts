import { deleteWebhookContract } from '@ir/domain/contracts/representatives/delete-webhook.ts';
import { callApi } from '../../../lib/api.ts';

export const deleteWebhook = (id: number) =>
  callApi(deleteWebhookContract, { params: { id: String(id) } });
