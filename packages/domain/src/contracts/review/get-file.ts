import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { textField } from '../../text.ts';
import { defineContract } from '../contract.ts';

/** A name exactly as listfiles gave it: `<file id>-<original name>`, never a path. */
export const getFileContract = defineContract({
  method: 'GET',
  path: '/super/getfile',
  access: 'file:download',
  schema: {
    tags: ['review'],
    summary:
      'The bytes of a file named by listfiles, with its stored type (404 for any other name)',
    querystring: z.strictObject({ file: textField.min(1).max(400) }),
    response: {
      200: z.string(),
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      404: apiErrorSchema,
    },
  },
});
