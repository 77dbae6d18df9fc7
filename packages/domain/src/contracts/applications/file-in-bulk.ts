import { z } from 'zod';
import { bulkBatchSchema } from '../../bulk-filing.ts';
import { apiErrorSchema } from '../../errors.ts';
import { defineContract } from '../contract.ts';
import { pathIdSchema } from '../path-id.ts';

/**
 * A representative files many properties at once (docs/bulk-filing.md, decisions 035, 043):
 * multipart with `captcha` (a solved ALTCHA payload, once per batch) FIRST, then `csv` and an
 * optional `zip`. Only an account a mega-admin approved as a representative may send one
 * (403 not_representative, before a byte of the body is read), at most BULK_DAILY_PARCELS rows
 * in 24 hours (429 bulk_daily_limit). The captcha is checked as it arrives, before any file is
 * read (400 bad_captcha, also when a file part comes before it); the CSV is read as it arrives
 * and refused at its 1,001st row (400 too_many_rows). A problem with the batch as a whole files
 * nothing: bad_csv 400, bad_zip 400 (a path or folder in it, broken, encrypted, expands too
 * much, each naming the entry), no_file 400 (no CSV), too_large 413, period_expired 403.
 * Otherwise the batch is accepted at once (202) and filed in the background: poll
 * GET /applications/bulk/{batch_id} for its progress and report.
 */
export const fileInBulkContract = defineContract({
  method: 'POST',
  path: '/applications/bulk',
  access: 'application:file',
  schema: {
    tags: ['applications'],
    summary: 'Accept a batch: one informal review per CSV row, with the files of a ZIP',
    response: {
      202: z.object({ batch_id: z.number().int() }),
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

/**
 * A batch of the signed-in account: its status, progress and the report of the rows done so
 * far, as JSON, or the report as CSV when the request accepts text/csv and not JSON. Another
 * account's batch, or one of another municipality, is 404.
 */
export const getBulkBatchContract = defineContract({
  method: 'GET',
  path: '/applications/bulk/:batch_id',
  access: 'application:file',
  schema: {
    tags: ['applications'],
    summary: "A batch's progress and report",
    params: z.strictObject({ batch_id: pathIdSchema }),
    response: {
      200: z.union([bulkBatchSchema, z.string()]),
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      404: apiErrorSchema,
    },
  },
});
