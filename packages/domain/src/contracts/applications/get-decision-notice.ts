import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { LANGUAGES } from '../../languages.ts';
import { defineContract } from '../contract.ts';
import { idParamsSchema } from '../path-id.ts';

/**
 * A document's language, from the page that links to it: an owner who chose Español on an
 * English browser gets the Spanish document. Without it, the Accept-Language header decides.
 */
export const documentQuerySchema = z.strictObject({ lang: z.enum(LANGUAGES).optional() });

/**
 * Our addition: a completed review's decision notice as a PDF, the printable copy of the
 * owner's filing page. For the owner who filed it, and for this municipality's staff and town.
 */
export const getDecisionNoticeContract = defineContract({
  method: 'GET',
  path: '/applications/:id/notice.pdf',
  access: 'signed-in',
  schema: {
    tags: ['applications'],
    summary: "A completed review's decision notice (PDF): the owner's, staff's and the town's",
    params: idParamsSchema,
    querystring: documentQuerySchema,
    response: {
      200: z.string(),
      400: apiErrorSchema,
      401: apiErrorSchema,
      404: apiErrorSchema,
    },
  },
});
