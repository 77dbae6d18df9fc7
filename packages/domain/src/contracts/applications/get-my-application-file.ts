import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { defineContract } from '../contract.ts';
import { pathIdSchema } from '../path-id.ts';

/**
 * Our addition: the bytes of a file the owner filed with one of their own filings (as listed by
 * GET /applications/{id}, by its `id`), with its stored type: shown in place when it is a PDF or
 * an image, saved otherwise. Another account's filing, another municipality's, a staff file and
 * an id that does not exist are the same 404.
 */
export const getMyApplicationFileContract = defineContract({
  method: 'GET',
  path: '/applications/:id/files/:fileId',
  access: 'application:file',
  schema: {
    tags: ['applications'],
    summary: "A file the owner filed with one of their own filings (the owner's alone)",
    params: z.strictObject({ id: pathIdSchema, fileId: pathIdSchema }),
    response: {
      200: z.string(),
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      404: apiErrorSchema,
    },
  },
});
