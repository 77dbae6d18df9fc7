import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { defineContract } from '../contract.ts';
import { printKeyField } from './property-fields.ts';

export const draftFileSchema = z.object({
  /** Identifies the file within the draft (content hash). */
  id: z.string(),
  name: z.string(),
  size: z.number().int(),
  uploadedAt: z.iso.datetime(),
});
export type DraftFile = z.infer<typeof draftFileSchema>;

/** Our addition: the files already uploaded to the account's draft for a parcel (after a reload). */
export const listDraftFilesContract = defineContract({
  method: 'POST',
  path: '/ir/draftfiles',
  access: 'application:file',
  schema: {
    tags: ['filing'],
    summary: "Files uploaded to the account's draft for a parcel, not yet submitted",
    body: z.strictObject({ printkey: printKeyField }),
    response: {
      200: z.object({ files: z.array(draftFileSchema) }),
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
    },
  },
});

/** Our addition: take a file back out of the draft before submitting. */
export const removeDraftFileContract = defineContract({
  method: 'POST',
  path: '/ir/removefile',
  access: 'application:file',
  schema: {
    tags: ['filing'],
    summary: "Remove a file from the account's draft for a parcel (never from a submitted one)",
    body: z.strictObject({ printkey: printKeyField, id: z.string().regex(/^[0-9a-f]{64}$/) }),
    response: {
      200: z.object({ success: z.literal(true) }),
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      404: apiErrorSchema,
    },
  },
});
