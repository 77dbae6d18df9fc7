import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { defineContract } from '../contract.ts';
import { idParamsSchema } from '../path-id.ts';

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
    response: {
      200: z.string(),
      400: apiErrorSchema,
      401: apiErrorSchema,
      404: apiErrorSchema,
    },
  },
});
