import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { defineContract } from '../contract.ts';

/**
 * SPEC §7: every parcel of the municipality as base64 of deflate-compressed JSON, an array of
 * `{print_key, full_address}`. Built once per municipality and parcel revision; the ETag lets
 * a browser that has it answer 304.
 */
export const getPropertySearchDataContract = defineContract({
  method: 'GET',
  path: '/ir/propertysearchdata',
  access: 'application:file',
  schema: {
    tags: ['filing'],
    summary: "Every parcel's SBL and address, base64 of deflated JSON (ETag, 304)",
    response: { 200: z.string(), 304: z.null(), 401: apiErrorSchema, 403: apiErrorSchema },
  },
});
