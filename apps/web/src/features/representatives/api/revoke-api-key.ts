import { revokeApiKeyContract } from '@ir/domain/contracts/api-keys/revoke-api-key.ts';
import { callApi } from '../../../lib/api.ts';

export const revokeApiKey = (id: number) =>
  callApi(revokeApiKeyContract, { params: { id: String(id) } });
