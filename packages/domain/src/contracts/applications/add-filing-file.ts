import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { defineContract } from '../contract.ts';
import { idParamsSchema } from '../path-id.ts';

/**
 * Our addition: the owner adds a supporting file to a submitted filing until its review is
 * complete, never to a withdrawn one (multipart with the file in `file`, as uploadfile takes
 * it; the same pipeline, limits and daily quota; at most DRAFT_FILES_MAX files on a filing).
 * Refusals are the JSON error shape: not_found 404, review_complete 409, review_withdrawn 409,
 * too_many_files 409, and the pipeline's
 * too_large 413, bad_file_type 415, malware 422, daily_quota 429, scan_failed 503.
 */
export const addFilingFileContract = defineContract({
  method: 'POST',
  path: '/applications/:id/files',
  access: 'application:file',
  schema: {
    tags: ['applications'],
    summary: 'Add a supporting file to a submitted filing whose review is not complete',
    params: idParamsSchema,
    response: {
      200: z.object({
        success: z.literal(true),
        /** False when the filing already has a file with the same content. */
        added: z.boolean(),
        file: z.object({ name: z.string(), size: z.number().int(), uploadedAt: z.iso.datetime() }),
      }),
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      404: apiErrorSchema,
      409: apiErrorSchema,
      413: apiErrorSchema,
      415: apiErrorSchema,
      422: apiErrorSchema,
      429: apiErrorSchema,
      503: apiErrorSchema,
    },
  },
});
