import { z } from 'zod';
import { bulkReportSchema } from '../../bulk-filing.ts';
import { apiErrorSchema } from '../../errors.ts';
import { defineContract } from '../contract.ts';

/**
 * A representative files many properties at once (docs/bulk-filing.md, decision 035):
 * multipart with `captcha` (a solved ALTCHA payload, once per batch), `csv` and an optional
 * `zip`. Each row passes the single filing's rules or is refused with its line and reason; the
 * answer is the report, as JSON, or as CSV when the request accepts text/csv and not JSON.
 * A problem with the batch as a whole files nothing: bad_csv 400 (missing column, wrong
 * delimiter, not UTF-8, unreadable, no rows), too_many_rows 400, bad_zip 400 (a path or
 * folder in it, broken, encrypted, expands too much), bad_captcha 400, no_file 400 (no CSV),
 * too_large 413, period_expired 403.
 */
export const fileInBulkContract = defineContract({
  method: 'POST',
  path: '/applications/bulk',
  access: 'application:file',
  schema: {
    tags: ['applications'],
    summary: 'File one informal review per CSV row, with the files of a ZIP; answers the report',
    response: {
      200: z.union([bulkReportSchema, z.string()]),
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      413: apiErrorSchema,
      415: apiErrorSchema,
      429: apiErrorSchema,
      503: apiErrorSchema,
    },
  },
});
