import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { isMessageKey, type MessageKey } from '../../message-ref.ts';
import { MESSAGES } from '../../messages.ts';
import { defineContract } from '../contract.ts';
import { comparableSaleSchema, printKeyField } from './property-fields.ts';

/**
 * SPEC §7 comparable lookup. `err_msg`, when present, is shown to the person instead of adding
 * the comparable (no usable sale, another class group...); `err_key` is its catalogue key, so
 * the page says it in the reader's language (decision 045).
 */
export const comparableLookupSchema = comparableSaleSchema.extend({
  err_msg: z.string().optional(),
  err_key: z
    .string()
    .refine((key): key is MessageKey => isMessageKey(MESSAGES, key))
    .optional(),
});
export type ComparableLookup = z.infer<typeof comparableLookupSchema>;

export const getComparableContract = defineContract({
  method: 'POST',
  path: '/ir/propertydata',
  access: 'application:file',
  schema: {
    tags: ['filing'],
    summary: "A parcel's latest arms-length sale as a comparable (406 multi-site, 404 unknown)",
    body: z.strictObject({
      print_key: printKeyField,
      /** The subject parcel, so the lookup can say when the comparable is not comparable. */
      subject: printKeyField.optional(),
    }),
    response: {
      200: comparableLookupSchema,
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      404: apiErrorSchema,
      406: apiErrorSchema,
    },
  },
});
