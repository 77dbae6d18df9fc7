import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { defineContract } from '../contract.ts';
import { API_KEY_SECURITY, apiFilingBodySchema } from './filing-api-fields.ts';

export const createdFilingSchema = z.object({ filing_number: z.string(), id: z.number().int() });
export type CreatedFiling = z.infer<typeof createdFilingSchema>;

/**
 * Our addition (decision 053): one filing, by the bulk row's rules and refusals (the CSV page
 * files through the same service). The `Idempotency-Key` header (1 to 200 characters) is
 * required (400 idempotency_key_required): the same key with the same body answers the first
 * answer again and files nothing more; with another body it is 422 idempotency_key_reused.
 * A row's problems are 400 validation_error with each in `issues` (path `body.<field>`); an
 * unknown parcel 404; a parcel filed for already 409 app_exists, naming who filed it; a closed
 * period 403 period_expired; the municipality's authorization rule unmet 409
 * authorization_required. A body over 64 KB is 413.
 */
export const createFilingContract = defineContract({
  method: 'POST',
  path: '/v1/filings',
  access: 'api-key',
  schema: {
    tags: ['v1'],
    summary: 'File an informal review for a parcel (Idempotency-Key required)',
    security: API_KEY_SECURITY,
    body: apiFilingBodySchema,
    response: {
      201: createdFilingSchema,
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      404: apiErrorSchema,
      409: apiErrorSchema,
      413: apiErrorSchema,
      422: apiErrorSchema,
      429: apiErrorSchema,
    },
  },
});
