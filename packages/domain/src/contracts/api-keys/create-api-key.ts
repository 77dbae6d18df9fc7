import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { defineContract } from '../contract.ts';
import { apiKeyNameField } from './api-key-fields.ts';

export const createApiKeyBodySchema = z.strictObject({ name: apiKeyNameField });
export type CreateApiKeyInput = z.infer<typeof createApiKeyBodySchema>;

export const createdApiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  /** The key itself, `irk_` and 43 characters: shown this once, only its SHA-256 is kept. */
  key: z.string(),
  created_at: z.iso.datetime(),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

/**
 * Our addition (decision 053): a representative makes a key for the filing API (`/api/v1`).
 * Only an approved representative (403 not_representative) whose two-factor sign-in is on
 * (403 mfa_required), with fewer than API_KEYS_MAX active keys (409 too_many_api_keys).
 */
export const createApiKeyContract = defineContract({
  method: 'POST',
  path: '/representatives/api_keys',
  access: 'signed-in',
  schema: {
    tags: ['representatives'],
    summary: 'Create an API key for the filing API; the key is in this answer only',
    body: createApiKeyBodySchema,
    response: {
      200: createdApiKeySchema,
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      409: apiErrorSchema,
    },
  },
});
