import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { defineContract } from '../contract.ts';
import { idParamsSchema } from '../path-id.ts';
import { documentQuerySchema } from '../applications/get-decision-notice.ts';

/**
 * Our addition (decision 052): a signed authorization as a designation for the Board of
 * Assessment Review (PDF), with the text the owner signed and its SHA-256. For its
 * representative and this municipality's staff.
 */
export const getDesignationContract = defineContract({
  method: 'GET',
  path: '/representatives/authorizations/:id/designation.pdf',
  access: 'signed-in',
  schema: {
    tags: ['representatives'],
    summary: 'A signed authorization as a designation of representative (PDF)',
    params: idParamsSchema,
    querystring: documentQuerySchema,
    response: { 200: z.string(), 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
  },
});
