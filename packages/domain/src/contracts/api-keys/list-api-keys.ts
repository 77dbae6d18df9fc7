import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { defineContract } from '../contract.ts';
import { apiKeySchema } from './api-key-fields.ts';

/** Our addition (decision 053): the account's active API keys, newest first. */
export const listApiKeysContract = defineContract({
  method: 'GET',
  path: '/representatives/api_keys',
  access: 'signed-in',
  schema: {
    tags: ['representatives'],
    summary: "The account's active API keys: name, prefix, creation and last use",
    response: {
      200: z.object({ keys: z.array(apiKeySchema) }),
      401: apiErrorSchema,
    },
  },
});
