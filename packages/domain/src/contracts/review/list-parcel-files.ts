import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { defineContract } from '../contract.ts';
import { printKeyField } from '../filing/property-fields.ts';

export const listParcelFilesContract = defineContract({
  method: 'POST',
  path: '/super/listfiles',
  access: 'file:download',
  schema: {
    tags: ['review'],
    summary: "The names of a parcel's submitted and staff files in this municipality, for getfile",
    body: z.strictObject({ printkey: printKeyField }),
    response: {
      200: z.array(z.string()),
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
    },
  },
});
