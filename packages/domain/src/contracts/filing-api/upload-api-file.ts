import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { defineContract } from '../contract.ts';
import { API_KEY_SECURITY } from './filing-api-fields.ts';

/**
 * Our addition (decision 053): one supporting file (multipart, field `file`) through the
 * wizard's upload pipeline: size limit, content sniffing, virus scan, the account's daily
 * quota. The file is held for the account until a filing names its `file_id`; one no filing
 * used is removed after a day, as a draft's are. The same bytes again answer the same id.
 */
export const uploadApiFileContract = defineContract({
  method: 'POST',
  path: '/v1/files',
  access: 'api-key',
  schema: {
    tags: ['v1'],
    summary: 'Upload a supporting file for a later filing; answers its file_id',
    security: API_KEY_SECURITY,
    response: {
      201: z.object({ file_id: z.number().int() }),
      400: apiErrorSchema,
      401: apiErrorSchema,
      409: apiErrorSchema,
      413: apiErrorSchema,
      415: apiErrorSchema,
      422: apiErrorSchema,
      429: apiErrorSchema,
      503: apiErrorSchema,
    },
  },
});
