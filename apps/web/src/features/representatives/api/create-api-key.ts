import { createApiKeyContract } from '@ir/domain/contracts/api-keys/create-api-key.ts';
import { callApi, type ContractBody } from '../../../lib/api.ts';

export const createApiKey = (body: ContractBody<typeof createApiKeyContract>) =>
  callApi(createApiKeyContract, { body });
