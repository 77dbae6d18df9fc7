import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { defineContract } from '../contract.ts';
import { printKeyField } from './property-fields.ts';

/** The text fields of the multipart form beside `file`. */
export const uploadFileFieldsSchema = z.object({ printkey: printKeyField });

/**
 * SPEC §7/§8 upload (multipart: `file`, `printkey`). Answers are texts the client matches:
 * 'Uploaded' or 'already exists' (200), 'bad file type' (415), containing
 * 'Request Entity Too Large' (413), 'Malicious software or virus found' (422), and a clear
 * text when the scanner is unreachable (503). The file joins the account's draft for the parcel.
 * A printkey holding a forbidden character is the API's one validation_error (JSON), naming
 * the field, as on every other route.
 */
export const uploadFileContract = defineContract({
  method: 'POST',
  path: '/ir/uploadfile',
  access: 'application:file',
  schema: {
    tags: ['filing'],
    summary:
      "Add a supporting file to the account's draft for a parcel (streamed, sniffed, scanned)",
    response: {
      200: z.string(),
      400: z.union([z.string(), apiErrorSchema]),
      401: z.unknown(),
      403: z.unknown(),
      404: z.string(),
      // Our addition: the draft holds DRAFT_FILES_MAX files already.
      409: z.string(),
      413: z.string(),
      415: z.string(),
      422: z.string(),
      // The per-account rate limit, in the one JSON error shape like every other limit; or the
      // text of the daily upload quota.
      429: z.unknown(),
      // The scanner's text, or the server busy (the one JSON error shape, with Retry-After).
      503: z.union([z.string(), apiErrorSchema]),
    },
  },
});
