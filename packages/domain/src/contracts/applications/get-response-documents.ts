import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { defineContract } from '../contract.ts';
import { idParamsSchema } from '../path-id.ts';
import { documentQuerySchema } from './get-decision-notice.ts';

const response = { 200: z.string(), 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/**
 * Our addition: the signed "Agreement to the assessed value" of an owner who accepted the
 * decision (PDF). For that owner, and for this municipality's staff and town.
 */
export const getAgreementContract = defineContract({
  method: 'GET',
  path: '/applications/:id/agreement.pdf',
  access: 'signed-in',
  schema: {
    tags: ['applications'],
    summary: "The owner's signed agreement to the reviewed value (PDF)",
    params: idParamsSchema,
    querystring: documentQuerySchema,
    response,
  },
});

/**
 * Our addition: the grievance packet of an owner who disagreed (PDF), filled in from the
 * filing in the order of form RP-524's parts. For that owner, and for this municipality's
 * staff and town.
 */
export const getGrievancePacketContract = defineContract({
  method: 'GET',
  path: '/applications/:id/grievance.pdf',
  access: 'signed-in',
  schema: {
    tags: ['applications'],
    summary: 'The grievance packet (PDF) prefilled for form RP-524, for an owner who disagreed',
    params: idParamsSchema,
    querystring: documentQuerySchema,
    response,
  },
});
