import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { defineContract } from '../contract.ts';
import { filingDraftSchema } from './draft-fields.ts';

export const savedDraftSchema = z.object({
  printkey: z.string(),
  /** The parcel's address as the roll has it. */
  address: z.string(),
  updatedAt: z.iso.datetime(),
  /** How many files are uploaded to the draft. */
  fileCount: z.number().int(),
  draft: filingDraftSchema,
});
export type SavedDraft = z.infer<typeof savedDraftSchema>;

/** Our addition: the signed-in account's unsubmitted drafts in this municipality, newest first. */
export const listDraftsContract = defineContract({
  method: 'GET',
  path: '/ir/drafts',
  access: 'application:file',
  schema: {
    tags: ['filing'],
    summary: "The account's unsubmitted review drafts, newest first",
    response: {
      200: z.object({ drafts: z.array(savedDraftSchema) }),
      401: apiErrorSchema,
      403: apiErrorSchema,
    },
  },
});
